import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { DEMO_INVITATION_CODE } from '../../server/demo/seed';

const PASSWORD = 'Heslo2026x';

describeEngines('registration with an invitation', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  let seq = 0;
  /** A fresh invitation; its grants and e-mail as the test needs them. */
  async function invite(grants: unknown[], opts: { email?: string | null; expiresAt?: string } = {}): Promise<string> {
    const code = `TEST-${engine}-${++seq}`;
    await t.app.db
      .insertInto('invitations')
      .values({
        email: opts.email ?? null,
        code,
        created_by: null,
        created_at: new Date().toISOString(),
        expires_at: opts.expiresAt ?? new Date(Date.now() + 86_400_000).toISOString(),
        is_used: 0,
        used_at: null,
        used_by: null,
        grants: JSON.stringify(grants),
      })
      .execute();
    return code;
  }

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/register', headers, payload });

  const body = (code: string, email: string, extra: Record<string, unknown> = {}) => ({
    invitation_code: code,
    email,
    name: 'Nový Soused',
    phone: '+420 777 111 222',
    password: PASSWORD,
    note: 'Bydlím ve 2. patře',
    ...extra,
  });

  const userByEmail = (email: string) =>
    t.app.db.selectFrom('users').select(['id', 'email', 'global_role']).where('email', '=', email).executeTakeFirst();

  it('registers with the demo invitation, grants its building and unit, and spends the code', async () => {
    const res = await register(body(DEMO_INVITATION_CODE, 'Novy.Soused@Example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registrace proběhla úspěšně' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: 'novy.soused@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${login.json().access_token}` } })
    ).json();
    expect(me).toMatchObject({ name: 'Nový Soused', phone: '+420 777 111 222', global_role: 'user', email: 'novy.soused@example.com' });
    expect(me.buildings).toEqual([expect.objectContaining({ building_code: 'SLN', role: 'user' })]);

    const user = await userByEmail('novy.soused@example.com');
    const access = await t.app.db.selectFrom('unit_access').selectAll().where('user_id', '=', user!.id).execute();
    expect(access).toEqual([expect.objectContaining({ unit_id: ids.unit['SLN-2.02'], role: 'tenant', valid_until: null })]);
    const inv = await t.app.db.selectFrom('invitations').selectAll().where('code', '=', DEMO_INVITATION_CODE).executeTakeFirstOrThrow();
    expect(inv).toMatchObject({ is_used: 1, used_by: user!.id });
    // the note has no column of its own: administrators find it in the audit log
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.register').where('user_id', '=', user!.id).executeTakeFirst();
    expect(JSON.parse(audit!.detail!)).toEqual({ note: 'Bydlím ve 2. patře' });
  });

  it('refuses a code that was already used', async () => {
    const res = await register(body(DEMO_INVITATION_CODE, 'druhy@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Kód pozvánky je neplatný, již použitý nebo vypršel' });
    expect(await userByEmail('druhy@example.com')).toBeUndefined();
  });

  it('refuses an expired and an unknown code (in English when asked)', async () => {
    const expired = await invite([{ building_id: ids.building.VLT, role: 'user' }], { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const a = await register(body(expired, 'expired@example.com'), { 'accept-language': 'en' });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toMatch(/invitation/i);
    const b = await register(body('NO-SUCH-CODE', 'unknown@example.com'));
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toBe('Kód pozvánky je neplatný, již použitý nebo vypršel');
  });

  it("uses the invitation's own e-mail over the one sent", async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'guest' }], { email: 'pozvany@example.com' });
    const res = await register(body(code, 'jiny@example.com'));
    expect(res.statusCode).toBe(201);
    expect(await userByEmail('pozvany@example.com')).toBeDefined();
    expect(await userByEmail('jiny@example.com')).toBeUndefined();
    // without a body e-mail it works too
    const code2 = await invite([{ building_id: ids.building.LIP, role: 'guest' }], { email: 'pozvany2@example.com' });
    const { email: _drop, ...noEmail } = body(code2, '');
    expect((await register(noEmail)).statusCode).toBe(201);
  });

  it('requires an e-mail when the invitation names none, and leaves the code unused', async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const { email: _drop, ...noEmail } = body(code, '');
    const res = await register(noEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email');
    const inv = await t.app.db.selectFrom('invitations').select('is_used').where('code', '=', code).executeTakeFirstOrThrow();
    expect(inv.is_used).toBe(0);
  });

  it('answers 409 for an e-mail that already has an account, and the code stays usable', async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, 'VLASTNIK@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Účet s tímto e-mailem již existuje' });
    const inv = await t.app.db.selectFrom('invitations').select('is_used').where('code', '=', code).executeTakeFirstOrThrow();
    expect(inv.is_used).toBe(0);
  });

  it.each([
    ['short1', 'Heslo musí mít alespoň 8 znaků, alespoň 1 písmeno a 1 číslici'],
    ['dlouheheslobezcisla', 'Heslo musí mít alespoň 8 znaků, alespoň 1 písmeno a 1 číslici'],
    ['1234567890', 'Heslo musí mít alespoň 8 znaků, alespoň 1 písmeno a 1 číslici'],
  ])('enforces the password rule (%s)', async (password, message) => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, `weak-${password}@example.com`, { password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ['name', 'Chybí jméno', 'Name is missing'],
    ['phone', 'Chybí telefon', 'Phone is missing'],
    ['password', 'Chybí heslo', 'Password is missing'],
    ['invitation_code', 'Chybí kód pozvánky', 'Invitation code missing'],
  ])("answers the spec's message when %s is missing or blank", async (field, cs, en) => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const missing: Record<string, unknown> = body(code, `missing-${field}@example.com`);
    delete missing[field];
    const res = await register(missing);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: cs });
    const blank = await register({ ...body(code, `blank-${field}@example.com`), [field]: field === 'password' ? '' : '   ' }, { 'accept-language': 'en' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: en });
    expect(await userByEmail(`missing-${field}@example.com`)).toBeUndefined();
  });

  it('names a field of the wrong type', async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, 'typ@example.com', { name: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('name');
  });

  it('refuses a malformed e-mail', async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, 'not-an-email'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/e-mail/i);
  });

  it('leaves nothing behind when a grant fails half-way (one transaction)', async () => {
    // the second unit lies in another building: found only after the user row and the first grants exist
    const code = await invite([
      { building_id: ids.building.LIP, role: 'user', units: [{ unit_id: ids.unit['LIP-2.01'], role: 'tenant' }] },
      { building_id: ids.building.SLN, role: 'user', units: [{ unit_id: ids.unit['VLT-1.01'], role: 'owner' }] },
    ]);
    const res = await register(body(code, 'napul@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kód pozvánky je neplatný, již použitý nebo vypršel');
    expect(await userByEmail('napul@example.com')).toBeUndefined();
    const inv = await t.app.db.selectFrom('invitations').select(['is_used', 'used_by']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(inv).toEqual({ is_used: 0, used_by: null });
    const orphanRoles = await t.app.db
      .selectFrom('building_roles')
      .leftJoin('users', 'users.id', 'building_roles.user_id')
      .select('building_roles.id')
      .where('users.id', 'is', null)
      .execute();
    expect(orphanRoles).toEqual([]);
  });

  it('refuses an invitation whose permission role does not exist, leaving nothing', async () => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user', permission_role: 'NO_SUCH_ROLE' }]);
    expect((await register(body(code, 'norole@example.com'))).statusCode).toBe(400);
    expect(await userByEmail('norole@example.com')).toBeUndefined();
  });

  it('gives the permission role of the invitation, bound to its building', async () => {
    const code = await invite([{ building_id: ids.building.VLT, role: 'manager', permission_role: 'TECHNICIAN' }]);
    expect((await register(body(code, 'technik@example.com'))).statusCode).toBe(201);
    const user = await userByEmail('technik@example.com');
    const roles = await t.app.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.code', 'user_roles.building_id', 'user_roles.unit_id'])
      .where('user_roles.user_id', '=', user!.id)
      .execute();
    expect(roles).toEqual([{ code: 'TECHNICIAN', building_id: ids.building.VLT, unit_id: null }]);
    const token = (
      await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: 'technik@example.com', password: PASSWORD } })
    ).json().access_token;
    const me = (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } })).json();
    const vlt = me.buildings.find((b: { building_code: string }) => b.building_code === 'VLT');
    expect(vlt.role).toBe('manager');
    expect(vlt.permissions).toEqual(expect.arrayContaining(['maintenance:view', 'maintenance:edit']));
  });

  it.each([
    ['global_role', { global_role: 'admin' }, 'Pole „global_role“ není povoleno', 'The field “global_role” is not allowed'],
    ['id', { id: 1 }, 'Pole „id“ není povoleno', 'The field “id” is not allowed'],
    ['is_active', { is_active: 1 }, 'Pole „is_active“ není povoleno', 'The field “is_active” is not allowed'],
  ])('refuses a field a registrant may not choose (%s) in both languages, and leaves the code unused', async (field, extra, cs, en) => {
    const email = `skromny-${field}@example.com`;
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, email, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    const english = await t.app.inject({ method: 'POST', url: '/v1/auth/register', headers: { 'accept-language': 'en' }, payload: body(code, email, extra) });
    expect(english.json().message).toBe(en);
    expect(await userByEmail(email)).toBeUndefined();
    expect((await register(body(code, email))).statusCode).toBe(201);
  });

  it.each(Object.entries(USERS))('is public: a %s caller gets the same answer', async (_kind, email) => {
    const code = await invite([{ building_id: ids.building.LIP, role: 'user' }]);
    const res = await register(body(code, `kdokoli-${_kind}@example.com`), await t.as(email));
    expect(res.statusCode).toBe(201);
  });
});
