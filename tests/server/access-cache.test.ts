import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { bumpAccessVersion, changeAccess } from '../../server/access/version';
import { deactivateUser } from '../../server/domain/auth/sessions';

/**
 * The cached access profile (plugins/auth.ts) is used only while the user's access version is
 * current; the session itself is read on every call. So a change of roles or units, a logout or a
 * deactivation made anywhere is seen at the user's very next request, with no wait and no message.
 */
const me = async (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/v1/users/me', headers });
const buildingCount = async (t: TestApp, headers: Record<string, string>) => (await me(t, headers)).json().buildings.length as number;

describeEngines('the access cache on one instance', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { accessCacheMs: 60_000 });
  });
  afterAll(async () => t?.close());

  it('keeps a profile while the version stands and reloads it once the version is raised', async () => {
    const headers = await t.as(USERS.tenant);
    const { user } = await demoIds(t.app);
    const userId = user[USERS.tenant];
    expect(await buildingCount(t, headers)).toBe(1);

    // a change that bypasses the rule (raw SQL, no version): the cached profile is still used,
    // which shows the cache is real
    const rows = await t.app.db.selectFrom('unit_access').selectAll().where('user_id', '=', userId).execute();
    await t.app.db.deleteFrom('unit_access').where('user_id', '=', userId).execute();
    expect(await buildingCount(t, headers)).toBe(1);

    // the version alone (no bus message) makes the next request load the profile again
    await bumpAccessVersion(t.app.db, userId);
    expect(await buildingCount(t, headers)).toBe(0);

    // and back, through the one function that changes access
    await changeAccess({ db: t.app.db, bus: t.app.bus }, [userId], async (trx) => {
      await trx.insertInto('unit_access').values(rows.map(({ id: _id, ...r }) => r)).execute();
    });
    expect(await buildingCount(t, headers)).toBe(1);
  });

  it('a change rolled back leaves the version and the cache as they were', async () => {
    const headers = await t.as(USERS.owner);
    const { user } = await demoIds(t.app);
    const userId = user[USERS.owner];
    const before = await t.app.db.selectFrom('users').select('access_version').where('id', '=', userId).executeTakeFirstOrThrow();
    await expect(
      changeAccess({ db: t.app.db, bus: t.app.bus }, [userId], async (trx) => {
        await trx.deleteFrom('unit_access').where('user_id', '=', userId).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const after = await t.app.db.selectFrom('users').select('access_version').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(after.access_version).toBe(before.access_version);
    expect(await buildingCount(t, headers)).toBeGreaterThan(0);
  });
});

const twoInstances = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const title = twoInstances
  ? 'the access cache across two instances (postgres) with Redis'
  : 'the access cache across two instances — SKIPPED: set both TEST_DATABASE_URL and REDIS_URL to run';

describe.skipIf(!twoInstances)(title, { tags: ['postgres', 'redis'] }, () => {
  let a: TestApp;
  let b: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL!;
    const redisPrefix = `domovnik-test-${crypto.randomBytes(4).toString('hex')}`;
    a = await createTestApp('postgres', { redisUrl, redisPrefix, accessCacheMs: 60_000 });
    b = await createTestApp('postgres', { redisUrl, redisPrefix, accessCacheMs: 60_000, databaseUrl: a.config.databaseUrl });
    ids = await demoIds(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close(); // A created the database and drops it
  });

  const signIn = async (email: string) => {
    const res = await a.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: 'Domovnik2026' } });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().access_token as string}` };
  };

  it('a role given through A is seen by B at the next request, though B had the profile cached', async () => {
    const headers = await signIn(USERS.tenant);
    const userId = ids.user[USERS.tenant];
    const permissionsOnB = async () =>
      ((await me(b, headers)).json().buildings as Array<{ building_id: number; role: string; permissions: string[] }>).find(
        (x) => x.building_id === ids.building.VLT,
      );
    const before = await permissionsOnB();
    expect(before?.role).not.toBe('manager');

    await changeAccess({ db: a.app.db, bus: a.app.bus }, [userId], async (trx) => {
      await trx.insertInto('building_roles').values({ user_id: userId, building_id: ids.building.VLT, role: 'manager' }).execute();
    });
    const after = await permissionsOnB();
    expect(after?.role).toBe('manager');
    expect(after!.permissions.length).toBeGreaterThan(before!.permissions.length);

    // taken away again through A: B's next answer no longer shows it
    await changeAccess({ db: a.app.db, bus: a.app.bus }, [userId], async (trx) => {
      await trx.deleteFrom('building_roles').where('user_id', '=', userId).where('building_id', '=', ids.building.VLT).execute();
    });
    expect((await permissionsOnB())?.role).toBe(before?.role);
  });

  it('a logout through A ends the session on B at the next request', async () => {
    const headers = await signIn(USERS.owner);
    expect((await me(b, headers)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/v1/auth/logout', headers, payload: {} })).statusCode).toBe(200);
    expect((await me(b, headers)).statusCode).toBe(401);
  });

  it('a deactivation through A ends every session on B at the next request', async () => {
    const headers = await signIn(USERS.otherBuilding);
    expect((await me(b, headers)).statusCode).toBe(200);
    await deactivateUser({ db: a.app.db, bus: a.app.bus }, ids.user[USERS.otherBuilding]);
    expect((await me(b, headers)).statusCode).toBe(401);
  });
});
