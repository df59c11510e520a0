/**
 * The authorization matrix (issue 13 §4): every route the app serves (read from the app itself, see
 * route-list.ts) called as every kind of user, against their own building and unit and a foreign one.
 * Each route declares who may call it (ROUTES below, one line per route); the suite fails on a route
 * without a declaration, on a declaration without a route, on any 2xx to a caller the declaration does
 * not allow, on any 5xx, on a refusal other than 401/403/404, and when an allowed caller is refused by
 * auth (401/403) in their own building. Bodies are empty: an allowed caller's 400 counts as "not
 * refused by auth"; what matters is that a forbidden caller never gets a 2xx.
 * The live socket part: no event of a building one cannot see, and a revoked role stops them at once.
 */
import { EXAMPLES } from './valid-bodies';
import { receptionEntry } from './reception-fixtures';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { notificationFor } from './notification-fixture';
import { servedRoutes } from './route-list';
import { multipart, PNG_1PX } from './documents-helpers';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { changeAccess } from '../../server/access/version';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { LiveEvent } from '../../contract/live';
import { nowIso } from '../../server/lib/time';

/** Every kind of caller. Fixture users (not in the demo) are created in beforeAll. */
const KINDS = [
  'anonymous',
  'globalAdmin',
  'globalNoBuilding',
  'buildingAdmin',
  'manager',
  'buildingUser',
  'buildingGuest',
  'owner',
  'tenant',
  'unitGuest',
  'granted',
  'denied',
  'expiredGrant',
  'deactivated',
] as const;
type Kind = (typeof KINDS)[number];

const FIXTURE: Partial<Record<Kind, string>> = {
  /** global role user, no building role, no unit */
  globalNoBuilding: 'matice-bez-domu@example.com',
  /** building role 'user' in Vltava, no unit */
  buildingUser: 'matice-clen@example.com',
  /** building role 'guest' in Vltava, no unit */
  buildingGuest: 'matice-host-domu@example.com',
  /** unit_access role 'guest' on VLT-1.01 */
  unitGuest: 'matice-host-jednotky@example.com',
  /** tenant of VLT-2.03 with a direct grant of document:manage in Vltava */
  granted: 'matice-grant@example.com',
  /** building admin of Vltava with a direct denial of document:manage in Vltava */
  denied: 'matice-zakaz@example.com',
  /** tenant of VLT-2.03 whose grant of document:manage in Vltava ended yesterday */
  expiredGrant: 'matice-grant-vyprsel@example.com',
  /** owner of VLT-1.01 and building admin of Vltava, deactivated after signing in */
  deactivated: 'matice-deaktivovany@example.com',
};
const EMAIL: Record<Kind, string | null> = {
  anonymous: null,
  globalAdmin: USERS.globalAdmin,
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  owner: USERS.owner,
  tenant: USERS.tenant,
  ...(FIXTURE as Record<Exclude<Kind, 'anonymous' | 'globalAdmin' | 'buildingAdmin' | 'manager' | 'owner' | 'tenant'>, string>),
};
/** whose own unit is 2.03 (the others': 1.01) */
const ON_203: Kind[] = ['tenant', 'granted', 'expiredGrant'];

// ---------------------------------------------------------------- who may call what

type Scope = 'own' | 'foreign';
interface Rule {
  /** kinds that may get a 2xx in their own building (and unit) */
  own: readonly Kind[];
  /** kinds that may get a 2xx in a foreign building (default: global admin only, when own has them) */
  foreign?: readonly Kind[];
  /** no building in the path: called once, the scope does not apply */
  global?: boolean;
}
const PUBLIC = KINDS;
const SIGNED_IN = KINDS.filter((k) => k !== 'anonymous' && k !== 'deactivated');
const MEMBERS = SIGNED_IN.filter((k) => k !== 'globalNoBuilding');
const STAFF = ['globalAdmin', 'buildingAdmin', 'manager', 'denied'] as const satisfies readonly Kind[];
const ADMINS = ['globalAdmin', 'buildingAdmin', 'denied'] as const satisfies readonly Kind[];
/** the people of the unit (own unit of each kind) and the building's staff */
const UNIT_PEOPLE = [...STAFF, 'owner', 'tenant', 'granted', 'expiredGrant'] as const satisfies readonly Kind[];

/** document:manage: staff and the direct grant; the direct denial takes it from a building admin */
const DOC_STAFF = ['globalAdmin', 'buildingAdmin', 'manager', 'granted'] as const satisfies readonly Kind[];
/** a unit's reads: its people, its staff and (for now) its unit guest, as the server answers today */
const UNIT_READ = [...UNIT_PEOPLE, 'unitGuest'] as const satisfies readonly Kind[];
/** the fixture gate event is of unit 1.01: its people and the staff see its photo */
const GATE_PHOTO = [...STAFF, 'owner', 'unitGuest'] as const satisfies readonly Kind[];
const DOOR_OPENERS = MEMBERS;

const allow = (own: readonly Kind[], opts: Omit<Rule, 'own'> = {}): Rule => ({ own, ...opts });
/** no session needed, no building in the path */
const anyone = (): Rule => ({ own: PUBLIC, foreign: PUBLIC, global: true });
/** anyone signed in, no building in the path */
/** a device's key only: no user, however mighty */
const device = (): Rule => ({ own: [], foreign: [], global: true });
const signedIn = (): Rule => ({ own: SIGNED_IN, foreign: SIGNED_IN, global: true });

/** One line per route. Adding a route to the app without a line here fails the suite. */
const ROUTES: Record<string, Rule> = {
  // the documentation and the health probe
  'GET /v1/docs': anyone(),
  'GET /v1/docs/': anyone(),
  'GET /v1/docs/static/index.html': anyone(),
  'GET /v1/docs/static/swagger-initializer.js': anyone(),
  'GET /v1/docs/*': anyone(),
  'GET /v1/docs/json': anyone(),
  'GET /v1/docs/yaml': anyone(),
  'GET /v1/health': anyone(),
  'GET /v1/health/live': anyone(),
  // devices: their key (X-Device-Key), never a user's session
  'POST /v1/devices/fire/zones/:zoneId': device(),
  'POST /v1/devices/sensors/readings': device(),
  'POST /v1/devices/qr/scan': device(),
  // sessions and one's own account
  'POST /v1/auth/login/email': anyone(),
  'POST /v1/auth/register': anyone(),
  'POST /v1/auth/invitations/check': anyone(),
  'POST /v1/auth/logout': signedIn(),
  'POST /v1/users/password/reset': anyone(),
  'POST /v1/users/password/reset/confirm': anyone(),
  'GET /v1/users/me': signedIn(),
  'PATCH /v1/users/me': signedIn(),
  'GET /v1/users/me/settings': signedIn(),
  // one's own notifications (issue 15 §3): another's is not found, whoever asks
  'GET /v1/notifications': signedIn(),
  'GET /v1/notifications/unread-count': signedIn(),
  'POST /v1/notifications/read-all': signedIn(),
  'POST /v1/notifications/:id/read': { own: ['tenant'], foreign: ['tenant'], global: true },
  'PATCH /v1/users/me/settings': signedIn(),
  // lists of what the caller may see, empty for someone without a building
  'GET /v1/units/my': signedIn(),
  'GET /v1/buildings': signedIn(),
  'GET /v1/fire-alarm/active': signedIn(),
  'POST /v1/graphql': signedIn(),
  // administration (issue 13; README "Who sees what → Administration"): the path's user is a fixture
  // resident of the scope's building, who is no kind of caller here (deactivating them disturbs nobody)
  'GET /v1/users': allow(ADMINS, { global: true }),
  'POST /v1/users': allow(['globalAdmin'], { global: true }),
  'GET /v1/users/:id': allow(ADMINS),
  'PUT /v1/users/:id': allow(['globalAdmin']),
  'POST /v1/users/:id/deactivate': allow(['globalAdmin']),
  'POST /v1/users/:id/activate': allow(['globalAdmin']),
  'GET /v1/users/:id/permissions': allow(ADMINS),
  'POST /v1/users/:id/roles': allow(ADMINS),
  'DELETE /v1/users/:id/roles/:userRoleId': allow(ADMINS),
  'POST /v1/users/:id/permissions': allow(ADMINS),
  'PATCH /v1/users/:id/permissions/:assignmentId': allow(ADMINS),
  'DELETE /v1/users/:id/permissions/:assignmentId': allow(ADMINS),
  'GET /v1/users/:id/memberships': allow(ADMINS),
  'PUT /v1/users/:id/memberships/buildings/:buildingId': allow(ADMINS),
  'DELETE /v1/users/:id/memberships/buildings/:buildingId': allow(ADMINS),
  'PUT /v1/users/:id/memberships/units/:unitId': allow(ADMINS),
  'DELETE /v1/users/:id/memberships/units/:unitId': allow(ADMINS),
  'GET /v1/auth/invitations': allow(ADMINS, { global: true }),
  'POST /v1/auth/invitations/create': allow(ADMINS, { global: true }),
  // the building admin's own invitation into their building: they and the global admin (another building admin does not see it)
  'DELETE /v1/auth/invitations/:id': allow(['globalAdmin', 'buildingAdmin'], { global: true }),
  'GET /v1/roles': allow(ADMINS, { global: true }),
  'GET /v1/roles/available-permissions': allow(ADMINS, { global: true }),
  // a pass's own page: holding the code is the right to see it
  'GET /v1/qr-passes/:code': anyone(),
  // a unit
  'GET /v1/units/:id': allow(UNIT_READ),
  // parking:manage (README "Parking"): staff switch a unit's parking, its people do not
  'POST /v1/units/:id/set-parking': allow(STAFF),
  'PATCH /v1/buildings/:id/units/:unitId': allow(STAFF),
  'GET /v1/buildings/:id/units/:unitId/license-plates': allow(UNIT_READ),
  'POST /v1/buildings/:id/units/:unitId/license-plates': allow(UNIT_PEOPLE),
  'PUT /v1/buildings/:id/units/:unitId/license-plates/:plateId': allow(UNIT_PEOPLE),
  'DELETE /v1/buildings/:id/units/:unitId/license-plates/:plateId': allow(UNIT_PEOPLE),
  'GET /v1/buildings/:id/units/:unitId/parking-spaces': allow(UNIT_READ),
  'POST /v1/buildings/:id/units/:unitId/parking-spaces': allow(STAFF),
  'GET /v1/buildings/:id/units/:unitId/parking-history': allow(UNIT_READ),
  'GET /v1/buildings/:id/units/:unitId/qr-codes': allow(UNIT_READ),
  'POST /v1/buildings/:id/units/:unitId/qr-codes': allow(UNIT_PEOPLE),
  'POST /v1/buildings/:id/units/:unitId/qr-codes/deactivate': allow(UNIT_PEOPLE),
  // a building
  'GET /v1/buildings/:id': allow(MEMBERS),
  'GET /v1/buildings/:id/public-info': anyone(),
  'GET /v1/buildings/:id/image': anyone(),
  'GET /v1/buildings/:id/info': allow(MEMBERS),
  // building information is edited by its admins (building_info:edit), not managers
  'PUT /v1/buildings/:id/info': allow(ADMINS),
  'GET /v1/buildings/:id/units': allow(MEMBERS),
  'GET /v1/buildings/:id/license-plates': allow(MEMBERS),
  'GET /v1/buildings/:id/audit': allow(STAFF),
  'GET /v1/buildings/:id/audit/export': allow(STAFF),
  'GET /v1/buildings/:id/device-keys': allow(ADMINS),
  'POST /v1/buildings/:id/device-keys': allow(ADMINS),
  'DELETE /v1/buildings/:id/device-keys/:keyId': allow(ADMINS),
  // issues
  'GET /v1/buildings/:id/issues': allow(MEMBERS),
  'POST /v1/buildings/:id/issues': allow(MEMBERS),
  'GET /v1/buildings/:id/issues/categories': allow(MEMBERS),
  'GET /v1/buildings/:id/issues/assignees': allow(MEMBERS),
  'GET /v1/buildings/:id/issues/export.csv': allow(STAFF),
  'GET /v1/buildings/:id/issues/:issueId': allow(MEMBERS),
  // the fixture issue is an admin's: no kind of caller is its reporter, so staff alone may edit it
  'PATCH /v1/buildings/:id/issues/:issueId': allow(STAFF),
  'DELETE /v1/buildings/:id/issues/:issueId': allow(STAFF),
  'POST /v1/buildings/:id/issues/:issueId/status': allow(STAFF),
  'POST /v1/buildings/:id/issues/:issueId/assign': allow(STAFF),
  'POST /v1/buildings/:id/issues/:issueId/attachments': allow(MEMBERS),
  'DELETE /v1/buildings/:id/issues/:issueId/attachments/:attId': allow(MEMBERS),
  'GET /v1/buildings/:id/issues/:issueId/attachments/:attId/download': allow(MEMBERS),
  'POST /v1/buildings/:id/issues/:issueId/comments': allow(MEMBERS),
  // documents and floor plans
  'GET /v1/buildings/:id/documents': allow(MEMBERS),
  'POST /v1/buildings/:id/documents': allow(DOC_STAFF),
  'GET /v1/buildings/:id/documents/categories': allow(MEMBERS),
  'GET /v1/buildings/:id/documents/:docId': allow(MEMBERS),
  'PATCH /v1/buildings/:id/documents/:docId': allow(DOC_STAFF),
  'DELETE /v1/buildings/:id/documents/:docId': allow(DOC_STAFF),
  'GET /v1/buildings/:id/floorplans': allow(MEMBERS),
  'POST /v1/buildings/:id/floorplans': allow(ADMINS),
  'PATCH /v1/buildings/:id/floorplans/:planId': allow(ADMINS),
  'DELETE /v1/buildings/:id/floorplans/:planId': allow(ADMINS),
  'GET /v1/buildings/:id/floorplans/:planId/file': allow(MEMBERS),
  // the forum (issue 14): members read and write; the fixture post is a resident's who is no kind of
  // caller, so only a global admin edits it and staff delete it (README "Who sees what → Forum")
  'GET /v1/buildings/:id/forum/topics': allow(MEMBERS),
  'POST /v1/buildings/:id/forum/topics': allow(MEMBERS),
  'GET /v1/buildings/:id/forum/topics/:topicId': allow(MEMBERS),
  'POST /v1/buildings/:id/forum/topics/:topicId/posts': allow(MEMBERS),
  'POST /v1/buildings/:id/forum/topics/:topicId/subscribe': allow(MEMBERS),
  'POST /v1/buildings/:id/forum/topics/:topicId/unsubscribe': allow(MEMBERS),
  'POST /v1/buildings/:id/forum/topics/:topicId/pin': allow(STAFF),
  'PUT /v1/buildings/:id/forum/posts/:postId': allow(['globalAdmin']),
  'DELETE /v1/buildings/:id/forum/posts/:postId': allow(STAFF),
  // cleaning (issue 15 §1): members read, cleaning:record (staff, the CLEANER role) writes; the stats
  // need their month, which the matrix does not send (a 400 for everyone: cleaning.test.ts reads them)
  'GET /v1/buildings/:id/utilities/cleaning/events': allow(MEMBERS),
  'GET /v1/buildings/:id/cleaning/events': allow(MEMBERS),
  'GET /v1/buildings/:id/utilities/cleaning/stats': allow(MEMBERS),
  'GET /v1/buildings/:id/cleaning/stats': allow(MEMBERS),
  'POST /v1/buildings/:id/utilities/cleaning/event': allow(STAFF),
  // the reception desk (issue 15 §2): reception:manage (staff, the RECEPTION role) reads all and writes; a
  // unit's people (a unit guest too) read their units' entries; a member with neither is refused. The
  // fixture entries are of the own unit (1.01); the first allowed close closes it, the later ones are 409
  'GET /v1/buildings/:id/reception/visitors': allow(UNIT_READ),
  'GET /v1/buildings/:id/reception/mail': allow(UNIT_READ),
  'GET /v1/buildings/:id/reception/keys': allow(UNIT_READ),
  'POST /v1/buildings/:id/reception/visitors': allow(STAFF),
  'POST /v1/buildings/:id/reception/mail': allow(STAFF),
  'POST /v1/buildings/:id/reception/keys': allow(STAFF),
  'POST /v1/buildings/:id/reception/visitors/:entryId/check-out': allow(STAFF),
  'POST /v1/buildings/:id/reception/mail/:entryId/collect': allow(STAFF),
  'POST /v1/buildings/:id/reception/keys/:entryId/return': allow(STAFF),
  // announcements
  'GET /v1/buildings/:id/announcements': allow(MEMBERS),
  'POST /v1/buildings/:id/announcements': allow(ADMINS),
  'GET /v1/buildings/:id/announcements/:announcementId': allow(MEMBERS),
  'PUT /v1/buildings/:id/announcements/:announcementId': allow(ADMINS),
  'PATCH /v1/buildings/:id/announcements/:announcementId': allow(ADMINS),
  'DELETE /v1/buildings/:id/announcements/:announcementId': allow(ADMINS),
  // technology: doors, parking gate, fire alarm, sensors, device proxies
  'GET /v1/buildings/:id/doors': allow(MEMBERS),
  'POST /v1/buildings/:id/doors/:doorId/toggle': allow(DOOR_OPENERS),
  'GET /v1/buildings/:id/parking/history': allow(STAFF),
  'GET /v1/buildings/:id/parking/access-logs/:logId/image': allow(GATE_PHOTO),
  // the shared example body checks unit 1.01: its owner may ask for their own unit (README "Parking")
  'POST /v1/buildings/:id/parking/access-check': allow([...STAFF, 'owner']),
  'POST /v1/buildings/:id/parking/gate-passes': allow(STAFF),
  'GET /v1/buildings/:id/fire-alarm': allow(MEMBERS),
  'POST /v1/buildings/:id/fire-alarm/zones/:zoneId/acknowledge': allow(STAFF),
  'GET /v1/buildings/:id/sensors': allow(MEMBERS),
  'GET /v1/buildings/:id/sensors/heatmap': allow(MEMBERS),
  'GET /v1/buildings/:id/sensors/garage': allow(MEMBERS),
  'GET /v1/buildings/:id/sensors/:sensorId/history': allow(MEMBERS),
  'POST /v1/buildings/:id/proxy': allow(MEMBERS),
  'POST /v1/buildings/:id/sensor-proxy': allow(MEMBERS),
  'POST /v1/buildings/:id/utilities/fire-alarm': allow(MEMBERS),
  'POST /v1/buildings/:id/utilities/sensors': allow(MEMBERS),
};

// ---------------------------------------------------------------- the calls

/** Slunečná is foreign to every kind but the global admin and the demo manager, who manages it too */
const kindsAllowed = (rule: Rule, scope: Scope): readonly Kind[] =>
  scope === 'own' ? rule.own : (rule.foreign ?? rule.own.filter((k) => k === 'globalAdmin' || k === 'manager'));

interface Ids {
  building: number;
  unit: Record<'own' | 'own203', number>;
  child: Record<string, number | string>;
}

describeEngines('authorization matrix: every route as every kind of user', (engine) => {
  let t: TestApp;
  const scopes = {} as Record<Scope, Ids>;
  const failures: string[] = [];
  const seen: Record<string, Record<Scope, Kind[]>> = {};
  let cases = 0;
  const userId = {} as Record<Kind, number>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    const vlt = ids.building.VLT;
    const sln = ids.building.SLN;
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
    const now = nowIso();
    const id = userId;
    for (const [kind, email] of Object.entries(FIXTURE) as Array<[Kind, string]>) {
      await t.app.db
        .insertInto('users')
        .values({ email, name: kind, phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
        .execute();
      id[kind] = (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    }
    const [u101, u203] = [ids.unit['VLT-1.01'], ids.unit['VLT-2.03']];
    await t.app.db
      .insertInto('building_roles')
      .values([
        { user_id: id.buildingUser, building_id: vlt, role: 'user' },
        { user_id: id.buildingGuest, building_id: vlt, role: 'guest' },
        { user_id: id.denied, building_id: vlt, role: 'admin' },
        { user_id: id.deactivated, building_id: vlt, role: 'admin' },
      ])
      .execute();
    const access = (user_id: number, unit_id: number, role: 'owner' | 'tenant' | 'guest') => ({ user_id, unit_id, role, valid_from: null, valid_until: null });
    await t.app.db
      .insertInto('unit_access')
      .values([
        access(id.unitGuest, u101, 'guest'),
        access(id.granted, u203, 'tenant'),
        access(id.expiredGrant, u203, 'tenant'),
        access(id.denied, u101, 'owner'),
        access(id.deactivated, u101, 'owner'),
      ])
      .execute();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const direct = (user_id: number, granted: 0 | 1, valid_from: string | null = null, valid_until: string | null = null) => ({
      user_id, permission_code: 'document:manage', granted, building_id: vlt, unit_id: null, valid_from, valid_until, created_at: now,
    });
    await t.app.db
      .insertInto('user_permissions')
      .values([direct(id.granted, 1), direct(id.denied, 0), direct(id.expiredGrant, 1, lastWeek, yesterday)])
      .execute();
    // every token first, then the deactivation: a session from before must not open anything
    for (const kind of KINDS) if (EMAIL[kind]) await t.tokenFor(EMAIL[kind]!);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', id.deactivated).execute();

    const first = async (table: string, where: Record<string, number>) => {
      let q = t.app.db.selectFrom(table as 'units').select('id');
      for (const [c, v] of Object.entries(where)) q = q.where(c as 'id', '=', v);
      return (await q.orderBy('id').executeTakeFirst())?.id ?? 999_999;
    };
    const device = async (building: number, kind: 'door' | 'sensor') =>
      (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', building).where('kind', '=', kind).orderBy('id').executeTakeFirst())?.id ?? 999_999;
    // an issue with an attachment, reported by an admin: no kind of caller is its reporter (who may delete it while new)
    const adminIssue = async (building: number) => {
      const form = multipart({ data: JSON.stringify({ title: 'Matice', description: 'Popis' }) }, [PNG_1PX], 'attachments');
      const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${building}/issues`, payload: form.payload, headers: { ...form.headers, ...(await t.as(USERS.globalAdmin)) } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.issue.id as number;
    };
    const idsOf = async (building: number, unit: number, unit203: number): Promise<Ids> => {
      const issue = await adminIssue(building);
      const qr = await t.app.db.selectFrom('qr_passes').select('code').where('building_id', '=', building).executeTakeFirst();
      return {
        building,
        unit: { own: unit, own203: unit203 },
        child: {
          issueId: issue,
          attId: await first('issue_attachments', { issue_id: issue }),
          logId: await first('gate_events', { building_id: building }),
          planId: await first('floorplans', { building_id: building }),
          zoneId: await first('fire_zones', { building_id: building }),
          plateId: await first('license_plates', { unit_id: unit }),
          docId: await first('documents', { building_id: building }),
          doorId: await device(building, 'door'),
          keyId: await first('device_keys', { building_id: building }),
          announcementId: await first('announcements', { building_id: building }),
          sensorId: await device(building, 'sensor'),
          code: qr?.code ?? 'NOPASS',
          ...(await adminTarget(building, unit203)),
          // one open entry of each desk register, of the scope's unit (1.01 in the own building)
          visitorsEntryId: await receptionEntry(t, building, 'visitors', unit, USERS.globalAdmin),
          mailEntryId: await receptionEntry(t, building, 'mail', unit, USERS.globalAdmin),
          keysEntryId: await receptionEntry(t, building, 'keys', unit, USERS.globalAdmin),
        },
      };
    };
    /** a resident of the building who is no kind of caller, with a role, a grant and (own building) the building admin's invitation */
    let targets = 0;
    const adminTarget = async (building: number, unit: number) => {
      const email = `matrix.target${++targets}@example.com`;
      const userId = (await t.app.db
        .insertInto('users')
        .values({ email, name: 'Cíl', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()).id;
      await t.app.db.insertInto('unit_access').values(access(userId, unit, 'tenant')).execute();
      await t.app.db.insertInto('building_roles').values({ user_id: userId, building_id: building, role: 'user' }).execute();
      const bound = { user_id: userId, building_id: building, unit_id: null, valid_from: null, valid_until: null, created_at: now };
      const technician = (await t.app.db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow()).id;
      const userRoleId = (await t.app.db.insertInto('user_roles').values({ ...bound, role_id: technician }).returning('id').executeTakeFirstOrThrow()).id;
      const assignmentId = (await t.app.db.insertInto('user_permissions').values({ ...bound, permission_code: 'door:open', granted: 1 }).returning('id').executeTakeFirstOrThrow()).id;
      const invited = await t.app.inject({ method: 'POST', url: '/v1/auth/invitations/create', headers: await t.as(USERS.buildingAdmin), payload: { email: `pozvany.${email}`, buildings: [{ building_id: vlt }] } });
      expect(invited.statusCode, invited.body).toBe(201);
      // a forum topic with a post, both by this resident: no kind of caller is their author
      const topicId = (await t.app.db
        .insertInto('forum_topics')
        .values({ building_id: building, title: 'Matice', content: 'Téma', author_id: userId, is_pinned: 0, created_at: now, last_activity: now })
        .returning('id')
        .executeTakeFirstOrThrow()).id;
      const postId = (await t.app.db
        .insertInto('forum_posts')
        .values({ topic_id: topicId, parent_post_id: null, level: 0, user_id: userId, content: 'Příspěvek', created_at: now, updated_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()).id;
      // a notification of the tenant: only its owner may mark it read
      const notificationId = await notificationFor(t, USERS.tenant);
      return { userId, userRoleId, assignmentId, invitationId: invited.json().id as number, buildingId: building, technicianId: technician, topicId, postId, notificationId };
    };
    const slnUnit = await first('units', { building_id: sln });
    scopes.own = await idsOf(vlt, u101, u203);
    scopes.foreign = await idsOf(sln, slnUnit, slnUnit);
  });
  afterAll(async () => t?.close());

  const fill = (url: string, kind: Kind, scope: Scope) => {
    const s = scopes[scope];
    const unit = ON_203.includes(kind) ? s.unit.own203 : s.unit.own;
    return url
      .replace(/^\/v1\/units\/:id/, `/v1/units/${unit}`)
      // the admin routes' user: a resident of the own building, or of the foreign one only
      .replace(/^\/v1\/users\/:id/, `/v1/users/${s.child.userId}`)
      .replace(/^\/v1\/auth\/invitations\/:id/, `/v1/auth/invitations/${s.child.invitationId}`)
      .replace(/^\/v1\/notifications\/:id/, `/v1/notifications/${s.child.notificationId}`)
      .replace(':id', String(s.building))
      .replace(':unitId', String(unit))
      // the three desk registers name their entry alike (:entryId): each its own fixture
      .replace(/reception\/(visitors|mail|keys)\/:entryId/, (_, register: string) => `reception/${register}/${s.child[`${register}EntryId`]}`)
      .replace(/:(\w+)/g, (_, name: string) => String(s.child[name] ?? 999_999))
      .replace(/\*$/, 'x');
  };

  /**
   * Valid bodies for the writes, so the call is refused (or not) for who makes it rather than stopped
   * at 400 for an empty body: those below fit each scope's building; the rest are the shared examples
   * (valid-bodies.ts, Rezidence Vltava's ids) — in the foreign building they may still be a 400.
   */
  let made = 0;
  const BODIES: Record<string, (s: Ids) => Record<string, unknown>> = {
    'POST /v1/users': () => ({ name: 'Matice', email: `matrix.made${++made}@example.com`, password: 'Heslo1234' }),
    'PUT /v1/users/:id': () => ({ name: 'Cíl' }),
    'POST /v1/auth/invitations/create': (s) => ({ email: `matrix.invite${++made}@example.com`, buildings: [{ building_id: s.building }] }),
    'POST /v1/users/:id/roles': (s) => ({ role_id: s.child.technicianId, building_id: s.building }),
    'POST /v1/users/:id/permissions': (s) => ({ permission_code: 'board:view', building_id: s.building }),
    'PATCH /v1/users/:id/permissions/:assignmentId': () => ({ is_granted: true }),
    'PUT /v1/users/:id/memberships/buildings/:buildingId': () => ({ role: 'user' }),
    'PUT /v1/users/:id/memberships/units/:unitId': () => ({ role: 'tenant' }),
    'POST /v1/buildings/:id/forum/topics': () => ({ title: 'Matice', content: 'Nové téma' }),
    'POST /v1/buildings/:id/forum/topics/:topicId/posts': () => ({ content: 'Odpověď' }),
    'PUT /v1/buildings/:id/forum/posts/:postId': () => ({ content: 'Upraveno' }),
    // a unit of the scope's building (the shared examples name Vltava's), each loan a key of its own
    'POST /v1/buildings/:id/reception/visitors': (s) => ({ name: 'Matice', unit_id: s.unit.own }),
    'POST /v1/buildings/:id/reception/mail': (s) => ({ unit_id: s.unit.own, type: 'letter' }),
    'POST /v1/buildings/:id/reception/keys': (s) => ({ key_id: `Matice ${++made}`, borrower: 'Matice', unit_id: s.unit.own }),
  };

  async function call(method: string, url: string, kind: Kind, payload: Record<string, unknown> = {}) {
    const opts: InjectOptions = { method: method as InjectOptions['method'], url, headers: EMAIL[kind] ? await t.as(EMAIL[kind]) : {} };
    if (method !== 'GET' && method !== 'DELETE') opts.payload = payload;
    return t.app.inject(opts);
  }

  // first: the matrix below ends by signing everyone out
  it('live: no event of a building one cannot see, and a revoked role stops them at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // no socket without a live session: nobody, and a session from before the deactivation
    await expect(connectLive(base, null)).rejects.toThrow();
    await expect(connectLive(base, await t.tokenFor(EMAIL.deactivated!))).rejects.toThrow();
    const sockets: Socket[] = [];
    const received = new Map<Kind, LiveEvent[]>();
    for (const kind of SIGNED_IN) {
      const socket = await connectLive(base, await t.tokenFor(EMAIL[kind]!));
      sockets.push(socket);
      received.set(kind, collectEvents(socket));
    }
    const demo = await demoIds(t.app);
    const everyone = SIGNED_IN.map((k) => demo.user[EMAIL[k]!]);
    expect(everyone.every((id) => typeof id === 'number')).toBe(true);
    try {
      let n = 0;
      /**
       * An announcement in the building: who got it. Once the global admin (who sees both buildings)
       * has it, a marker goes to every signed-in socket by name; one socket's events arrive in the
       * order they were published, so once a socket has the marker it has the announcement too if it
       * was sent one (no fixed sleep before the negative check, as in tests/server/live.test.ts).
       */
      const announce = async (building: number) => {
        const message = `matice ${++n}`;
        const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${building}/announcements`, payload: { message }, headers: await t.as(USERS.globalAdmin) });
        expect(res.statusCode, res.body).toBe(201);
        const mine = (e: LiveEvent) => e.type === 'announcement.created' && (e.data as { message?: string }).message === message;
        await waitForEvent(received.get('globalAdmin')!, mine);
        // an event type no notification rule reads, to the users' own rooms (not the building's), unsequenced
        t.app.bus.publish('cleaning.changed', building, { id: -n }, { users: everyone });
        const isMarker = (e: LiveEvent) => e.type === 'cleaning.changed' && (e.data as { id: number }).id === -n;
        for (const k of SIGNED_IN) await waitForEvent(received.get(k)!, isMarker);
        return SIGNED_IN.filter((k) => received.get(k)!.some(mine));
      };
      expect(await announce(scopes.own.building)).toEqual(MEMBERS);
      expect(await announce(scopes.foreign.building)).toEqual(['globalAdmin', 'manager']);
      // revoke the building role the way the admin routes do: one transaction, version bumped, then the bus
      const revoke = (trx: Parameters<Parameters<typeof changeAccess>[2]>[0]) =>
        trx.deleteFrom('building_roles').where('user_id', '=', userId.buildingUser).where('building_id', '=', scopes.own.building).execute();
      await changeAccess({ db: t.app.db, bus: t.app.bus }, [userId.buildingUser], revoke);
      expect(await announce(scopes.own.building)).toEqual(MEMBERS.filter((k) => k !== 'buildingUser'));
      // and back, for the matrix
      await changeAccess({ db: t.app.db, bus: t.app.bus }, [userId.buildingUser], async (trx) => {
        await trx.insertInto('building_roles').values({ user_id: userId.buildingUser, building_id: scopes.own.building, role: 'user' }).execute();
      });
      expect(await announce(scopes.own.building)).toEqual(MEMBERS);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('declares every served route, and no route that is not served', () => {
    const served = servedRoutes(t.app).filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(served.length).toBeGreaterThan(50);
    if (process.env.MATRIX_PROBE) return;
    expect(served.filter((r) => !ROUTES[r]), 'routes without a declaration').toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !served.includes(r)), 'declarations without a route').toEqual([]);
  });

  it('answers 2xx only to the callers a route declares, never 5xx', async () => {
    const served = servedRoutes(t.app).filter((r) => r.method !== 'HEAD');
    // deletes and logout last, so the rows and sessions the other calls need are still there
    const rank = (r: { method: string; url: string }) => (r.url === '/v1/auth/logout' ? 2 : r.method === 'DELETE' ? 1 : 0);
    served.sort((a, b) => rank(a) - rank(b));
    // the loop below checks nothing if the route list came back empty
    expect(served.length).toBeGreaterThan(50);
    for (const r of served) {
      const key = `${r.method} ${r.url}`;
      const rule = ROUTES[key] ?? { own: [] };
      seen[key] = { own: [], foreign: [] };
      for (const scope of (rule.global ? ['own'] : ['own', 'foreign']) as Scope[]) {
        const allowed = kindsAllowed(rule, scope);
        // forbidden callers first: an allowed delete must not remove the row before they try it
        const order = [...KINDS].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
        for (const kind of order) {
          const url = fill(r.url, kind, scope);
          const res = await call(r.method, url, kind, BODIES[key]?.(scopes[scope]) ?? EXAMPLES[key]);
          cases++;
          const s = res.statusCode;
          const label = `${key} as ${kind} (${scope}: ${r.method} ${url}) → ${s} ${res.body.slice(0, 120)}`;
          if (s < 300) seen[key][scope].push(kind);
          if (s >= 500) failures.push(`5xx: ${label}`);
          else if (s < 300 && !allowed.includes(kind)) failures.push(`2xx not allowed: ${label}`);
          else if (s >= 400 && !allowed.includes(kind) && ![401, 403, 404].includes(s) && !(s === 400 || s === 415 || s === 406))
            failures.push(`refused with ${s}: ${label}`);
          else if (scope === 'own' && allowed.includes(kind) && (s === 401 || s === 403) && !r.url.startsWith('/v1/devices/'))
            failures.push(`allowed but refused: ${label}`);
        }
      }
    }
    console.log(`authorization matrix (${engine}): ${cases} route × user cases checked over ${served.length} routes and ${KINDS.length} kinds of user`);
    if (process.env.MATRIX_PROBE) {
      for (const [k, v] of Object.entries(seen)) console.log(`PROBE ${k} own=${v.own.join(',')} foreign=${v.foreign.join(',')}`);
      return;
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
