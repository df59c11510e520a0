/**
 * Every list route (issue 8, "No N+1, indexes for every list"), on both engines:
 *
 * 1. runs the same number of SQL statements with few rows as with many (no query per row), and
 * 2. has each statement's filter and order served by an index: SQLite's EXPLAIN QUERY PLAN shows no
 *    plain `SCAN` of a data table and no `USE TEMP B-TREE FOR ORDER BY`; PostgreSQL's EXPLAIN, with
 *    sequential scans and sorts priced out (`enable_seqscan`/`enable_sort = off`, so even a table of
 *    a few rows shows whether an index *could* serve it), has no `Seq Scan` of a data table and no
 *    `Sort`.
 *
 * Every GET operation of the OpenAPI document is either a list with a case in LISTS or named in
 * NOT_LISTS with the reason, so a new list route without a case fails here (as openapi.test.ts
 * requires a case per operation). Statements are seen through the database's `onQuery` hook.
 */
import { sql, CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema';
import { planOf } from './plan-text';
import { describeEngines, createTestApp, demoIds, USERS, type Engine, type TestApp } from './harness';
import { addSensors, demoSensors } from '../../server/demo/sensors';
import { pruneSensorReadings, sensorRetentionCutoff } from '../../server/domain/sensors/retention';
import { issueSummary } from '../../server/domain/issues/summary';

/** The demo ids, and the first demo forum topic of Rezidence Vltava (whose posts the topic case reads). */
type Ids = Awaited<ReturnType<typeof demoIds>> & { forumTopic: number };
async function idsOf(t: TestApp): Promise<Ids> {
  const ids = await demoIds(t.app);
  const topic = await t.app.db.selectFrom('forum_topics').select('id').where('building_id', '=', ids.building.VLT).orderBy('id').executeTakeFirstOrThrow();
  return { ...ids, forumTopic: topic.id };
}

interface ListCase {
  as: string | null;
  /** one or more calls of the list (filters take other plans) */
  urls: (ids: Ids) => string[];
  /** adds `n` rows the call lists */
  grow: (db: Kysely<DB>, ids: Ids, n: number) => Promise<void>;
}

/** The audit log's filters and the index each walks (issue 28 §1: a filtered page reads a page of rows). */
const AUDIT_FILTERS = (ids: Ids) => [
  { query: 'action=parking.vehicle.create', index: 'audit_log_building_action_at' },
  { query: 'action=parking.*', index: 'audit_log_building_action_at' },
  { query: 'outcome=denied', index: 'audit_log_building_outcome_at' },
  { query: `unit_id=${ids.unit['VLT-1.01']}`, index: 'audit_log_unit_at' },
  { query: `user_id=${ids.user[USERS.manager]}`, index: 'audit_log_user_at' },
  { query: 'target=door:1', index: 'audit_log_building_target_at' },
];

/** Small reference tables a plan may scan whole, each with why that stays cheap. */
const SCANNABLE: Record<string, string> = {
  document_categories: 'a fixed handful of categories for the whole installation (reference data), listed whole',
  buildings:
    'one row per building of the installation (tens, at most hundreds): building lists read them whole or by id and sort them in memory',
  roles: 'the role catalogue: a few rows of reference data',
  role_permissions: 'the permissions of those few roles: reference data',
  permissions: 'the permission catalogue: reference data',
  json_each: "the caller's own ids bound as one JSON parameter (server/db/id-list.ts): a list in memory, not a table",
};

const now = () => new Date().toISOString();
let seq = 0;
const next = () => `${process.pid}-${++seq}`;

/** `n` zones on the building's panel, every other one in alarm and acknowledged by `userId`. */
async function addFireZones(db: Kysely<DB>, buildingId: number, userId: number, n: number) {
  const panel = await db.selectFrom('devices').select('id').where('building_id', '=', buildingId).where('kind', '=', 'fire_alarm').executeTakeFirstOrThrow();
  const rows = Array.from({ length: n }, (_, i) => ({
    building_id: buildingId,
    device_id: panel.id,
    number: 100 + ++seq,
    sub_number: i % 3 === 0 ? null : i,
    text: i % 4 === 0 ? null : `Zóna ${next()}`,
    type: 'smoke',
    status: i % 2,
    alarm_since: i % 2 ? now() : null,
    acknowledged_at: i % 2 ? now() : null,
    acknowledged_by: i % 2 ? userId : null,
    ack_note: i % 2 ? 'Planý' : null,
    updated_at: now(),
  }));
  await db.insertInto('fire_zones').values(rows).execute();
}

/** `n` sensors in the building, the demo's kinds in turn (garage ones among them), each with `hours` of history. */
const addQpSensors = (db: Kysely<DB>, buildingId: number, n: number, hours: number) =>
  addSensors(
    db,
    buildingId,
    Array.from({ length: n }, (_, i) => ({ ...QP_SENSOR_KINDS[i % QP_SENSOR_KINDS.length], name: `Senzor ${next()}` })),
    { historyHours: hours },
  );
const QP_SENSOR_KINDS = demoSensors(4, true);
/** the sensor whose history the history case reads: made by its first growth in each database, which comes before its URLs */
const qpSensors = new WeakMap<Kysely<DB>, number>();
let qpSensor = 0;

async function addUnits(db: Kysely<DB>, buildingId: number, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, () => {
    const s = next();
    return {
      building_id: buildingId,
      unique_id: `QP-${s}`,
      number: `Q${s}`,
      identifier: `QP/${s}`,
      type: 'apartment' as const,
      floor: 1,
      area: 50,
      has_parking: 0,
      doorbell_enabled: 1,
      doorbell_name: '',
      elevator_enabled: 0,
      elevator_auto_on_card: 0,
      elevator_auto_on_intercom: 0,
      maintenance_note: '',
      created_at: now(),
      updated_at: now(),
    };
  });
  return (await db.insertInto('units').values(rows).returning('id').execute()).map((r) => r.id);
}

/** n finished cleanings of a building, a day apart before 2025-03-31. */
async function addCleanings(db: Kysely<DB>, building: number, n: number) {
  const end = Date.parse('2025-03-31T07:00:00Z');
  const rows = Array.from({ length: n }, (_, i) => {
    const started = new Date(end - i * 86_400_000).toISOString();
    return { building_id: building, status: 'finished' as const, started_at: started, finished_at: started, duration_minutes: 45, started_by: null, finished_by: null, note: null };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('cleaning_events').values(rows.slice(i, i + 500)).execute();
}

const RECEPTION_REGISTERS = ['visitors', 'mail', 'keys'] as const;
/** n desk entries of Vltava over 1.01, G01, 2.03 and other units, every third still open (each key its own label) */
async function addReception(db: Kysely<DB>, ids: Ids, register: (typeof RECEPTION_REGISTERS)[number], n: number) {
  const units = [ids.unit['VLT-1.01'], ids.unit['VLT-G01'], ids.unit['VLT-2.03'], ids.unit['VLT-3.02'], ids.unit['VLT-4.05']];
  const rows = Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.now() - (i + 1) * 3_600_000).toISOString();
    const closed = i % 3 === 0 ? null : now();
    return { building_id: ids.building.VLT, unit_id: units[i % units.length], notified: 1, search_text: `host ${next()}`, recorded_by: ids.user[USERS.manager], closed_by: null, created_at: at, at, closed };
  });
  if (register === 'visitors') {
    await db.insertInto('reception_visitors').values(rows.map(({ at, closed, ...r }) => ({ ...r, name: 'Host', purpose: null, arrived_at: at, left_at: closed }))).execute();
  } else if (register === 'mail') {
    await db.insertInto('reception_mail').values(rows.map(({ at, closed, ...r }) => ({ ...r, type: 'letter' as const, sender: 'Host', note: null, received_at: at, collected_at: closed, collected_by: null }))).execute();
  } else {
    await db
      .insertInto('reception_key_loans')
      .values(rows.map(({ at, closed, ...r }) => { const label = `QP ${next()}`; return { ...r, key_label: label, key_norm: label.toLowerCase(), borrower: 'Host', purpose: null, borrowed_at: at, returned_at: closed }; }))
      .execute();
  }
}

/** a tenant of ten Vltava apartments (more than a resident's page reads unit by unit), made once per database */
const RECEPTION_LANDLORD = 'pronajimatel.qp@example.com';
async function receptionLandlord(db: Kysely<DB>, ids: Ids) {
  if (await db.selectFrom('users').select('id').where('email', '=', RECEPTION_LANDLORD).executeTakeFirst()) return;
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({ email: RECEPTION_LANDLORD, name: 'Pronajímatel', phone: null, avatar_url: null, last_login: null, password_hash, is_active: 1, global_role: 'user', created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const flats = ['1.02', '1.03', '1.04', '1.05', '2.01', '2.02', '3.01', '3.02', '4.05', '5.01'].map((n) => ids.unit[`VLT-${n}`]);
  await db.insertInto('unit_access').values(flats.map((unit_id) => ({ user_id: id, unit_id, role: 'tenant' as const, valid_from: null, valid_until: null }))).execute();
}

async function addBuildings(db: Kysely<DB>, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, () => {
    const s = next();
    return { name: `Dům ${s}`, code: `QP${s}`, address: `Ulice ${s}`, image_path: null, created_at: now() };
  });
  return (await db.insertInto('buildings').values(rows).returning('id').execute()).map((r) => r.id);
}

/** n notifications of a user, one in `unreadEvery` unread. */
async function addNotifications(db: Kysely<DB>, userId: number, n: number, unreadEvery: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    user_id: userId,
    building_id: null,
    source: 'announcement',
    source_key: `qp:${next()}`,
    type: 'general' as const,
    importance: 'normal' as const,
    title_key: 'server.notifications.announcement.title',
    body_key: 'server.notifications.text',
    params: '{"text":"x"}',
    link: null,
    created_at: now(),
    read_at: i % unreadEvery === 0 ? null : now(),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('notifications').values(rows.slice(i, i + 500)).execute();
}

const fileColumns = () => ({ file_path: `qp/${next()}.pdf`, original_name: 'plan.pdf', mime_type: 'application/pdf', file_size: 10 });

const LISTS: Record<string, ListCase> = {
  'get /v1/users': {
    // every sort order of the admin table, a search, and a page further in
    as: USERS.globalAdmin,
    urls: () => [
      '/v1/users',
      '/v1/users?sort=email&order=desc&page=2&per_page=5',
      '/v1/users?sort=created_at&order=desc',
      '/v1/users?sort=last_login',
      '/v1/users?search=spravce',
    ],
    grow: async (db, _ids, n) => void (await addAdminUsers(db, n)),
  },
  'get /v1/users (building admin)': {
    // the people of their buildings only: building roles and unit accesses by building
    as: USERS.buildingAdmin,
    urls: () => ['/v1/users', '/v1/users?sort=name&order=desc&search=a'],
    grow: async (db, ids, n) => {
      const users = await addAdminUsers(db, n);
      await db.insertInto('building_roles').values(users.map((user_id) => ({ user_id, building_id: ids.building.VLT, role: 'user' as const }))).execute();
    },
  },
  'get /v1/auth/invitations': {
    as: USERS.globalAdmin,
    urls: () => ['/v1/auth/invitations'],
    grow: async (db, ids, n) => addInvitations(db, ids.user[USERS.globalAdmin], ids.building.VLT, n),
  },
  'get /v1/auth/invitations (building admin)': {
    as: USERS.buildingAdmin,
    urls: () => ['/v1/auth/invitations'],
    grow: async (db, ids, n) => addInvitations(db, ids.user[USERS.buildingAdmin], ids.building.VLT, n),
  },
  'get /v1/users/{id}/permissions': {
    as: USERS.globalAdmin,
    urls: (ids) => [`/v1/users/${ids.user[USERS.tenant]}/permissions?include_inherited=true`],
    grow: async (db, ids, n) => {
      const role = await db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow();
      const base = { user_id: ids.user[USERS.tenant], building_id: ids.building.VLT, unit_id: null, valid_from: null, valid_until: null, created_at: now() };
      await db.insertInto('user_roles').values(Array.from({ length: n }, () => ({ ...base, role_id: role.id }))).execute();
      await db.insertInto('user_permissions').values(Array.from({ length: n }, () => ({ ...base, permission_code: 'door:open', granted: 1 }))).execute();
    },
  },
  'get /v1/users/{id}/memberships': {
    // one user's building roles and unit accesses, by their (user_id, …) unique indexes
    as: USERS.globalAdmin,
    urls: (ids) => [`/v1/users/${ids.user[USERS.manager]}/memberships`],
    grow: async (db, ids, n) => {
      const buildings = await addBuildings(db, n);
      const userId = ids.user[USERS.manager];
      await db.insertInto('building_roles').values(buildings.map((building_id) => ({ user_id: userId, building_id, role: 'manager' as const }))).execute();
    },
  },
  'get /v1/buildings': {
    as: USERS.globalAdmin,
    urls: () => ['/v1/buildings'],
    grow: async (db, _ids, n) => void (await addBuildings(db, n)),
  },
  'get /v1/users/me': {
    // the buildings and permissions of the caller
    as: USERS.manager,
    urls: () => ['/v1/users/me'],
    grow: async (db, ids, n) => {
      const buildings = await addBuildings(db, n);
      const userId = ids.user[USERS.manager];
      await db.insertInto('building_roles').values(buildings.map((building_id) => ({ user_id: userId, building_id, role: 'manager' as const }))).execute();
    },
  },
  'get /v1/units/my': {
    as: USERS.owner,
    urls: (ids) => ['/v1/units/my', `/v1/units/my?building_id=${ids.building.VLT}`],
    grow: async (db, ids, n) => {
      const units = await addUnits(db, ids.building.VLT, n);
      const userId = ids.user[USERS.owner];
      await db
        .insertInto('unit_access')
        .values(units.map((unit_id) => ({ user_id: userId, unit_id, role: 'owner' as const, valid_from: null, valid_until: null })))
        .execute();
    },
  },
  'get /v1/buildings/{id}/units': {
    as: USERS.manager,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/units`],
    grow: async (db, ids, n) => void (await addUnits(db, ids.building.VLT, n)),
  },
  'get /v1/notifications': {
    // the caller's own, newest first: all by notifications_user_created, the unread ones by the partial notifications_user_unread
    as: USERS.tenant,
    urls: () => [
      '/v1/notifications',
      '/v1/notifications?unread=true',
      `/v1/notifications?limit=5&cursor=${Buffer.from('2099-01-01T00:00:00.000Z|999999').toString('base64url')}`,
    ],
    // most are read: the unread list stays small however long the history grows
    grow: (db, ids, n) => addNotifications(db, ids.user[USERS.tenant], n, 10),
  },
  'get /v1/notifications/unread-count': {
    // a count of the partial unread index's entries of one user
    as: USERS.tenant,
    urls: () => ['/v1/notifications/unread-count'],
    grow: (db, ids, n) => addNotifications(db, ids.user[USERS.tenant], n, 1),
  },
  'get /v1/buildings/{id}/utilities/cleaning/events': {
    // newest first by keyset: cleaning_events_building_started walked backwards; the one in progress: cleaning_events_in_progress
    as: USERS.owner,
    urls: (ids) => [
      `/v1/buildings/${ids.building.VLT}/utilities/cleaning/events`,
      `/v1/buildings/${ids.building.VLT}/utilities/cleaning/events?limit=5&cursor=${Buffer.from('2099-01-01T00:00:00.000Z|999999').toString('base64url')}`,
    ],
    grow: async (db, ids, n) => void (await addCleanings(db, ids.building.VLT, n)),
  },
  'get /v1/buildings/{id}/cleaning/events': {
    // the same handler under the spec's other path shape
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/cleaning/events?limit=5`],
    grow: async (db, ids, n) => void (await addCleanings(db, ids.building.VLT, n)),
  },
  'get /v1/buildings/{id}/utilities/cleaning/stats': {
    // the trend's 12 months by the same index's range on started_at
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/utilities/cleaning/stats?year=2025&month=3`],
    grow: async (db, ids, n) => void (await addCleanings(db, ids.building.VLT, n)),
  },
  'get /v1/buildings/{id}/cleaning/stats': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/cleaning/stats?year=2025&month=2`],
    grow: async (db, ids, n) => void (await addCleanings(db, ids.building.VLT, n)),
  },
  // the reception desk (issue 15 §2): newest first by keyset on each register's (building_id, opened, id),
  // the open filter by its partial index; a resident's units each by (unit_id, opened, id), merged
  ...Object.fromEntries(
    RECEPTION_REGISTERS.flatMap((register): Array<[string, ListCase]> => {
      const path = (ids: Ids) => `/v1/buildings/${ids.building.VLT}/reception/${register}`;
      const far = `cursor=${Buffer.from('2099-01-01T00:00:00.000Z|999999').toString('base64url')}`;
      const grow = (db: Kysely<DB>, ids: Ids, n: number) => addReception(db, ids, register, n);
      return [
        [
          `get /v1/buildings/{id}/reception/${register}`,
          {
            as: USERS.manager,
            urls: (ids) => [path(ids), `${path(ids)}?status=open`, `${path(ids)}?status=closed&limit=10`, `${path(ids)}?unit_id=${ids.unit['VLT-1.01']}`, `${path(ids)}?q=host&status=all`, `${path(ids)}?limit=5&${far}`],
            grow,
          },
        ],
        [
          `get /v1/buildings/{id}/reception/${register} (resident of two units)`,
          {
            as: USERS.owner,
            urls: (ids) => [path(ids), `${path(ids)}?status=open`, `${path(ids)}?unit_id=${ids.unit['VLT-G01']}&q=host`, `${path(ids)}?limit=5&${far}`],
            grow,
          },
        ],
      ];
    }),
  ),
  'get /v1/buildings/{id}/reception/visitors (resident of many units)': {
    // past eight units one walk of the building's index, each row's unit checked against the caller's
    as: RECEPTION_LANDLORD,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/reception/visitors`, `/v1/buildings/${ids.building.VLT}/reception/visitors?status=open`],
    grow: async (db, ids, n) => {
      await receptionLandlord(db, ids);
      await addReception(db, ids, 'visitors', n);
    },
  },
  'get /v1/buildings/{id}/forum/topics': {
    // pinned first, then by last activity: forum_topics_list walked backwards, a page by keyset
    as: USERS.owner,
    urls: (ids) => [
      `/v1/buildings/${ids.building.VLT}/forum/topics`,
      `/v1/buildings/${ids.building.VLT}/forum/topics?limit=5&cursor=${Buffer.from('0|2099-01-01T00:00:00.000Z|999999').toString('base64url')}`,
    ],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        title: `Téma ${next()}`,
        content: 'Text',
        author_id: ids.user[USERS.owner],
        is_pinned: i % 50 === 0 ? 1 : 0,
        created_at: now(),
        last_activity: now(),
      }));
      await db.insertInto('forum_topics').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/forum/topics/{topicId}': {
    // one topic's posts, read whole by forum_posts_topic (topic_id, id)
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/forum/topics/${ids.forumTopic}`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, () => ({ topic_id: ids.forumTopic, parent_post_id: null, level: 0, user_id: ids.user[USERS.owner], content: `Příspěvek ${next()}`, created_at: now(), updated_at: null }));
      await db.insertInto('forum_posts').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/announcements': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/announcements`, `/v1/buildings/${ids.building.VLT}/announcements?limit=5`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        message: `Oznámení ${next()}`,
        announcement_type: 'general' as const,
        importance: 'normal' as const,
        valid_to: null,
        created_by: i % 2 ? ids.user[USERS.manager] : null,
        created_at: now(),
        updated_at: now(),
      }));
      await db.insertInto('announcements').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/documents': {
    as: USERS.manager,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/documents`;
      return [base, `${base}?unit_id=${ids.unit['VLT-1.01']}`, `${base}?visibility=public&category_id=1`, `${base}?search=zapis`];
    },
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        title: `Zápis ${next()}`,
        description: null,
        category_id: null,
        entity_type: i % 2 ? ('unit' as const) : ('building' as const),
        entity_id: i % 2 ? ids.unit['VLT-1.01'] : ids.building.VLT,
        visibility: 'public' as const,
        ...fileColumns(),
        uploaded_by: ids.user[USERS.manager],
        created_at: now(),
        updated_at: now(),
      }));
      await db.insertInto('documents').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/documents/categories': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/documents/categories`],
    grow: async (db, _ids, n) => {
      await db.insertInto('document_categories').values(Array.from({ length: n }, (_, i) => ({ name: `Kategorie ${next()}`, sort: 100 + i }))).execute();
    },
  },
  'get /v1/buildings/{id}/floorplans': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/floorplans`, `/v1/buildings/${ids.building.VLT}/floorplans?floor=1`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        floor: i % 4,
        name: `Plán ${next()}`,
        description: null,
        type: 'public' as const,
        access_level: 'public' as const,
        ...fileColumns(),
        created_by: null,
        created_at: now(),
        updated_at: now(),
      }));
      await db.insertInto('floorplans').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/units/{unitId}/parking-history': {
    as: USERS.owner,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}/parking-history`;
      return [base, `${base}?page=2&per_page=5`, `${base}?search=1a&from_date=2025-01-01&to_date=2099-12-31`];
    },
    grow: (db, ids, n) => addGateEvents(db, ids.building.VLT, ids.unit['VLT-1.01'], n),
  },
  'get /v1/buildings/{id}/parking/history': {
    as: USERS.manager,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/parking/history`;
      return [base, `${base}?page=3&per_page=10`, `${base}?search=ab&from_date=2025-01-01`];
    },
    grow: (db, ids, n) => addGateEvents(db, ids.building.VLT, null, n),
  },
  'get /v1/buildings/{id}/fire-alarm': {
    // a resident: every zone of the building, the acknowledging staff's names joined
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/fire-alarm`],
    grow: (db, ids, n) => addFireZones(db, ids.building.VLT, ids.user[USERS.manager], n),
  },
  'get /v1/fire-alarm/active': {
    // a resident: the alarms of their buildings (one JSON list of ids), each building's zones by its index
    as: USERS.tenant,
    urls: () => ['/v1/fire-alarm/active'],
    grow: (db, ids, n) => addFireZones(db, ids.building.VLT, ids.user[USERS.manager], n),
  },
  'get /v1/fire-alarm/active (global admin)': {
    // every building's alarms, each building's zones by the same index
    as: USERS.globalAdmin,
    urls: () => ['/v1/fire-alarm/active'],
    grow: async (db, ids, n) => {
      await addFireZones(db, ids.building.SLN, ids.user[USERS.manager], n);
      await addFireZones(db, ids.building.LIP, ids.user[USERS.manager], n);
    },
  },
  'get /v1/buildings/{id}/sensors': {
    // every member: the building's sensors with their latest readings, one statement
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/sensors`, `/v1/buildings/${ids.building.VLT}/sensors?location_type=garage`],
    grow: async (db, ids, n) => void (await addQpSensors(db, ids.building.VLT, n, 0)),
  },
  'get /v1/buildings/{id}/sensors/heatmap': {
    // the sensors that measure the data type, and ONE statement for all their readings
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/sensors/heatmap`, `/v1/buildings/${ids.building.VLT}/sensors/heatmap?data_type=co&hours=168`],
    grow: async (db, ids, n) => void (await addQpSensors(db, ids.building.VLT, n, 1)),
  },
  'get /v1/buildings/{id}/sensors/garage': {
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/sensors/garage`],
    grow: async (db, ids, n) => void (await addQpSensors(db, ids.building.VLT, n, 1)),
  },
  'get /v1/buildings/{id}/sensors/{sensorId}/history': {
    // one sensor's readings among the building's: the longer the history, the same statements
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/sensors/${qpSensor}/history`, `/v1/buildings/${ids.building.VLT}/sensors/${qpSensor}/history?hours=168`],
    grow: async (db, ids, n) => {
      if (!qpSensors.has(db)) qpSensors.set(db, (await addQpSensors(db, ids.building.VLT, 1, 0))[0]);
      qpSensor = qpSensors.get(db)!;
      const nowS = Math.floor(Date.now() / 1000);
      await db.insertInto('sensor_readings').values(Array.from({ length: n }, (_, i) => ({ device_id: qpSensor, at_s: nowS - i * 60, value: 20 + (i % 7), co_level: null, state: null }))).execute();
      await addQpSensors(db, ids.building.VLT, 2, 1);
    },
  },
  'get /v1/buildings/{id}/doors': {
    // a resident: their units' floors and parking are read besides the doors
    as: USERS.tenant,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/doors`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        kind: 'door' as const,
        name: `Dveře ${next()}`,
        location: null,
        driver: 'builtin',
        state: JSON.stringify({ open: i % 2 === 0, changed_at: now(), last_event: { action: 'opened', at: now(), via: 'app' } }),
        area: (['common', 'entrance', 'garage', 'floor', 'unit'] as const)[i % 5],
        floor: i % 5 === 3 ? 2 : null,
        unit_id: null,
        created_at: now(),
        updated_at: now(),
      }));
      await db.insertInto('devices').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/info': {
    // the building's managers and emergency contacts
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/info`],
    grow: (db, ids, n) => addContacts(db, ids.building.VLT, n),
  },
  'get /v1/buildings/{id}/audit': {
    as: USERS.buildingAdmin,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/audit`;
      return [
        base,
        `${base}?limit=10&from=2020-01-01&to=2099-12-31`,
        `${base}?cursor=${Buffer.from('2099-01-01T00:00:00.000Z|999999').toString('base64url')}`,
        ...AUDIT_FILTERS(ids).map((f) => `${base}?${f.query}`),
      ];
    },
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        at: now(),
        user_id: i % 2 ? ids.user[USERS.manager] : null,
        device_id: null,
        action: 'parking.vehicle.create',
        building_id: ids.building.VLT,
        unit_id: i % 3 ? ids.unit['VLT-1.01'] : null,
        target: `plate:${next()}`,
        outcome: 'success',
        detail: null,
      }));
      await db.insertInto('audit_log').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/public-info': {
    as: null,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/public-info`],
    grow: (db, ids, n) => addContacts(db, ids.building.VLT, n),
  },
  'get /v1/buildings/{id}/units/{unitId}/license-plates': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}/license-plates`],
    grow: (db, ids, n) => addPlates(db, ids.building.VLT, [ids.unit['VLT-1.01']], n),
  },
  'get /v1/buildings/{id}/units/{unitId}/parking-spaces': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}/parking-spaces`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        unit_id: ids.unit['VLT-1.01'],
        name: `P-${next()}`,
        location: null,
        floor: i % 3,
        is_active: 1,
        created_at: now(),
        updated_at: now(),
      }));
      await db.insertInto('parking_spaces').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/license-plates': {
    // a resident: their own units' plates among the building's many
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/license-plates`, `/v1/buildings/${ids.building.VLT}/license-plates?search=qp`],
    grow: async (db, ids, n) => {
      await addPlates(db, ids.building.VLT, [ids.unit['VLT-1.01'], ids.unit['VLT-G01']], n);
      await addPlates(db, ids.building.VLT, await addUnits(db, ids.building.VLT, 5), n);
    },
  },
  'get /v1/buildings/{id}/units/{unitId}/qr-codes': {
    // passes to many recipients, some of them portal users (the join on users' e-mail)
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}/qr-codes`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        unit_id: ids.unit['VLT-1.01'],
        code: `QP${next()}`.padEnd(32, 'x').slice(0, 32),
        type: 'permanent' as const,
        email: i % 3 === 0 ? 'najemnik@example.com' : `host${next()}@example.org`,
        recipient_name: null,
        valid_from: null,
        valid_to: null,
        autoelevator: 1,
        is_active: 1,
        used_at: null,
        created_by: null,
        created_at: now(),
      }));
      await db.insertInto('qr_passes').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/device-keys': {
    as: USERS.buildingAdmin,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/device-keys`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, () => ({ building_id: ids.building.VLT, key_hash: `qp-${next()}`, label: null, created_by: null, created_at: now(), revoked_at: null }));
      await db.insertInto('device_keys').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/issues': {
    // a resident: the building's issues, their units' and their own, among all the building's (access.ts)
    as: USERS.tenant,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/issues`;
      return [
        base,
        `${base}?status=new`,
        `${base}?unit_id=${ids.unit['VLT-2.03']}`,
        `${base}?sort_by=due_at&sort_dir=asc`,
        `${base}?sort_by=priority&page=2&per_page=5`,
        `${base}?search=zavada&type=fault&priority=high&location_type=unit&overdue=true`,
      ];
    },
    grow: addIssues,
  },
  'get /v1/buildings/{id}/issues (staff)': {
    as: USERS.manager,
    urls: (ids) => {
      const base = `/v1/buildings/${ids.building.VLT}/issues`;
      return [
        base,
        `${base}?status=waiting`,
        `${base}?status=closed&priority=high`,
        `${base}?unit_id=${ids.unit['VLT-1.01']}`,
        `${base}?sort_by=due_at`,
        `${base}?sort_by=updated_at&sort_dir=asc`,
      ];
    },
    grow: addIssues,
  },
  'get /v1/buildings/{id}/issues/categories': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/issues/categories`],
    grow: async (db, ids, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        building_id: ids.building.VLT,
        parent_id: null,
        name: `Kategorie ${next()}`,
        description: null,
        requires_warranty: 0,
        due_days_critical: null,
        due_days_high: i % 2 ? 2 : null,
        due_days_medium: null,
        due_days_low: null,
        sort: 100 + i,
        created_at: now(),
      }));
      await db.insertInto('issue_categories').values(rows).execute();
    },
  },
  'get /v1/buildings/{id}/issues/assignees': {
    as: USERS.owner,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/issues/assignees`],
    grow: addTechnicians,
  },
  'get /v1/buildings/{id}/license-plates (staff)': {
    as: USERS.manager,
    urls: (ids) => [`/v1/buildings/${ids.building.VLT}/license-plates`, `/v1/buildings/${ids.building.VLT}/license-plates?search=qp`],
    grow: async (db, ids, n) => addPlates(db, ids.building.VLT, await addUnits(db, ids.building.VLT, 5), n),
  },
};

/** n issues of the building, a mix of statuses, priorities, places (1.01, 2.03, the building) and reporters. */
async function addIssues(db: Kysely<DB>, ids: Ids, n: number) {
  const statuses = ['new', 'in_progress', 'waiting', 'resolved', 'closed', 'wont_fix'] as const;
  const priorities = ['low', 'medium', 'high', 'critical'] as const;
  const units = [null, ids.unit['VLT-1.01'], ids.unit['VLT-2.03']];
  const rows = Array.from({ length: n }, (_, i) => {
    const unit = units[i % 3];
    const at = new Date(Date.now() - i * 3600_000).toISOString();
    return {
      building_id: ids.building.VLT,
      title: `Závada ${next()}`,
      search_text: `zavada ${next()}`,
      description: 'Popis',
      category_id: null,
      type: 'fault' as const,
      priority: priorities[i % 4],
      priority_rank: (i % 4) + 1,
      status: statuses[i % 6],
      location_type: unit === null ? ('building' as const) : ('unit' as const),
      unit_id: unit,
      created_by: i % 2 ? ids.user[USERS.manager] : ids.user[USERS.tenant],
      assigned_to: null,
      due_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  await db.insertInto('issues').values(rows).execute();
}

/** n more holders of issue:resolve in the building (technicians by role), each a user of their own. */
async function addTechnicians(db: Kysely<DB>, ids: Ids, n: number) {
  const role = await db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow();
  const users = Array.from({ length: n }, () => {
    const s = next();
    return { email: `technik${s}@example.com`, name: `Technik ${s}`, phone: null, avatar_url: null, last_login: null, password_hash: 'x', is_active: 1, global_role: 'user' as const, created_at: now(), updated_at: now() };
  });
  const userIds = (await db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id);
  await db
    .insertInto('user_roles')
    .values(userIds.map((user_id) => ({ user_id, role_id: role.id, building_id: ids.building.VLT, unit_id: null, valid_from: null, valid_until: null, created_at: now() })))
    .execute();
}

async function addGateEvents(db: Kysely<DB>, buildingId: number, unitId: number | null, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    building_id: buildingId,
    device_id: null,
    unit_id: unitId,
    license_plate: `1AB${String(i).padStart(4, '0')}`,
    direction: i % 2 ? 'reverse' : 'forward',
    access_time: new Date(Date.now() - i * 60_000).toISOString(),
    was_granted: unitId === null ? 0 : 1,
    reason: unitId === null ? 'unknown_plate' : 'granted',
    door_name: 'Vjezd',
    photo_path: null,
    photo_mime: null,
    created_by: null,
  }));
  await db.insertInto('gate_events').values(rows).execute();
}

/** n licence plates spread over the units, each one unique (QP + a sequence number). */
async function addPlates(db: Kysely<DB>, buildingId: number, unitIds: number[], n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    building_id: buildingId,
    unit_id: unitIds[i % unitIds.length],
    license_plate: `QP${++plateSeq}`,
    name: null,
    email: null,
    parking_space_id: null,
    type: 'permanent' as const,
    valid_from: now(),
    valid_to: null,
    note: null,
    created_by: null,
    created_at: now(),
    updated_at: now(),
  }));
  await db.insertInto('license_plates').values(rows).execute();
}
let plateSeq = 0;

async function addContacts(db: Kysely<DB>, buildingId: number, n: number) {
  const people = Array.from({ length: n }, (_, i) => ({ building_id: buildingId, name: `Osoba ${next()}`, phone: null, email: null, sort: 50 + i }));
  await db.insertInto('building_managers').values(people.map((p) => ({ ...p, position: null }))).execute();
  await db.insertInto('building_emergency_contacts').values(people.map((p) => ({ ...p, type: null }))).execute();
}

/** GET operations that answer one thing (or a file), not a list, each with why. */
const NOT_LISTS: Record<string, string> = {
  'get /v1/buildings/{id}': 'one building',
  'get /v1/units/{id}': 'one unit',
  'get /v1/buildings/{id}/announcements/{announcementId}': 'one announcement',
  'get /v1/buildings/{id}/documents/{docId}': 'one document’s file',
  'get /v1/buildings/{id}/floorplans/{planId}/file': 'one floor plan’s file',
  'get /v1/buildings/{id}/image': 'one image file',
  'get /v1/users/me/settings': 'one settings record',
  'get /v1/users/{id}': 'one user, by id',
  'get /v1/roles': 'the role catalogue: a few rows of reference data, read whole',
  'get /v1/roles/available-permissions': 'the permission catalogue: reference data, read whole',
  'get /v1/buildings/{id}/audit/export': 'a CSV file of the log, written a keyset batch at a time (the list case covers its query)',
  'get /v1/buildings/{id}/parking/access-logs/{logId}/image': 'one gate photo',
  'get /v1/qr-passes/{code}': 'one pass, by its unique code',
  'get /v1/buildings/{id}/issues/{issueId}/attachments/{attId}/download': 'one attachment’s file, by its id and its issue’s',
  'get /v1/buildings/{id}/issues/export.csv': 'a CSV file of the filtered list: its ids as the list reads them, then the rows 500 at a time (the list cases cover both queries)',
  'get /v1/buildings/{id}/issues/{issueId}': 'one issue with its attachments, comments and history, each read by its issue_id index',
};

/** `n` users as the admin table lists them (folded search text, some signed in). */
async function addAdminUsers(db: Kysely<DB>, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const s = next();
    return { email: `spravovany${s}@example.com`, name: `Spravovaný ${s}`, search_text: `spravovany ${s} spravovany${s}@example.com`, phone: null, avatar_url: null, last_login: i % 2 ? now() : null, password_hash: 'x', is_active: 1, global_role: 'user' as const, created_at: now(), updated_at: now() };
  });
  return (await db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
}

async function addInvitations(db: Kysely<DB>, createdBy: number, buildingId: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `pozvany${next()}@example.com`,
    code: `QP-INV-${next()}`,
    created_by: createdBy,
    created_at: now(),
    expires_at: now(),
    is_used: i % 2,
    used_at: null,
    used_by: null,
    grants: JSON.stringify([{ building_id: buildingId, role: 'user' }]),
  }));
  await db.insertInto('invitations').values(rows).execute();
}

/**
 * Counts a list route may run over a table as it stands, each with what keeps it from growing with
 * the history (issue 28 §1). Any other count must count a subquery with a LIMIT (a bounded count:
 * exact up to a cap, then "more than"), or it fails the "counts no history whole" case below.
 */
const BOUNDED_COUNTS: Record<string, string> = {
  gate_events:
    'a filtered gate log page counts only rows newer than the window’s edge (`access_time > ?`, at most PARKING_LOG_WINDOW rows, server/domain/parking/history-query.ts); the unfiltered total is the history_counts row',
  notifications: 'the unread count walks the partial index of unread notifications only (notifications_user_unread), which reading empties',
  documents: 'a building’s documents are a library its staff keep, not a log: no row is added by use',
  users: 'people of the installation, not a log: no row is added by use',
  issue_comments: 'per issue of the page: that one issue’s comments, by issue_comments_issue',
};

/** The tables a statement counts over directly (a `count(` whose FROM is a table, not a limited subquery). */
function countedTables(text: string): string[] {
  if (!/\bcount\(/i.test(text)) return [];
  // the count's own FROM: a subquery ending in a LIMIT bounds it
  const from = /count\([^)]*\)[^(]*?\bfrom\s+(\(|"?(\w+)"?)/i.exec(text);
  if (!from) return [];
  if (from[1] === '(') return /\blimit\s+(\?|\$\d+|\d+)\s*\)\s+as\s/i.test(text) ? [] : ['a subquery without a limit'];
  return [from[2]];
}

/** Statements that carry no plan of their own. */
const isPlannable = (text: string) => /^\s*(select|update|delete|insert|with)\b/i.test(text);

/** Table names behind the aliases of a statement (`"units" as "u"`), for SQLite's plan lines. */
function aliases(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/(?:from|join)\s+"?(\w+)"?(?:\s+as)?\s+"?(\w+)"?/gi)) {
    out.set(m[2], m[1]);
    out.set(m[1], m[1]);
  }
  return out;
}

/** What is wrong with a statement's plan on SQLite: plain scans of data tables, sorts in a temp b-tree. */
async function sqliteProblems(db: Kysely<DB>, q: CompiledQuery): Promise<string[]> {
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
  const names = aliases(q.sql);
  const problems: string[] = [];
  // a subquery's rows, which SQLite runs as a co-routine or materialises and then scans: as many as the subquery yields
  const subqueries = new Set(rows.map((r) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(r.detail)?.[1]).filter(Boolean));
  for (const { detail } of rows) {
    const onlySmall = [...names.values()].every((table) => table in SCANNABLE);
    if (/USE TEMP B-TREE FOR .*ORDER BY/.test(detail) && !onlySmall) problems.push(detail);
    const scan = /^SCAN (\w+)(.*)$/.exec(detail);
    if (scan && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(scan[2])) {
      const table = names.get(scan[1]) ?? scan[1];
      if (!(table in SCANNABLE) && scan[1] !== 'CONSTANT' && !subqueries.has(scan[1])) problems.push(`${detail} (table ${table})`);
    }
  }
  return problems;
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PgNode[];
}

/** What is wrong with a statement's plan on PostgreSQL, with scans and sorts priced out. */
async function postgresProblems(db: Kysely<DB>, q: CompiledQuery): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PgNode }> }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${q.sql}`, [...q.parameters]),
    );
    const problems: string[] = [];
    /** answers the tables scanned at and below the node */
    const walk = (node: PgNode): string[] => {
      const below = (node.Plans ?? []).flatMap(walk);
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && table && !(table in SCANNABLE)) problems.push(`Seq Scan on ${table}`);
      // 'Incremental Sort' too (SQLite's 'USE TEMP B-TREE FOR LAST n TERMS OF ORDER BY'): an index gives part of the order and the rest is sorted per group
      if (/Sort$/.test(node['Node Type']) && below.some((t) => !(t in SCANNABLE))) problems.push(`${node['Node Type']} above ${below.join(', ')}`);
      return table ? [...below, table] : below;
    };
    walk(rows[0]['QUERY PLAN'][0].Plan);
    return problems;
  });
}

describeEngines('list routes: statements per request and their plans', (engine: Engine) => {
  let t: TestApp;
  let ids: Ids;
  let doc: { paths: Record<string, Record<string, unknown>> };
  let seen: CompiledQuery[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
    ids = await idsOf(t);
    doc = t.app.swagger() as unknown as typeof doc;
  });
  afterAll(async () => t?.close());

  /**
   * The statements one request runs: after a first call (one-time work is not counted), the shorter
   * of two calls, as caches that refresh by the clock (the role catalogue) may reload in either.
   */
  async function statementsOf(as: string | null, url: string): Promise<CompiledQuery[]> {
    const headers = await t.as(as);
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode, `${url}: ${first.body.slice(0, 200)}`).toBe(200);
    const runs: CompiledQuery[][] = [];
    for (let i = 0; i < 2; i++) {
      seen = [];
      try {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        runs.push(seen);
      } finally {
        seen = null;
      }
    }
    return runs[0].length <= runs[1].length ? runs[0] : runs[1];
  }

  it('knows every GET operation: a list with a case, or named as no list', () => {
    const gets = Object.entries(doc.paths)
      .filter(([, ops]) => 'get' in ops)
      .map(([p]) => `get ${p}`);
    // a list read differently by another kind of caller has a second case, named 'get /path (who)'
    const operationOf = (k: string) => k.replace(/ \(.+\)$/, '');
    const cased = new Set([...Object.keys(LISTS), ...Object.keys(NOT_LISTS)].map(operationOf));
    expect(gets.filter((k) => !cased.has(k)), 'GET operations without a case here').toEqual([]);
    expect([...cased].filter((k) => !gets.includes(k)), 'cases for no operation').toEqual([]);
  });

  describe.each(Object.entries(LISTS))('%s', (_key, c) => {
    it('runs as many statements for 200 more rows as for 5', async () => {
      // reads only: a write such as a session's last-seen time is made at most once in a while,
      // whatever the rows, and would make the counts differ by the clock
      const reads = async (url: string) => (await statementsOf(c.as, url)).map((q) => q.sql).filter((s) => /^\s*(select|with)\b/i.test(s));
      await c.grow(t.app.db, ids, 5);
      const few: string[][] = [];
      for (const url of c.urls(ids)) few.push(await reads(url));
      await c.grow(t.app.db, ids, 200);
      for (const [i, url] of c.urls(ids).entries()) {
        const many = await reads(url);
        // no statements seen at all would make the counts equal too
        expect(few[i].length, url).toBeGreaterThan(0);
        expect(many.length, `${url}\nfew:\n${few[i].join('\n')}\nmany:\n${many.join('\n')}`).toBe(few[i].length);
      }
    });

    it('has its filter and order served by an index in every statement', async () => {
      const problems: string[] = [];
      let planned = 0;
      for (const url of c.urls(ids)) {
        for (const q of await statementsOf(c.as, url)) {
          if (!isPlannable(q.sql)) continue;
          planned++;
          const found = engine === 'sqlite' ? await sqliteProblems(t.app.db, q) : await postgresProblems(t.app.db, q);
          problems.push(...found.map((p) => `${url}: ${p}\n    ${q.sql}`));
        }
      }
      // no statement looked at would leave no problems too
      expect(planned).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    it('counts no history whole: every count is a counter, a bounded subquery or a table that does not grow by use', async () => {
      const unbounded: string[] = [];
      for (const url of c.urls(ids)) {
        for (const q of await statementsOf(c.as, url)) {
          for (const table of countedTables(q.sql)) if (!(table in BOUNDED_COUNTS)) unbounded.push(`${url}: count over ${table}\n    ${q.sql}`);
        }
      }
      expect(unbounded).toEqual([]);
    });
  });
});

/**
 * The sensor history's two statements name their index (issue 12 §2): one sensor's or a building's
 * readings go by (device_id, at_s), the retention sweep by at_s, whatever else the planner might like.
 */
describeEngines('sensor readings: history by sensor_readings_device_at, retention by sensor_readings_at', (engine: Engine) => {
  let t: TestApp;
  let ids: Ids;
  let seen: CompiledQuery[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
    ids = await idsOf(t);
  });
  afterAll(async () => t?.close());


  /** The statements on sensor_readings that `work` runs. */
  async function readingStatements(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    seen = [];
    try {
      await work();
      return seen.filter((q) => /sensor_readings/.test(q.sql));
    } finally {
      seen = null;
    }
  }

  it('reads one sensor’s and a building’s history by sensor_readings_device_at', async () => {
    const sensor = (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', ids.building.VLT).where('sensor_type', '=', 'temperature').executeTakeFirstOrThrow()).id;
    const headers = await t.as(USERS.tenant);
    for (const url of [`/v1/buildings/${ids.building.VLT}/sensors/${sensor}/history`, `/v1/buildings/${ids.building.VLT}/sensors/heatmap?hours=168`]) {
      const statements = await readingStatements(async () => expect((await t.app.inject({ url, headers })).statusCode).toBe(200));
      expect(statements, url).toHaveLength(1);
      expect(await planOf(t, statements[0]), url).toMatch(/sensor_readings_device_at/);
    }
  });

  it('deletes old readings by sensor_readings_at', async () => {
    const statements = await readingStatements(() => pruneSensorReadings(t.app.db, sensorRetentionCutoff(), 10));
    expect(statements.length).toBeGreaterThanOrEqual(1);
    expect(statements.every((q) => /^\s*delete/i.test(q.sql))).toBe(true);
    expect(await planOf(t, statements[0])).toMatch(/sensor_readings_at\b/);
  });
});

/**
 * The board's issue tile reads open issues only (issue 28 §1): its three statements go by the
 * partial indexes over open issues (migration 021), so the finished ones piling up over the years
 * are never walked.
 */
describeEngines('issue reads by their indexes: the board tile’s open issues, the list by status and priority', (engine: Engine) => {
  let t: TestApp;
  let seen: CompiledQuery[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
  });
  afterAll(async () => t?.close());


  it('pages and counts the list filtered by status and priority off issues_building_status_priority_created (bench:scale found it growing)', async () => {
    const ids = await demoIds(t.app);
    const statements: CompiledQuery[] = (seen = []);
    const res = await t.app.inject({ url: `/v1/buildings/${ids.building.VLT}/issues?status=closed&priority=high`, headers: await t.as(USERS.manager) });
    seen = null;
    expect(res.statusCode, res.body).toBe(200);
    const listing = statements.filter((q) => /from "issues" as "i" where "i"\."building_id" = \S+ and "i"\."status"/.test(q.sql));
    expect(listing).toHaveLength(2);
    for (const q of listing) expect(await planOf(t, q)).toMatch(/issues_building_status_priority_created/);
  });

  it('counts by priority, counts the overdue and takes the most urgent few off the open-issue indexes', async () => {
    const ids = await demoIds(t.app);
    const statements: CompiledQuery[] = (seen = []);
    await issueSummary(t.app.db, ids.building.VLT, '2026-01-01T00:00:00.000Z');
    seen = null;
    expect(statements).toHaveLength(3);
    const plans = await Promise.all(statements.map((q) => planOf(t, q)));
    expect(plans.filter((p) => /issues_open_building_rank/.test(p))).toHaveLength(2);
    expect(plans.filter((p) => /issues_open_building_due/.test(p))).toHaveLength(1);
  });
});

/** Each filter of the audit log walks the index that leads with it (issue 28 §1), not the building's whole log. */
describeEngines('audit filters: each by its own index', (engine: Engine) => {
  let t: TestApp;
  let seen: CompiledQuery[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
  });
  afterAll(async () => t?.close());


  it('walks the action’s, the outcome’s, the unit’s, the person’s and the object’s index, a family one walk per action', async () => {
    const ids = await idsOf(t);
    const headers = await t.as(USERS.buildingAdmin);
    for (const f of AUDIT_FILTERS(ids)) {
      const statements: CompiledQuery[] = (seen = []);
      const res = await t.app.inject({ url: `/v1/buildings/${ids.building.VLT}/audit?${f.query}`, headers });
      seen = null;
      expect(res.statusCode, res.body).toBe(200);
      const audit = statements.filter((q) => /from "audit_log"/.test(q.sql));
      expect(audit.length, f.query).toBeGreaterThan(f.query.endsWith('*') ? 1 : 0);
      for (const q of audit) expect(await planOf(t, q), f.query).toMatch(new RegExp(f.index));
    }
  });
});
