import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { describeEngines } from './harness';
import { mailParts, outboxFiles, readMail } from './outbox';
import { freshEmail, HOUR, isoIn, QR_KINDS, QR_REACH, qrFixture, TENANT_DAYS, type QrFixture } from './qr-helpers';
import { QR_CODE_PATTERN, QR_EMAILS_MAX, QR_IMAGE_PX } from '../../contract/rules/qr';

const created = (status: number) => (status === 200 ? 201 : status);

/**
 * A unit's QR passes through the REST routes (issue 10 §2): who reaches a unit, what creating
 * stores and mails, how the list groups, what deactivating changes, and the refusals with nothing
 * stored.
 */
describeEngines('QR passes: route × user', (engine) => {
  let f: QrFixture;
  beforeAll(async () => {
    f = await qrFixture(engine);
  });
  afterAll(async () => f?.close());

  const auditRows = (action: string, outcome: string) =>
    f.t.app.db.selectFrom('audit_log').select('id').where('action', '=', action).where('outcome', '=', outcome).execute();
  /** a member of the building refused on a unit that is not theirs leaves a record (a stranger to the building does not) */
  const auditedRefusal = (kind: string) => kind === 'otherTenant';

  it.each(QR_KINDS)('POST qr-codes on 1.01 as %s', async (kind) => {
    const before = await f.countPasses();
    const [ok, denied] = [await auditRows('qr.pass.create', 'success'), await auditRows('qr.pass.create', 'denied')];
    const email = freshEmail(kind);
    const res = await f.call(kind, 'POST', f.codes(f.unit.a101), { emails: [email], recipient_name: 'Host' });
    expect(res.statusCode, res.body).toBe(created(QR_REACH[kind]));
    const stored = res.statusCode === 201 ? 1 : 0;
    expect(await f.countPasses()).toBe(before + stored);
    expect((await auditRows('qr.pass.create', 'success')).length).toBe(ok.length + stored);
    expect((await auditRows('qr.pass.create', 'denied')).length).toBe(denied.length + (auditedRefusal(kind) ? 1 : 0));
    if (res.statusCode === 201) {
      const [c] = res.json().created_codes;
      expect(c).toMatchObject({ email, recipient_name: 'Host' });
      expect(c.qr_code).toMatch(QR_CODE_PATTERN);
    } else expect(typeof res.json().message).toBe('string');
  });

  it.each(QR_KINDS)('GET qr-codes of 1.01 as %s', async (kind) => {
    const res = await f.call(kind, 'GET', f.codes(f.unit.a101));
    expect(res.statusCode).toBe(QR_REACH[kind]);
    if (res.statusCode === 200) expect(Array.isArray(res.json().users)).toBe(true);
  });

  it.each(QR_KINDS)('POST qr-codes/deactivate on 1.01 as %s', async (kind) => {
    const [code] = await f.create({});
    const denied = await auditRows('qr.pass.deactivate', 'denied');
    const res = await f.call(kind, 'POST', `${f.codes(f.unit.a101)}/deactivate`, { qr_code: code });
    expect((await auditRows('qr.pass.deactivate', 'denied')).length).toBe(denied.length + (auditedRefusal(kind) ? 1 : 0));
    expect(res.statusCode).toBe(QR_REACH[kind]);
    const row = await f.t.app.db.selectFrom('qr_passes').select(['is_active', 'deactivated_by']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(res.statusCode === 200 ? 0 : 1);
    if (res.statusCode === 200) expect(res.json()).toEqual({ deactivated: true, count: 1 });
  });

  it('a unit of another building through this building is a 404 even for staff of this one', async () => {
    const res = await f.call('buildingAdmin', 'GET', f.codes(f.unit.sln101));
    expect(res.statusCode).toBe(404);
  });
});

describeEngines('QR passes: what is stored, listed and mailed', (engine) => {
  let f: QrFixture;
  beforeAll(async () => {
    f = await qrFixture(engine);
  });
  afterAll(async () => f?.close());

  it('makes one long random code per e-mail, a repeated e-mail once, autoelevator 1, no times unless time_limited', async () => {
    const a = freshEmail();
    const b = freshEmail();
    const res = await f.call('owner', 'POST', f.codes(f.unit.a101), {
      emails: [a, b, a.toUpperCase()],
      access_type: 'permanent',
      autoelevator: 0,
      valid_from: isoIn(0),
      valid_to: isoIn(HOUR),
    });
    expect(res.statusCode, res.body).toBe(201);
    const codes = res.json().created_codes as Array<{ qr_code: string; email: string }>;
    expect(codes.map((c) => c.email)).toEqual([a, b]);
    const rows = await f.t.app.db.selectFrom('qr_passes').selectAll().where('code', 'in', codes.map((c) => c.qr_code)).execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ type: 'permanent', autoelevator: 1, is_active: 1, valid_from: null, valid_to: null, used_at: null, unit_id: f.unit.a101, building_id: f.vlt });
      expect(r.code).toHaveLength(32);
      // 24 random bytes (192 bits): decodes back to 24 bytes
      expect(Buffer.from(r.code, 'base64url')).toHaveLength(24);
    }
  });

  it('codes are distinct and look random (many of them)', async () => {
    const emails = Array.from({ length: QR_EMAILS_MAX }, () => freshEmail('many'));
    const res = await f.call('buildingAdmin', 'POST', f.codes(f.unit.a101), { emails });
    expect(res.statusCode).toBe(201);
    const codes = (res.json().created_codes as Array<{ qr_code: string }>).map((c) => c.qr_code);
    expect(new Set(codes).size).toBe(QR_EMAILS_MAX);
    // every base64url character class shows up across 640 characters of randomness
    const all = codes.join('');
    expect(/[A-Z]/.test(all) && /[a-z]/.test(all) && /[0-9]/.test(all)).toBe(true);
    const distinctChars = new Set(all).size;
    expect(distinctChars).toBeGreaterThan(50);
  });

  it('time_limited stores the window in UTC', async () => {
    const from = '2030-05-01T10:00:00+02:00';
    const to = '2030-05-01T18:00:00+02:00';
    const [code] = await f.create({ access_type: 'time_limited', valid_from: from, valid_to: to }, f.unit.a101, 'buildingAdmin');
    const row = await f.t.app.db.selectFrom('qr_passes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'time_limited', valid_from: '2030-05-01T08:00:00.000Z', valid_to: '2030-05-01T16:00:00.000Z' });
  });

  it('a guest pass never outlives the creator\'s own access: refused past the tenant\'s end, allowed before it, staff have no end', async () => {
    const before = await f.countPasses();
    const late = { emails: [freshEmail()], access_type: 'time_limited', valid_from: isoIn(HOUR), valid_to: isoIn((TENANT_DAYS + 1) * 24 * HOUR) };
    for (const lang of ['cs', 'en']) {
      const res = await f.call('unitTenant', 'POST', f.codes(f.unit.a101), late, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(lang === 'cs' ? /nemůže platit déle než váš vlastní přístup/ : /cannot be valid longer than your own access/);
    }
    expect(await f.countPasses()).toBe(before);
    const refused = await f.t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'qr.pass.create').where('outcome', '=', 'denied').where('user_id', '=', f.user.unitTenant).execute();
    expect(refused).toHaveLength(2);
    expect(JSON.parse(refused[0].detail!)).toMatchObject({ reason: 'outlives_access', access_until: f.tenantUntil });
    const inside = await f.call('unitTenant', 'POST', f.codes(f.unit.a101), { ...late, valid_to: isoIn((TENANT_DAYS - 1) * 24 * HOUR) });
    expect(inside.statusCode).toBe(201);
    const staff = await f.call('manager', 'POST', f.codes(f.unit.a101), late);
    expect(staff.statusCode).toBe(201);
  });

  it('lists passes grouped by e-mail, newest first, with the portal user and the latest name', async () => {
    const guest = freshEmail('guest');
    await f.create({ emails: [guest], recipient_name: 'První' });
    const [second] = await f.create({ emails: [guest], recipient_name: 'Druhé', access_type: 'one_time' });
    await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { qr_code: second });
    // a pass for a portal user: the tenant of 2.03 (no name given: the user's name)
    await f.create({ emails: ['najemnik@example.com'] });
    const res = await f.call('owner', 'GET', f.codes(f.unit.a101));
    expect(res.statusCode).toBe(200);
    const users = res.json().users as Array<{ email: string; name: string | null; user_id: number | null; qr_codes: Array<{ qr_code: string; is_active: boolean; is_used: boolean; type: string }> }>;
    const g = users.find((u) => u.email === guest)!;
    expect(g.user_id).toBeNull();
    expect(g.name).toBe('Druhé');
    expect(g.qr_codes.map((c) => [c.qr_code === second, c.type, c.is_active, c.is_used])).toEqual([
      [true, 'one_time', false, false],
      [false, 'permanent', true, false],
    ]);
    const portal = users.find((u) => u.email === 'najemnik@example.com')!;
    expect(portal.user_id).toBe(f.ids.user['najemnik@example.com']);
    expect(portal.name).toBeTruthy();
    // only 1.01's passes
    const other = await f.call('buildingAdmin', 'GET', f.codes(f.unit.a203));
    expect(other.json().users.some((u: { email: string }) => u.email === guest)).toBe(false);
  });

  it('deactivates by e-mail only the active passes of that e-mail in the unit, audited, and tells the unit', async () => {
    const guest = freshEmail('deact');
    const codes = [...(await f.create({ emails: [guest] })), ...(await f.create({ emails: [guest] }))];
    const [elsewhere] = await f.create({ emails: [guest] }, f.unit.a203, 'buildingAdmin');
    const [inactive] = await f.create({ emails: [guest] });
    await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { qr_code: inactive });
    f.events.length = 0;
    const res = await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { email: guest.toUpperCase(), unit_id: f.unit.a101 });
    expect(res.json()).toEqual({ deactivated: true, count: 2 });
    const rows = await f.t.app.db.selectFrom('qr_passes').select(['code', 'is_active', 'deactivated_at', 'deactivated_by', 'id']).where('email', '=', guest).execute();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const c of codes) expect(byCode.get(c)).toMatchObject({ is_active: 0, deactivated_by: f.ids.user['vlastnik@example.com'] });
    expect(byCode.get(elsewhere)?.is_active).toBe(1);
    const audits = await f.t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'qr.pass.deactivate').where('target', 'in', codes.map((c) => `qr_pass:${byCode.get(c)!.id}`)).execute();
    expect(audits).toHaveLength(2);
    expect(f.events.map((e) => [e.event.type, e.event.data, e.audience])).toEqual([['qr.passes_changed', { unit_id: f.unit.a101 }, { units: [f.unit.a101], staff: true }]]);
    // again: nothing active is left
    const again = await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { email: guest });
    expect(again.json()).toEqual({ deactivated: false, count: 0 });
  });

  it('a code of another unit, or an unknown one, is "not found" for deactivation, and changes nothing', async () => {
    const [other] = await f.create({}, f.unit.a203, 'buildingAdmin');
    for (const code of [other, 'A'.repeat(32)]) {
      const res = await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { qr_code: code }, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('QR code not found');
    }
    const row = await f.t.app.db.selectFrom('qr_passes').select('is_active').where('code', '=', other).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });

  it('audits each created pass without its code, and publishes qr.passes_changed to the unit and staff', async () => {
    f.events.length = 0;
    const [code] = await f.create({ access_type: 'one_time' });
    const row = await f.t.app.db.selectFrom('qr_passes').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const audit = await f.t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `qr_pass:${row.id}`).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'qr.pass.create', outcome: 'success', user_id: f.ids.user['vlastnik@example.com'], building_id: f.vlt, unit_id: f.unit.a101 });
    expect(audit.detail).not.toContain(code);
    expect(f.events.map((e) => [e.event.type, e.audience])).toEqual([['qr.passes_changed', { units: [f.unit.a101], staff: true }]]);
  });

  it('mails each recipient the code as a PNG that decodes back to it, shown inline, with the link and the building', async () => {
    const email = freshEmail('mail');
    const [code] = await f.create({ emails: [email], recipient_name: 'Eva Hostová', access_type: 'time_limited', valid_from: '2030-05-01T10:00:00+02:00', valid_to: '2030-05-01T18:00:00+02:00' });
    await f.t.app.mail.idle();
    const file = outboxFiles(f.t.config.dataDir).find((p) => p.includes(email));
    expect(file).toBeDefined();
    const parts = mailParts(file!);
    const part = (type: string) => parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers))!;
    const text = part('text/plain').body.toString('utf8');
    const html = part('text/html').body.toString('utf8');
    const head = readMail(file!).split('\r\n\r\n')[0];
    // the subject is encoded (it has Czech letters): its building name shows through the mail's text
    expect(head).toMatch(/^subject:/im);
    expect(text).toContain('Rezidence Vltava');
    expect(text).toContain(`${f.t.config.publicUrl}/qr-access/${code}`);
    expect(text).toContain('Dobrý den Eva Hostová');
    expect(text).toContain('1. 5. 2030');
    expect(text).toContain('Časově omezený');
    expect(text).toContain('Time-limited');
    const png = parts.find((p) => /filename="?qrcode\.png/i.test(p.headers))!;
    expect(png.headers).toMatch(/content-type:\s*image\/png/i);
    const cid = /content-id:\s*<([^>]+)>/i.exec(png.headers)?.[1];
    expect(cid).toBeTruthy();
    expect(html).toContain(`cid:${cid}`);
    expect(html).toContain(`/qr-access/${code}`);
    const image = PNG.sync.read(png.body);
    expect(image.width).toBe(QR_IMAGE_PX);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(code);
  });
});

describeEngines('QR passes: bad input, nothing stored', (engine) => {
  let f: QrFixture;
  beforeAll(async () => {
    f = await qrFixture(engine);
  });
  afterAll(async () => f?.close());

  const start = isoIn(HOUR);
  const CASES: Array<[string, () => object, number, RegExp, RegExp]> = [
    ['no e-mails', () => ({}), 400, /emails/, /emails/],
    ['an empty list', () => ({ emails: [] }), 400, /alespoň jeden e-mail/, /at least one e-mail/],
    ['a malformed e-mail', () => ({ emails: ['not-an-email'] }), 400, /platnou e-mailovou adresu/, /valid e-mail address/],
    ['21 e-mails', () => ({ emails: Array.from({ length: QR_EMAILS_MAX + 1 }, () => freshEmail()) }), 400, /nejvýše 20/, /At most 20/],
    ['200 e-mails', () => ({ emails: Array.from({ length: 200 }, () => freshEmail()) }), 400, /nejvýše 20/, /At most 20/],
    ['time_limited without times', () => ({ emails: [freshEmail()], access_type: 'time_limited' }), 400, /začátek i konec/, /both a start and an end/],
    ['time_limited with the end before the start', () => ({ emails: [freshEmail()], access_type: 'time_limited', valid_from: start, valid_to: isoIn(-HOUR) }), 400, /nemůže být dříve/, /cannot be earlier/],
    ['a window that has already ended', () => ({ emails: [freshEmail()], access_type: 'time_limited', valid_from: isoIn(-3 * HOUR), valid_to: isoIn(-HOUR) }), 400, /už uplynul/, /already passed/],
    ['an unknown field', () => ({ emails: [freshEmail()], acces_type: 'permanent' }), 400, /acces_type/, /acces_type/],
    ['a time that is no time', () => ({ emails: [freshEmail()], access_type: 'time_limited', valid_from: 'zítra', valid_to: start }), 400, /ISO 8601/, /ISO 8601/],
    ['an unknown type', () => ({ emails: [freshEmail()], access_type: 'forever' }), 400, /access_type/, /access_type/],
    ['a unit_id other than the path\'s', () => ({ emails: [freshEmail()], unit_id: 999_999 }), 400, /neodpovídá jednotce/, /does not match the unit/],
  ];

  it.each(CASES)('%s: a clear message in cs and en', async (_name, body, status, cs, en) => {
    const before = await f.countPasses();
    for (const [lang, message] of [['cs', cs], ['en', en]] as const) {
      const res = await f.call('owner', 'POST', f.codes(f.unit.a101), body(), lang);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.countPasses()).toBe(before);
  });

  it('deactivate needs a code or an e-mail, and a code of the right shape', async () => {
    for (const body of [{}, { unit_id: f.unit.a101 }, { qr_code: 'short' }, { email: 'x' }]) {
      const res = await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, body, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    const res = await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, {}, 'cs');
    expect(res.json().message).toBe('Zadejte QR kód, nebo e-mail');
  });
});
