import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOARD_QUERY } from '../../contract/board';
import Ajv from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { created } from './created';
import { RECEPTION_OUTSIDER, receptionEntry, receptionOutsider } from './reception-fixtures';
import { describeEngines, USERS, createTestApp, type TestApp } from './harness';
import { notificationFor } from './notification-fixture';
import { routeShape, servedRoutes } from './route-list';
import { HTML_AS_PNG, multipart, PNG_1PX } from './documents-helpers';
import { tokenFromMail, waitForMail } from './outbox';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { knownPass, testReader } from './qr-helpers';
import { nowIso } from '../../server/lib/time';
import { quietZone, zoneInAlarm } from './fire-helpers';
import { insertAttachmentRow, insertIssueRow } from './issue-fixtures';
import { gatewayKey, sensorOfType } from './sensor-helpers';

/**
 * The OpenAPI document at /v1/docs against the server's real answers: every operation in the
 * document has a case below (a new operation without one fails), each call's status must be
 * documented for its operation and its body must match the documented schema.
 */

type Json = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>>; security: unknown[] };

interface Call {
  as?: string | null;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}
interface Ids {
  building: number;
  unit: number;
  document: number;
  floorplan: number;
  announcement: number;
}
interface Case {
  /** the operation's intended use, by a user who may; `status` is the success expected */
  happy: (t: TestApp, ids: Ids) => Promise<Call & { status: number }>;
  /** input the contract refuses (omitted when the path's id alone is the only input) */
  bad?: (ids: Ids) => Call;
  /** the user for the not-found call (defaults to the global administrator) */
  missingAs?: string;
  /** the not-found call, where no path id names what is missing (it defaults to the happy call with its first path id replaced) */
  missing?: (t: TestApp, ids: Ids) => Promise<Call>;
  /** a caller the route refuses with 403 */
  forbidden?: (ids: Ids) => Call;
  /** a call that conflicts with existing data (409) */
  conflict?: (t: TestApp) => Promise<Call>;
}

const ackUrl = (building: number, zone: number) => `/v1/buildings/${building}/fire-alarm/zones/${zone}/acknowledge`;
const A = USERS.globalAdmin;
const B = USERS.buildingAdmin;
const TENANT = USERS.tenant;
const PASSWORD = 'Heslo1234';
const MISSING = 999_999;

const createDocument = (t: TestApp, ids: Ids) => created(t, `/v1/buildings/${ids.building}/documents`, uploadOf({ title: 'OpenAPI' }));
const createFloorplan = (t: TestApp, ids: Ids) =>
  created(t, `/v1/buildings/${ids.building}/floorplans`, uploadOf({ floor: 1, name: 'OpenAPI plán' }));
const createAnnouncement = (t: TestApp, ids: Ids) =>
  created(t, `/v1/buildings/${ids.building}/announcements`, { payload: { message: 'OpenAPI' } });

/** A pass recorded at the gate by staff: an access-log entry with a photo. */
const gatePass = async (t: TestApp, ids: Ids) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/buildings/${ids.building}/parking/gate-passes`,
    headers: await t.as(B),
    payload: { license_plate: '1AB2345' },
  });
  return res.json().log.log_id as number;
};

const OWNER = USERS.owner;
let openapiPlates = 0;
/** the desk entry each reception close case closed in its happy call (closing it again is the conflict) */
const receptionClosed = { visitors: 0, mail: 0, keys: 0 };

/** The building's demo doors by name; the happy call of the door list fills it for the door cases after it. */
const doors: Record<string, number> = {};
async function doorIds(t: TestApp, building: number) {
  const rows = await t.app.db.selectFrom('devices').select(['id', 'name']).where('building_id', '=', building).where('kind', '=', 'door').execute();
  for (const r of rows) doors[r.name] = r.id;
  return doors;
}
/** Garage G01 of the owner: it has parking (the tenant's 2.03, `ids.unit`, has none). */
const garage = async (t: TestApp) =>
  (await t.app.db.selectFrom('units').select('id').where('unique_id', '=', 'VLT-G01').executeTakeFirstOrThrow()).id;
const platesOf = (building: number, unit: number) => `/v1/buildings/${building}/units/${unit}/license-plates`;
const spacesOf = (building: number, unit: number) => `/v1/buildings/${building}/units/${unit}/parking-spaces`;
const vltId = async (t: TestApp) => (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
/** The tenant's apartment 2.03, which has no parking. */
async function tenantUnitPath(t: TestApp, what: 'license-plates' | 'parking-spaces') {
  const unit = (await t.app.db.selectFrom('units').select('id').where('unique_id', '=', 'VLT-2.03').executeTakeFirstOrThrow()).id;
  return `/v1/buildings/${await vltId(t)}/units/${unit}/${what}`;
}
/** A fresh plate of G01 as its owner: its URL. */
async function createPlate(t: TestApp, ids: Ids): Promise<string> {
  const url = platesOf(ids.building, await garage(t));
  const res = await t.app.inject({ method: 'POST', url, headers: await t.as(OWNER), payload: { license_plate: `OA${++openapiPlates}X` } });
  expect(res.statusCode, res.body).toBe(201);
  return `${url}/${res.json().license_plate.id}`;
}

const qrCodes = (i: Ids) => `/v1/buildings/${i.building}/units/${i.unit}/qr-codes`;
const keysOf = (i: Ids) => `/v1/buildings/${i.building}/device-keys`;
/** The building's reader, made once per app: the bad-input call reuses the happy call's key. */
const readers = new WeakMap<TestApp, { door: number; key: string }>();
let lastReaderKey = '';
async function readerOf(t: TestApp, building: number) {
  let reader = readers.get(t);
  if (!reader) readers.set(t, (reader = await testReader(t, building)));
  lastReaderKey = reader.key;
  return reader;
}
/** The building's sensor gateway key, made once per app. */
const gateways = new WeakMap<TestApp, string>();
let lastGatewayKey = '';
async function gatewayOf(t: TestApp, building: number) {
  let key = gateways.get(t);
  if (!key) gateways.set(t, (key = await gatewayKey(t, building)));
  lastGatewayKey = key;
  return key;
}
/** A tenant of the unit whose own access ends in ten days: a longer guest pass is a conflict. */
async function shortTenant(t: TestApp, unit: number): Promise<string> {
  const email = 'kratky.najem@example.com';
  const exists = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (exists) return email;
  const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', TENANT).executeTakeFirstOrThrow()).password_hash;
  const now = nowIso();
  const { id } = await t.app.db
    .insertInto('users')
    .values({ email, name: 'Krátký Nájem', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('unit_access').values({ user_id: id, unit_id: unit, role: 'tenant', valid_from: null, valid_until: new Date(Date.now() + 10 * 86_400_000).toISOString() }).execute();
  return email;
}

const BUILDING_INFO = {
  details: { type: 'association', construction_year: 1999, reconstruction_year: 2020, floor_count: 5, elevator_count: 1 },
  managers: [{ name: 'Správce', position: 'Správce', email: 'a@example.com', phone: '+420 111 222 333' }],
  emergency_contacts: [{ name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: '' }],
  reception: { is_present: true, location: 'Přízemí', phone: null, email: null, opening_hours: { monday: [{ from: '08:00', to: '12:00' }] } },
};

let invitations = 0;
async function invitation(t: TestApp): Promise<string> {
  const code = `OPENAPI-${++invitations}`;
  await t.app.db
    .insertInto('invitations')
    .values({
      email: null,
      code,
      created_by: null,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      is_used: 0,
      used_at: null,
      used_by: null,
      grants: JSON.stringify([]),
    })
    .execute();
  return code;
}

/** A user made by the global admin for the admin cases that change or end an account. */
let adminUsers = 0;
async function freshUser(t: TestApp): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: await t.as(A),
    payload: { name: 'OpenAPI Uživatel', email: `openapi.user${++adminUsers}@example.com`, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
/** A new user who is a member of the building and a tenant of the unit. */
async function memberOf(t: TestApp, ids: Ids): Promise<number> {
  const user = await freshUser(t);
  const headers = await t.as(A);
  for (const url of [`/v1/users/${user}/memberships/buildings/${ids.building}`, `/v1/users/${user}/memberships/units/${ids.unit}`]) {
    const res = await t.app.inject({ method: 'PUT', url, headers, payload: { role: url.includes('/units/') ? 'tenant' : 'user' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}
const forumOf = (i: Ids) => `/v1/buildings/${i.building}/forum`;
/** ids the forbidden cases name (set by forumPost): a post of the tenant's, a topic and a post of the building admin's */
let openapiForumPost = MISSING;
let openapiForumTopic = MISSING;
let openapiStaffPost = MISSING;
/** A topic and a post in it, both by `as`. */
async function forumPost(t: TestApp, ids: Ids, as: string): Promise<{ topic: number; post: number }> {
  const headers = await t.as(as);
  const topic = await t.app.inject({ method: 'POST', url: `${forumOf(ids)}/topics`, headers, payload: { title: 'OpenAPI téma', content: 'Text' } });
  expect(topic.statusCode, topic.body).toBe(201);
  const topicId = topic.json().data.topic.id as number;
  const post = await t.app.inject({ method: 'POST', url: `${forumOf(ids)}/topics/${topicId}/posts`, headers, payload: { content: 'Příspěvek' } });
  expect(post.statusCode, post.body).toBe(201);
  const postId = post.json().data.post.id as number;
  if (as === TENANT) [openapiForumPost, openapiForumTopic] = [postId, topicId];
  else openapiStaffPost = postId;
  return { topic: topicId, post: postId };
}
const technician = async (t: TestApp) => (await t.app.db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow()).id;
async function assignedRole(t: TestApp, ids: Ids): Promise<{ user: number; userRole: number }> {
  const user = await freshUser(t);
  const res = await t.app.inject({ method: 'POST', url: `/v1/users/${user}/roles`, headers: await t.as(A), payload: { role_id: await technician(t), building_id: ids.building } });
  return { user, userRole: res.json().permissions.inherited[0].user_role_id as number };
}
async function directGrant(t: TestApp, ids: Ids): Promise<{ user: number; assignment: number }> {
  const user = await freshUser(t);
  const res = await t.app.inject({ method: 'POST', url: `/v1/users/${user}/permissions`, headers: await t.as(A), payload: { permission_code: 'door:open', building_id: ids.building } });
  return { user, assignment: res.json().permissions.direct[0].assignment_id as number };
}
async function adminInvitation(t: TestApp, ids: Ids): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/invitations/create', headers: await t.as(A), payload: { email: 'openapi.invite@example.com', buildings: [{ building_id: ids.building }] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const CASES: Record<string, Case> = {
  'get /v1/users': {
    happy: async () => ({ as: A, url: '/v1/users?search=example&sort=email&order=desc&page=1&per_page=5', status: 200 }),
    bad: () => ({ as: A, url: '/v1/users?sort=heslo' }),
    forbidden: () => ({ as: TENANT, url: '/v1/users' }),
  },
  'post /v1/users': {
    happy: async () => ({ as: A, url: '/v1/users', payload: { name: 'OpenAPI Nový', email: 'openapi.novy@example.com', password: PASSWORD }, status: 201 }),
    bad: () => ({ as: A, url: '/v1/users', payload: { name: '', email: 'x', password: PASSWORD } }),
    forbidden: () => ({ as: B, url: '/v1/users', payload: { name: 'X', email: 'openapi.x@example.com', password: PASSWORD } }),
    conflict: async () => ({ as: A, url: '/v1/users', payload: { name: 'Dvojník', email: TENANT, password: PASSWORD } }),
  },
  'get /v1/users/{id}': {
    happy: async (t) => ({ as: A, url: `/v1/users/${await freshUser(t)}`, status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1' }),
  },
  'put /v1/users/{id}': {
    happy: async (t) => ({ as: A, url: `/v1/users/${await freshUser(t)}`, payload: { name: 'OpenAPI Upravený', phone: null }, status: 200 }),
    bad: () => ({ as: A, url: '/v1/users/1', payload: { email: 'neni-mail' } }),
    forbidden: () => ({ as: B, url: '/v1/users/1', payload: { name: 'X' } }),
    conflict: async (t) => ({ as: A, url: `/v1/users/${await freshUser(t)}`, payload: { email: TENANT } }),
  },
  'post /v1/users/{id}/deactivate': {
    happy: async (t) => ({ as: A, url: `/v1/users/${await freshUser(t)}/deactivate`, status: 200 }),
    forbidden: () => ({ as: B, url: '/v1/users/1/deactivate' }),
    conflict: async (t) => {
      const self = (await t.app.db.selectFrom('users').select('id').where('email', '=', A).executeTakeFirstOrThrow()).id;
      return { as: A, url: `/v1/users/${self}/deactivate` };
    },
  },
  'post /v1/users/{id}/activate': {
    happy: async (t) => ({ as: A, url: `/v1/users/${await freshUser(t)}/activate`, status: 200 }),
    forbidden: () => ({ as: B, url: '/v1/users/1/activate' }),
  },
  'get /v1/auth/invitations': {
    happy: async () => ({ as: A, url: '/v1/auth/invitations', status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/auth/invitations' }),
  },
  'post /v1/auth/invitations/create': {
    happy: async (_t, i) => ({ as: B, url: '/v1/auth/invitations/create', payload: { email: 'openapi.pozvany@example.com', expires_in_hours: 24, buildings: [{ building_id: i.building, role: 'user' }] }, status: 201 }),
    bad: (i) => ({ as: A, url: '/v1/auth/invitations/create', payload: { email: 'openapi.pozvany@example.com', expires_in_hours: 0, buildings: [{ building_id: i.building }] } }),
    forbidden: (i) => ({ as: TENANT, url: '/v1/auth/invitations/create', payload: { email: 'openapi.pozvany@example.com', buildings: [{ building_id: i.building }] } }),
  },
  'delete /v1/auth/invitations/{id}': {
    happy: async (t, i) => ({ as: A, url: `/v1/auth/invitations/${await adminInvitation(t, i)}`, status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/auth/invitations/1' }),
    conflict: async (t) => {
      const used = await t.app.db.selectFrom('invitations').select('id').where('is_used', '=', 1).executeTakeFirst();
      const id = used?.id ?? (await t.app.db.selectFrom('invitations').select('id').executeTakeFirstOrThrow()).id;
      await t.app.db.updateTable('invitations').set({ is_used: 1 }).where('id', '=', id).execute();
      return { as: A, url: `/v1/auth/invitations/${id}` };
    },
  },
  'get /v1/roles': {
    happy: async () => ({ as: B, url: '/v1/roles', status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/roles' }),
  },
  'get /v1/roles/available-permissions': {
    happy: async () => ({ as: B, url: '/v1/roles/available-permissions', status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/roles/available-permissions' }),
  },
  'get /v1/users/{id}/permissions': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${(await directGrant(t, i)).user}/permissions?include_inherited=true`, status: 200 }),
    bad: () => ({ as: A, url: '/v1/users/1/permissions?include_inherited=maybe' }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/permissions' }),
  },
  'post /v1/users/{id}/roles': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await freshUser(t)}/roles`, payload: { role_id: await technician(t), building_id: i.building, valid_from: '2026-01-01', valid_until: null }, status: 201 }),
    bad: () => ({ as: A, url: '/v1/users/1/roles', payload: { role_id: 0 } }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/roles', payload: { role_id: 1 } }),
  },
  'delete /v1/users/{id}/roles/{userRoleId}': {
    happy: async (t, i) => {
      const { user, userRole } = await assignedRole(t, i);
      return { as: A, url: `/v1/users/${user}/roles/${userRole}`, status: 200 };
    },
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/roles/1' }),
  },
  'get /v1/users/{id}/memberships': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await memberOf(t, i)}/memberships`, status: 200 }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/memberships' }),
  },
  'put /v1/users/{id}/memberships/buildings/{buildingId}': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await freshUser(t)}/memberships/buildings/${i.building}`, payload: { role: 'manager' }, status: 200 }),
    bad: (i) => ({ as: A, url: `/v1/users/1/memberships/buildings/${i.building}`, payload: { role: 'owner' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/users/1/memberships/buildings/${i.building}`, payload: { role: 'user' } }),
  },
  'delete /v1/users/{id}/memberships/buildings/{buildingId}': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await memberOf(t, i)}/memberships/buildings/${i.building}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/users/1/memberships/buildings/${i.building}` }),
  },
  'put /v1/users/{id}/memberships/units/{unitId}': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await freshUser(t)}/memberships/units/${i.unit}`, payload: { role: 'guest', valid_until: '2099-12-31' }, status: 200 }),
    bad: (i) => ({ as: A, url: `/v1/users/1/memberships/units/${i.unit}`, payload: { role: 'guest', valid_from: '2026-02-01', valid_until: '2026-01-01' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/users/1/memberships/units/${i.unit}`, payload: { role: 'guest' } }),
  },
  'delete /v1/users/{id}/memberships/units/{unitId}': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await memberOf(t, i)}/memberships/units/${i.unit}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/users/1/memberships/units/${i.unit}` }),
  },
  'post /v1/users/{id}/permissions': {
    happy: async (t, i) => ({ as: A, url: `/v1/users/${await freshUser(t)}/permissions`, payload: { permission_code: 'board:view', building_id: i.building, is_granted: false }, status: 201 }),
    bad: () => ({ as: A, url: '/v1/users/1/permissions', payload: {} }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/permissions', payload: { permission_code: 'door:open' } }),
  },
  'patch /v1/users/{id}/permissions/{assignmentId}': {
    happy: async (t, i) => {
      const { user, assignment } = await directGrant(t, i);
      return { as: A, url: `/v1/users/${user}/permissions/${assignment}`, payload: { is_granted: false, valid_until: '2099-01-01' }, status: 200 };
    },
    bad: () => ({ as: A, url: '/v1/users/1/permissions/1', payload: { permission_code: 'door:open' } }),
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/permissions/1', payload: { is_granted: false } }),
  },
  'delete /v1/users/{id}/permissions/{assignmentId}': {
    happy: async (t, i) => {
      const { user, assignment } = await directGrant(t, i);
      return { as: A, url: `/v1/users/${user}/permissions/${assignment}`, status: 200 };
    },
    forbidden: () => ({ as: TENANT, url: '/v1/users/1/permissions/1' }),
  },
  'post /v1/buildings/{id}/units/{unitId}/qr-codes': {
    happy: async (_t, i) => ({ as: TENANT, url: qrCodes(i), payload: { emails: ['openapi.qr@example.org'] }, status: 201 }),
    bad: (i) => ({ as: TENANT, url: qrCodes(i), payload: { emails: ['not an e-mail'] } }),
    // a guest pass past the creator's own access to the unit
    conflict: async (t) => {
      const i = { building: await vltId(t), unit: (await t.app.db.selectFrom('units').select('id').where('unique_id', '=', 'VLT-2.03').executeTakeFirstOrThrow()).id } as Ids;
      return {
        as: await shortTenant(t, i.unit),
        url: qrCodes(i),
        payload: { emails: ['openapi.qr@example.org'], access_type: 'time_limited', valid_from: nowIso(), valid_to: '2099-01-01T00:00:00Z' },
      };
    },
  },
  'get /v1/buildings/{id}/units/{unitId}/qr-codes': { happy: async (_t, i) => ({ as: TENANT, url: qrCodes(i), status: 200 }) },
  'post /v1/buildings/{id}/units/{unitId}/qr-codes/deactivate': {
    happy: async (_t, i) => ({ as: TENANT, url: `${qrCodes(i)}/deactivate`, payload: { email: 'openapi.qr@example.org' }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `${qrCodes(i)}/deactivate`, payload: {} }),
  },
  // a code of digits only, so the table's missing-id call swaps it for an unknown one
  'get /v1/qr-passes/{code}': {
    happy: async (t, i) => ({ as: null, url: `/v1/qr-passes/${await knownPass(t, i.unit, '12345678901234567890123456789012')}`, status: 200 }),
    // no input error here (a malformed code is no pass: 404); the limits test repeats this call
    bad: () => ({ as: null, url: '/v1/qr-passes/abc' }),
  },
  'post /v1/devices/qr/scan': {
    happy: async (t, i) => {
      const reader = await readerOf(t, i.building);
      return { as: null, url: '/v1/devices/qr/scan', headers: { 'x-device-key': reader.key }, payload: { qr_code: 'x'.repeat(32), door_id: reader.door }, status: 200 };
    },
    bad: () => ({ as: null, url: '/v1/devices/qr/scan', headers: { 'x-device-key': lastReaderKey }, payload: { qr_code: '', door_id: 'x' } }),
  },
  'get /v1/buildings/{id}/device-keys': {
    happy: async (_t, i) => ({ as: B, url: keysOf(i), status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: keysOf(i) }),
  },
  'post /v1/buildings/{id}/device-keys': {
    happy: async (_t, i) => ({ as: B, url: keysOf(i), payload: { label: 'OpenAPI' }, status: 201 }),
    bad: (i) => ({ as: B, url: keysOf(i), payload: { label: 42 } }),
    forbidden: (i) => ({ as: TENANT, url: keysOf(i), payload: {} }),
  },
  'delete /v1/buildings/{id}/device-keys/{keyId}': {
    happy: async (t, i) => ({ as: B, url: `${keysOf(i)}/${await created(t, keysOf(i), { payload: {} })}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `${keysOf(i)}/1` }),
  },
  'get /v1/buildings/{id}/audit': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/audit`, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/audit?limit=0` }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/audit` }),
  },
  'get /v1/buildings/{id}/audit/export': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/audit/export`, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/audit/export?outcome=maybe` }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/audit/export` }),
  },
  'post /v1/buildings/{id}/proxy': {
    happy: async (_t, i) => ({
      as: A,
      url: `/v1/buildings/${i.building}/proxy`,
      payload: { endpoint: `api/v1/parking/units/${i.unit}/license-plates`, method: 'GET' },
      status: 200,
    }),
    bad: (i) => ({ as: A, url: `/v1/buildings/${i.building}/proxy`, payload: { endpoint: '../admin', method: 'GET' } }),
    // the mapped route refuses: a resident may not create parking spaces
    forbidden: (i) => ({
      as: TENANT,
      url: `/v1/buildings/${i.building}/proxy`,
      payload: { endpoint: `api/v1/parking/units/${i.unit}/parking-spaces`, method: 'POST', body: { name: 'Moje' } },
    }),
    // the mapped route conflicts: the tenant's unit has no parking
    conflict: async (t) => {
      const path = await tenantUnitPath(t, 'license-plates');
      const [, building, unit] = /buildings\/(\d+)\/units\/(\d+)/.exec(path)!;
      return {
        as: TENANT,
        url: `/v1/buildings/${building}/proxy`,
        payload: { endpoint: `api/v1/parking/units/${unit}/license-plates`, method: 'POST', body: { license_plate: 'OD1X' } },
      };
    },
  },
  'post /v1/auth/login/email': {
    happy: async () => ({ as: null, url: '/v1/auth/login/email', payload: { email: TENANT, password: DEMO_PASSWORD }, status: 200 }),
    bad: () => ({ as: null, url: '/v1/auth/login/email', payload: { email: 42 } }),
  },
  'post /v1/auth/register': {
    happy: async (t) => ({
      as: null,
      url: '/v1/auth/register',
      payload: { invitation_code: await invitation(t), email: 'openapi@example.com', name: 'Open Api', phone: '+420 777 000 111', password: PASSWORD },
      status: 201,
    }),
    bad: () => ({ as: null, url: '/v1/auth/register', payload: { email: 'x' } }),
    // a valid invitation, but the address is a demo user's
    conflict: async (t) => ({
      as: null,
      url: '/v1/auth/register',
      payload: { invitation_code: await invitation(t), email: TENANT, name: 'Open Api', phone: '+420 777 000 111', password: PASSWORD },
    }),
  },
  'post /v1/auth/invitations/check': {
    happy: async (t) => ({ as: null, url: '/v1/auth/invitations/check', payload: { invitation_code: await invitation(t) }, status: 200 }),
    bad: () => ({ as: null, url: '/v1/auth/invitations/check', payload: { invitation_code: 42 } }),
  },
  'post /v1/auth/logout': {
    happy: async (t) => {
      const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: TENANT, password: DEMO_PASSWORD } });
      return { url: '/v1/auth/logout', headers: { authorization: `Bearer ${login.json().access_token}` }, status: 200 };
    },
  },
  'get /v1/users/me': { happy: async () => ({ as: TENANT, url: '/v1/users/me', status: 200 }) },
  'patch /v1/users/me': {
    happy: async () => ({ as: TENANT, url: '/v1/users/me', payload: { name: 'Jana Nájemníková' }, status: 200 }),
    bad: () => ({ as: TENANT, url: '/v1/users/me', payload: { name: '' } }),
  },
  'get /v1/users/me/settings': { happy: async () => ({ as: TENANT, url: '/v1/users/me/settings', status: 200 }) },
  'patch /v1/users/me/settings': {
    happy: async () => ({ as: TENANT, url: '/v1/users/me/settings', payload: { theme: 'dark' }, status: 200 }),
    bad: () => ({ as: TENANT, url: '/v1/users/me/settings', payload: { theme: 'purple' } }),
  },
  'post /v1/users/password/reset': {
    happy: async () => ({ as: null, url: '/v1/users/password/reset', payload: { email: USERS.owner }, status: 200 }),
    bad: () => ({ as: null, url: '/v1/users/password/reset', payload: {} }),
  },
  'post /v1/users/password/reset/confirm': {
    happy: async (t) => {
      await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: USERS.otherBuilding } });
      const token = tokenFromMail(await waitForMail(t.config.dataDir, USERS.otherBuilding));
      return { as: null, url: '/v1/users/password/reset/confirm', payload: { token, new_password: PASSWORD }, status: 200 };
    },
    bad: () => ({ as: null, url: '/v1/users/password/reset/confirm', payload: { token: 'x' } }),
  },
  'get /v1/buildings/{id}/info': { happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/info`, status: 200 }) },
  'put /v1/buildings/{id}/info': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/info`, payload: BUILDING_INFO, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/info`, payload: { details: 'x' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/info`, payload: BUILDING_INFO }),
  },
  'get /v1/buildings/{id}/public-info': {
    happy: async (_t, i) => ({ as: null, url: `/v1/buildings/${i.building}/public-info`, status: 200 }),
  },
  'get /v1/buildings/{id}/image': { happy: async (_t, i) => ({ as: null, url: `/v1/buildings/${i.building}/image`, status: 200 }) },
  'get /v1/buildings/{id}/floorplans': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans?floor=abc` }),
  },
  'post /v1/buildings/{id}/floorplans': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans`, ...uploadOf({ floor: 2, name: 'Plán' }), status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans`, ...uploadOf({ floor: 'x', name: 'Plán' }) }),
    missingAs: B,
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans`, ...uploadOf({ floor: 2, name: 'Plán' }) }),
  },
  'patch /v1/buildings/{id}/floorplans/{planId}': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}`, payload: { name: 'Nový' }, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}`, payload: { floor: 'x' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}`, payload: { name: 'x' } }),
  },
  'delete /v1/buildings/{id}/floorplans/{planId}': {
    happy: async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans/${await createFloorplan(t, i)}`, status: 204 }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}` }),
  },
  'get /v1/buildings/{id}/floorplans/{planId}/file': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}/file`, status: 200 }),
  },
  'get /v1/units/my': {
    happy: async () => ({ as: TENANT, url: '/v1/units/my', status: 200 }),
    bad: () => ({ as: TENANT, url: '/v1/units/my?building_id=abc' }),
  },
  'get /v1/units/{id}': { happy: async (_t, i) => ({ as: TENANT, url: `/v1/units/${i.unit}`, status: 200 }) },
  'get /v1/buildings/{id}/units': { happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/units`, status: 200 }) },
  'patch /v1/buildings/{buildingId}/units/{unitId}': {
    happy: async (_t, i) => ({
      as: TENANT,
      url: `/v1/buildings/${i.building}/units/${i.unit}`,
      payload: { features: { doorbell: { enabled: true, name: 'Nájemník' } } },
      status: 200,
    }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/units/${i.unit}`, payload: { maintenance_note: 5 } }),
    missingAs: B,
    // the maintenance note is the building staff's
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/units/${i.unit}`, payload: { maintenance_note: 'x' } }),
  },
  'get /v1/buildings/{id}/documents/categories': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents/categories`, status: 200 }),
  },
  'get /v1/buildings/{id}/documents': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents?category_id=abc` }),
  },
  'post /v1/buildings/{id}/documents': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/documents`, ...uploadOf({ title: 'Řád' }), status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/documents`, ...uploadOf({ visibility: 'everyone' }) }),
    missingAs: B,
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents`, ...uploadOf({ title: 'Řád' }) }),
  },
  'get /v1/buildings/{id}/documents/{docId}': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents/${i.document}`, status: 200 }),
  },
  'patch /v1/buildings/{id}/documents/{docId}': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/documents/${i.document}`, payload: { title: 'Nový' }, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/documents/${i.document}`, payload: { title: '' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents/${i.document}`, payload: { title: 'x' } }),
  },
  'delete /v1/buildings/{id}/documents/{docId}': {
    happy: async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/documents/${await createDocument(t, i)}`, status: 204 }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents/${i.document}` }),
  },
  'get /v1/buildings': { happy: async () => ({ as: TENANT, url: '/v1/buildings', status: 200 }) },
  'get /v1/buildings/{id}': { happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}`, status: 200 }) },
  ...Object.fromEntries(
    ['utilities/cleaning', 'cleaning'].flatMap((base) => [
      [`get /v1/buildings/{id}/${base}/events`, { happy: async (_t: TestApp, i: Ids) => ({ as: TENANT, url: `/v1/buildings/${i.building}/${base}/events?limit=3`, status: 200 }), bad: (i: Ids) => ({ as: TENANT, url: `/v1/buildings/${i.building}/${base}/events?limit=0` }) }],
      [`get /v1/buildings/{id}/${base}/stats`, { happy: async (_t: TestApp, i: Ids) => ({ as: TENANT, url: `/v1/buildings/${i.building}/${base}/stats?year=2025&month=3`, status: 200 }), bad: (i: Ids) => ({ as: TENANT, url: `/v1/buildings/${i.building}/${base}/stats?year=2019&month=1` }) }],
    ]),
  ),
  'post /v1/buildings/{id}/utilities/cleaning/event': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/utilities/cleaning/event`, payload: { action: 'record', started_at: '2025-03-03T07:00:00Z', finished_at: '2025-03-03T08:00:00Z' }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/utilities/cleaning/event`, payload: { action: 'pause' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/cleaning/event`, payload: { action: 'start' } }),
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      const url = `/v1/buildings/${building}/utilities/cleaning/event`;
      await t.app.inject({ method: 'POST', url, headers: await t.as(B), payload: { action: 'start' } });
      return { as: B, url, payload: { action: 'start' } };
    },
  },
  // the reception desk (issue 15 §2): lists for the desk and the unit's people (403 for a member with neither),
  // writes for the desk (a tenant is refused even for their own unit's entry), closing twice and lending a lent key 409
  ...Object.fromEntries(
    (['visitors', 'mail', 'keys'] as const).map((register) => [
      `get /v1/buildings/{id}/reception/${register}`,
      {
        happy: async (t: TestApp, i: Ids) => {
          await receptionOutsider(t, i.building);
          return { as: TENANT, url: `/v1/buildings/${i.building}/reception/${register}?status=all&limit=5`, status: 200 };
        },
        bad: (i: Ids) => ({ as: TENANT, url: `/v1/buildings/${i.building}/reception/${register}?status=waiting` }),
        forbidden: (i: Ids) => ({ as: RECEPTION_OUTSIDER, url: `/v1/buildings/${i.building}/reception/${register}` }),
      },
    ]),
  ),
  'post /v1/buildings/{id}/reception/visitors': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/visitors`, payload: { name: 'OpenAPI host', unit_id: i.unit }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/visitors`, payload: { unit_id: i.unit } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/reception/visitors`, payload: { name: 'Můj host', unit_id: i.unit } }),
  },
  'post /v1/buildings/{id}/reception/mail': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/mail`, payload: { unit_id: i.unit, type: 'letter' }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/mail`, payload: { unit_id: i.unit, type: 'crate' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/reception/mail`, payload: { unit_id: i.unit, type: 'letter' } }),
  },
  'post /v1/buildings/{id}/reception/keys': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/keys`, payload: { key_id: 'OpenAPI klíč', borrower: 'Technik' }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/keys`, payload: { borrower: 'Technik' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/reception/keys`, payload: { key_id: 'Můj klíč', borrower: 'Já' } }),
    // the happy call's key is still out
    conflict: async (t) => ({ as: B, url: `/v1/buildings/${await vltId(t)}/reception/keys`, payload: { key_id: 'OpenAPI klíč', borrower: 'Jiný' } }),
  },
  ...Object.fromEntries(
    ([
      ['visitors', 'check-out'],
      ['mail', 'collect'],
      ['keys', 'return'],
    ] as const).map(([register, action]) => {
      const url = (building: number, id: number) => `/v1/buildings/${building}/reception/${register}/${id}/${action}`;
      return [
        `post /v1/buildings/{id}/reception/${register}/{entryId}/${action}`,
        {
          happy: async (t: TestApp, i: Ids) => ({ as: B, url: url(i.building, (receptionClosed[register] = await receptionEntry(t, i.building, register, i.unit))), payload: {}, status: 200 }),
          bad: (i: Ids) => ({ as: B, url: url(i.building, receptionClosed[register]), payload: { at: 'včera' } }),
          // the tenant reads the entry of their unit, but closing is the desk's
          forbidden: (i: Ids) => ({ as: TENANT, url: url(i.building, receptionClosed[register]), payload: {} }),
          conflict: async (t: TestApp) => ({ as: B, url: url(await vltId(t), receptionClosed[register]), payload: {} }),
        },
      ];
    }),
  ),
  'get /v1/notifications': {
    happy: async () => ({ as: TENANT, url: '/v1/notifications?unread=true&limit=5', status: 200 }),
    bad: () => ({ as: TENANT, url: '/v1/notifications?limit=0' }),
  },
  'get /v1/notifications/unread-count': { happy: async () => ({ as: TENANT, url: '/v1/notifications/unread-count', status: 200 }) },
  'post /v1/notifications/read-all': { happy: async () => ({ as: TENANT, url: '/v1/notifications/read-all', status: 200 }) },
  'post /v1/notifications/{id}/read': {
    happy: async (t) => ({ as: TENANT, url: `/v1/notifications/${await notificationFor(t, TENANT)}/read`, status: 200 }),
  },
  'get /v1/buildings/{id}/forum/topics': {
    happy: async (_t, i) => ({ as: TENANT, url: `${forumOf(i)}/topics?limit=5`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `${forumOf(i)}/topics?limit=0` }),
  },
  'post /v1/buildings/{id}/forum/topics': {
    happy: async (_t, i) => ({ as: TENANT, url: `${forumOf(i)}/topics`, payload: { title: 'OpenAPI', content: 'Text' }, status: 201 }),
    bad: (i) => ({ as: TENANT, url: `${forumOf(i)}/topics`, payload: { title: ' ', content: 'Text' } }),
  },
  'get /v1/buildings/{id}/forum/topics/{topicId}': {
    happy: async (t, i) => ({ as: TENANT, url: `${forumOf(i)}/topics/${(await forumPost(t, i, B)).topic}`, status: 200 }),
  },
  'post /v1/buildings/{id}/forum/topics/{topicId}/posts': {
    happy: async (t, i) => {
      const { topic, post } = await forumPost(t, i, B);
      return { as: TENANT, url: `${forumOf(i)}/topics/${topic}/posts`, payload: { content: 'Odpověď', parent_post_id: post }, status: 201 };
    },
    bad: (i) => ({ as: TENANT, url: `${forumOf(i)}/topics/1/posts`, payload: { content: '' } }),
  },
  'put /v1/buildings/{id}/forum/posts/{postId}': {
    happy: async (t, i) => ({ as: TENANT, url: `${forumOf(i)}/posts/${(await forumPost(t, i, TENANT)).post}`, payload: { content: 'Opraveno' }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `${forumOf(i)}/posts/1`, payload: { content: '' } }),
    forbidden: (i) => ({ as: B, url: `${forumOf(i)}/posts/${openapiForumPost}`, payload: { content: 'Cizí' } }),
  },
  'delete /v1/buildings/{id}/forum/posts/{postId}': {
    happy: async (t, i) => ({ as: B, url: `${forumOf(i)}/posts/${(await forumPost(t, i, TENANT)).post}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `${forumOf(i)}/posts/${openapiStaffPost}` }),
  },
  'post /v1/buildings/{id}/forum/topics/{topicId}/pin': {
    happy: async (t, i) => ({ as: B, url: `${forumOf(i)}/topics/${(await forumPost(t, i, TENANT)).topic}/pin`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `${forumOf(i)}/topics/${openapiForumTopic}/pin` }),
  },
  'post /v1/buildings/{id}/forum/topics/{topicId}/subscribe': {
    happy: async (t, i) => ({ as: TENANT, url: `${forumOf(i)}/topics/${(await forumPost(t, i, B)).topic}/subscribe`, status: 200 }),
  },
  'post /v1/buildings/{id}/forum/topics/{topicId}/unsubscribe': {
    happy: async (t, i) => ({ as: TENANT, url: `${forumOf(i)}/topics/${(await forumPost(t, i, TENANT)).topic}/unsubscribe`, status: 200 }),
  },
  'get /v1/buildings/{id}/announcements': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements`, status: 200 }),
  },
  'post /v1/buildings/{id}/announcements': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements`, payload: { message: 'Ahoj' }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements`, payload: { message: '' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements`, payload: { message: 'Ahoj' } }),
  },
  'get /v1/buildings/{id}/announcements/{announcementId}': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, status: 200 }),
  },
  'put /v1/buildings/{id}/announcements/{announcementId}': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { message: 'Nové' }, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { message: 7 } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { message: 'x' } }),
  },
  'patch /v1/buildings/{id}/announcements/{announcementId}': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { importance: 'high' }, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { importance: 'huge' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements/${i.announcement}`, payload: { importance: 'low' } }),
  },
  'get /v1/buildings/{id}/units/{unitId}/parking-history': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/units/${i.unit}/parking-history?search=1a`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/units/${i.unit}/parking-history?page=0` }),
  },
  'get /v1/buildings/{id}/parking/history': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/history?from_date=2025-01-01`, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/history?per_page=1000` }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/parking/history` }),
  },
  'get /v1/buildings/{id}/parking/access-logs/{logId}/image': {
    happy: async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/access-logs/${await gatePass(t, i)}/image`, status: 200 }),
  },
  'post /v1/buildings/{id}/parking/access-check': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/parking/access-check`, payload: { license_plate: '1AB2345', unit_id: i.unit }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/parking/access-check`, payload: { license_plate: '1AB2345', unit_id: 'x' } }),
  },
  'post /v1/buildings/{id}/parking/gate-passes': {
    happy: async (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/gate-passes`, payload: { license_plate: '1AB2345', direction: 'reverse' }, status: 201 }),
    bad: (i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/gate-passes`, payload: { license_plate: '1AB 2345 XYZ' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/parking/gate-passes`, payload: { license_plate: '1AB2345' } }),
  },
  'delete /v1/buildings/{id}/announcements/{announcementId}': {
    happy: async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/announcements/${await createAnnouncement(t, i)}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements/${i.announcement}` }),
  },
  'get /v1/buildings/{id}/units/{unitId}/license-plates': {
    happy: async (t, i) => ({ as: OWNER, url: platesOf(i.building, await garage(t)), status: 200 }),
  },
  'post /v1/buildings/{id}/units/{unitId}/license-plates': {
    happy: async (t, i) => ({ as: OWNER, url: platesOf(i.building, await garage(t)), payload: { license_plate: `OB${++openapiPlates}X` }, status: 201 }),
    bad: (i) => ({ as: TENANT, url: platesOf(i.building, i.unit), payload: { license_plate: '123456789' } }),
    // 2.03 has no parking
    conflict: async (t) => ({ as: TENANT, url: await tenantUnitPath(t, 'license-plates'), payload: { license_plate: 'OD1X' } }),
  },
  'put /v1/buildings/{id}/units/{unitId}/license-plates/{plateId}': {
    happy: async (t, i) => ({ as: OWNER, url: await createPlate(t, i), payload: { license_plate: `OC${++openapiPlates}X`, name: 'Auto' }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `${platesOf(i.building, i.unit)}/1`, payload: { license_plate: 'AB-12' } }),
    // onto 1.01's permanent plate, active in the building
    conflict: async (t) => ({ as: OWNER, url: await createPlate(t, { building: await vltId(t) } as Ids), payload: { license_plate: '1AB2345' } }),
  },
  'delete /v1/buildings/{id}/units/{unitId}/license-plates/{plateId}': {
    happy: async (t, i) => ({ as: OWNER, url: await createPlate(t, i), status: 200 }),
  },
  'get /v1/buildings/{id}/units/{unitId}/parking-spaces': {
    happy: async (t, i) => ({ as: OWNER, url: spacesOf(i.building, await garage(t)), status: 200 }),
  },
  'post /v1/buildings/{id}/units/{unitId}/parking-spaces': {
    happy: async (t, i) => ({ as: B, url: spacesOf(i.building, await garage(t)), payload: { name: 'OpenAPI stání' }, status: 201 }),
    bad: (i) => ({ as: B, url: spacesOf(i.building, i.unit), payload: { name: '' } }),
    forbidden: (i) => ({ as: TENANT, url: spacesOf(i.building, i.unit), payload: { name: 'Moje' } }),
    conflict: async (t) => ({ as: B, url: await tenantUnitPath(t, 'parking-spaces'), payload: { name: 'Bez parkování' } }),
  },
  'get /v1/buildings/{id}/license-plates': {
    happy: async (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/license-plates?search=1ab`, status: 200 }),
    bad: (i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/license-plates?search=${'A'.repeat(40)}` }),
  },
  'get /v1/buildings/{id}/doors': {
    happy: async (t, i) => (await doorIds(t, i.building), { as: TENANT, url: `/v1/buildings/${i.building}/doors`, status: 200 }),
  },
  'post /v1/buildings/{id}/doors/{doorId}/toggle': {
    happy: async (t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/doors/${(await doorIds(t, i.building))['Hlavní vchod']}/toggle`, payload: {}, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/doors/${doors['Hlavní vchod']}/toggle`, payload: ['open'] }),
    // the tenant's 2.03 has no parking: the garage door is not theirs to open
    forbidden: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/doors/${doors['Vrata garáže']}/toggle`, payload: {} }),
  },
  'get /v1/buildings/{id}/fire-alarm': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/fire-alarm`, status: 200 }),
  },
  'post /v1/buildings/{id}/utilities/fire-alarm': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/fire-alarm`, payload: { endpoint: 'zones', method: 'GET' }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/fire-alarm`, payload: { endpoint: 'api/latest-data', method: 'GET' } }),
  },
  // the board's GraphQL endpoint: the building admin's own building; an empty query is refused; a
  // building that does not exist is a 404 with graphql's errors beside the message
  'post /v1/graphql': {
    happy: async (_t, i) => ({ as: B, url: '/v1/graphql', payload: { query: BOARD_QUERY, variables: { buildingId: i.building } }, status: 200 }),
    bad: () => ({ as: B, url: '/v1/graphql', payload: { query: '' } }),
    missing: async () => ({ as: B, url: '/v1/graphql', payload: { query: BOARD_QUERY, variables: { buildingId: MISSING } } }),
  },
  'get /v1/fire-alarm/active': {
    happy: async (t, i) => (await zoneInAlarm(t, i.building), { as: TENANT, url: '/v1/fire-alarm/active', status: 200 }),
  },
  // the panel: no session, its building's device key; the table's missing-id call swaps the zone for an unknown one
  'post /v1/devices/fire/zones/{zoneId}': {
    happy: async (t, i) => {
      const reader = await readerOf(t, i.building);
      return { as: null, url: `/v1/devices/fire/zones/${await quietZone(t, i.building)}`, headers: { 'x-device-key': reader.key }, payload: { status: 3 }, status: 200 };
    },
    bad: () => ({ as: null, url: '/v1/devices/fire/zones/1', headers: { 'x-device-key': lastReaderKey }, payload: { status: 'alarm' } }),
  },
  'get /v1/buildings/{id}/sensors': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors?location_type=garage`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors?location_type=roof` }),
  },
  'get /v1/buildings/{id}/sensors/heatmap': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/heatmap?data_type=co&hours=12`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/heatmap?hours=169` }),
  },
  'get /v1/buildings/{id}/sensors/garage': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/garage`, status: 200 }),
  },
  'get /v1/buildings/{id}/sensors/{sensorId}/history': {
    happy: async (t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/${await sensorOfType(t, i.building, 'combined')}/history?hours=6`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/1/history?hours=0` }),
  },
  'post /v1/buildings/{id}/sensor-proxy': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensor-proxy`, payload: { endpoint: 'api/heatmap-data', method: 'GET', params: { hours: 2 } }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensor-proxy`, payload: { endpoint: '../api/latest-data', method: 'GET' } }),
  },
  'post /v1/buildings/{id}/utilities/sensors': {
    happy: async (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/sensors`, payload: { endpoint: 'api/latest-data', method: 'GET' }, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/sensors`, payload: { endpoint: 'api/latest-data', method: 'POST' } }),
  },
  'post /v1/devices/sensors/readings': {
    happy: async (t, i) => ({
      as: null,
      url: '/v1/devices/sensors/readings',
      headers: { 'x-device-key': await gatewayOf(t, i.building) },
      payload: { readings: [{ sensor_id: await sensorOfType(t, i.building, 'door'), state: 'open' }] },
      status: 200,
    }),
    bad: () => ({ as: null, url: '/v1/devices/sensors/readings', headers: { 'x-device-key': lastGatewayKey }, payload: { readings: [] } }),
    // a sensor of no building of the key's
    missing: async (t, i) => ({ as: null, url: '/v1/devices/sensors/readings', headers: { 'x-device-key': await gatewayOf(t, i.building) }, payload: { readings: [{ sensor_id: MISSING, value: 1 }] } }),
  },
  'post /v1/buildings/{id}/fire-alarm/zones/{zoneId}/acknowledge': {
    happy: async (t, i) => ({ as: B, url: ackUrl(i.building, await zoneInAlarm(t, i.building)), payload: { note: 'Planý poplach' }, status: 200 }),
    bad: (i) => ({ as: B, url: ackUrl(i.building, 1), payload: { note: ' ' } }),
    forbidden: (i) => ({ as: TENANT, url: ackUrl(i.building, 1), payload: { note: 'Vidím kouř' } }),
    // a zone that is OK: nothing to acknowledge
    conflict: async (t) => {
      const building = await vltId(t);
      return { as: B, url: ackUrl(building, await quietZone(t, building)), payload: { note: 'Planý poplach' } };
    },
  },
  'post /v1/buildings/{id}/issues/{issueId}/status': {
    happy: async (t, i) => ({ as: B, url: issueUrl(i.building, await newIssue(t, i), '/status'), payload: { status: 'in_progress' }, status: 200 }),
    bad: (i) => ({ as: B, url: issueUrl(i.building, issueIds.last, '/status'), payload: { status: 'fixed' } }),
    forbidden: (i) => ({ as: TENANT, url: issueUrl(i.building, issueIds.last, '/status'), payload: { status: 'resolved' } }),
    // new → closed is not in the table
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      return { as: B, url: issueUrl(building, await newIssue(t, { building } as Ids), '/status'), payload: { status: 'closed', reason: 'Hotovo' } };
    },
  },
  'post /v1/buildings/{id}/issues/{issueId}/assign': {
    happy: async (t, i) => ({ as: B, url: issueUrl(i.building, await newIssue(t, i), '/assign'), payload: { assignee_id: await userId(t, B) }, status: 200 }),
    bad: (i) => ({ as: B, url: issueUrl(i.building, issueIds.last, '/assign'), payload: { assignee_id: 'spravce' } }),
    forbidden: (i) => ({ as: TENANT, url: issueUrl(i.building, issueIds.last, '/assign'), payload: { assignee_id: null } }),
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      return { as: B, url: issueUrl(building, await newIssue(t, { building } as Ids, 'resolved'), '/assign'), payload: { assignee_id: null } };
    },
  },
  'post /v1/buildings/{id}/issues/{issueId}/comments': {
    happy: async (t, i) => ({ as: TENANT, url: issueUrl(i.building, await newIssue(t, i), '/comments'), payload: { content: 'Také to vidím' }, status: 201 }),
    bad: (i) => ({ as: TENANT, url: issueUrl(i.building, issueIds.last, '/comments'), payload: { content: '   ' } }),
    // an internal note from a resident
    forbidden: (i) => ({ as: TENANT, url: issueUrl(i.building, issueIds.last, '/comments'), payload: { content: 'Tajné', is_internal: true } }),
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      return { as: TENANT, url: issueUrl(building, await newIssue(t, { building } as Ids, 'closed'), '/comments'), payload: { content: 'Pozdě' } };
    },
  },
  'post /v1/buildings/{id}/issues/{issueId}/attachments': {
    happy: async (t, i) => ({ as: TENANT, url: issueUrl(i.building, await newIssue(t, i), '/attachments'), ...uploadOf({}), status: 201 }),
    // an HTML page named .png: refused by its content
    bad: (i) => ({ as: TENANT, url: issueUrl(i.building, issueIds.last, '/attachments'), ...htmlUpload() }),
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      return { as: TENANT, url: issueUrl(building, await newIssue(t, { building } as Ids, 'closed'), '/attachments'), ...uploadOf({}) };
    },
  },
  'get /v1/buildings/{id}/issues/{issueId}/attachments/{attId}/download': {
    happy: async (t, i) => ({ as: TENANT, url: `${await issueAttachment(t, i)}/download`, status: 200 }),
  },
  'delete /v1/buildings/{id}/issues/{issueId}/attachments/{attId}': {
    happy: async (t, i) => ({ as: B, url: await issueAttachment(t, i), status: 200 }),
    // the owner uploaded it; another resident may not delete it
    forbidden: () => ({ as: TENANT, url: lastAttachment }),
    conflict: async (t) => {
      const building = (await t.app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
      lastAttachment = await issueAttachment(t, { building } as Ids);
      // the uploader, once the issue is finished
      await t.app.db.updateTable('issues').set({ status: 'resolved' }).where('id', '=', issueIds.last).execute();
      return { as: OWNER, url: lastAttachment };
    },
  },
  'get /v1/buildings/{id}/issues': {
    happy: async (_t, i) => ({ as: TENANT, url: `${issuesOf(i)}?status=new&sort_by=due_at`, status: 200 }),
    bad: (i) => ({ as: TENANT, url: `${issuesOf(i)}?status=open` }),
  },
  'post /v1/buildings/{id}/issues': {
    happy: async (_t, i) => ({ as: TENANT, url: issuesOf(i), ...issueOf({ title: 'Kape voda', description: 'Ve sklepě' }), status: 201 }),
    bad: (i) => ({ as: TENANT, url: issuesOf(i), ...issueOf({ title: '', description: 'Ve sklepě' }) }),
  },
  'get /v1/buildings/{id}/issues/categories': { happy: async (_t, i) => ({ as: TENANT, url: `${issuesOf(i)}/categories`, status: 200 }) },
  'get /v1/buildings/{id}/issues/assignees': { happy: async (_t, i) => ({ as: TENANT, url: `${issuesOf(i)}/assignees`, status: 200 }) },
  'get /v1/buildings/{id}/issues/export.csv': {
    happy: async (_t, i) => ({ as: B, url: `${issuesOf(i)}/export.csv?priority=high`, status: 200 }),
    bad: (i) => ({ as: B, url: `${issuesOf(i)}/export.csv?priority=urgent` }),
    forbidden: (i) => ({ as: TENANT, url: `${issuesOf(i)}/export.csv` }),
  },
  'get /v1/buildings/{id}/issues/{issueId}': {
    happy: async (t, i) => ({ as: TENANT, url: `${issuesOf(i)}/${(openapiIssue = await adminIssue(t, i))}`, status: 200 }),
  },
  'patch /v1/buildings/{id}/issues/{issueId}': {
    happy: async (t, i) => ({ as: B, url: `${issuesOf(i)}/${(openapiIssue = await adminIssue(t, i))}`, payload: { priority: 'high' }, status: 200 }),
    bad: (i) => ({ as: B, url: `${issuesOf(i)}/${openapiIssue}`, payload: { title: '' } }),
    forbidden: (i) => ({ as: TENANT, url: `${issuesOf(i)}/${openapiIssue}`, payload: { title: 'Moje' } }),
  },
  'delete /v1/buildings/{id}/issues/{issueId}': {
    happy: async (t, i) => ({ as: B, url: `${issuesOf(i)}/${await adminIssue(t, i)}`, status: 200 }),
    forbidden: (i) => ({ as: TENANT, url: `${issuesOf(i)}/${openapiIssue}` }),
  },
  'post /v1/units/{id}/set-parking': {
    happy: async (_t, i) => ({ as: B, url: `/v1/units/${i.unit}/set-parking`, payload: { has_parking: false }, status: 200 }),
    bad: (i) => ({ as: B, url: `/v1/units/${i.unit}/set-parking`, payload: { has_parking: 'no' } }),
    forbidden: (i) => ({ as: TENANT, url: `/v1/units/${i.unit}/set-parking`, payload: { has_parking: true } }),
  },
};

/** The issues each case writes itself (the create route is not needed): the latest by purpose. */
const issueIds = { last: 0 };
const userId = async (t: TestApp, email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const issueUrl = (building: number, issueId: number, rest: string) => `/v1/buildings/${building}/issues/${issueId}${rest}`;
const newIssue = async (t: TestApp, i: Ids, status: 'new' | 'resolved' | 'closed' = 'new', createdBy: string | null = OWNER) =>
  (issueIds.last = await insertIssueRow(t, { building: i.building, status, created_by: createdBy ? await userId(t, createdBy) : null }));
const issueAttachment = async (t: TestApp, i: Ids, status: 'new' | 'resolved' = 'new') => {
  const issue = await newIssue(t, i, status);
  return issueUrl(i.building, issue, `/attachments/${await insertAttachmentRow(t, issue, await userId(t, OWNER), PNG_1PX.content)}`);
};

let lastAttachment = '';
function htmlUpload() {
  const form = multipart({}, HTML_AS_PNG);
  return { payload: form.payload, headers: form.headers };
}
/** An issue report: its data as JSON, a photo among the repeated `attachments`. */
function issueOf(data: unknown) {
  const form = multipart({ data: JSON.stringify(data) }, [PNG_1PX], 'attachments');
  return { payload: form.payload, headers: form.headers };
}
const issuesOf = (i: Ids) => `/v1/buildings/${i.building}/issues`;
/** A building issue reported by the building admin: the tenant sees it but may not change it. */
const adminIssue = async (t: TestApp, i: Ids) => created(t, issuesOf(i), issueOf({ title: 'OpenAPI', description: 'Popis' }));
let openapiIssue = 0;

function uploadOf(fields: Record<string, string | number>) {
  const form = multipart(fields, PNG_1PX);
  return { payload: form.payload, headers: form.headers };
}

describeEngines('OpenAPI document against real answers', (engine) => {
  let t: TestApp;
  let doc: Doc;
  let ids: Ids;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    doc = t.app.swagger() as unknown as Doc;
    routes.push(...servedRoutes(t.app).map((r) => ({ method: r.method, url: routeShape(r.url) })));
    const units = (await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: await t.as(TENANT) })).json().units;
    const partial = { building: units[0].building.id as number, unit: units[0].id as number } as Ids;
    partial.document = await createDocument(t, partial);
    partial.floorplan = await createFloorplan(t, partial);
    partial.announcement = await createAnnouncement(t, partial);
    ids = partial;
  });
  afterAll(async () => t?.close());

  const send = async (method: string, call: Call): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: method.toUpperCase() as InjectOptions['method'],
      url: call.url,
      headers: { ...(call.as ? await t.as(call.as) : {}), ...call.headers },
      payload: call.payload,
    });

  /** the status must be documented and the body must have the documented shape */
  function expectDocumented(op: Operation, key: string, res: LightMyRequestResponse) {
    const documented = op.responses[String(res.statusCode)];
    expect(documented, `${key} answered ${res.statusCode} (${res.body.slice(0, 200)}), not documented`).toBeDefined();
    const content = documented.content;
    if (!content) {
      expect(res.body, `${key} ${res.statusCode} documents no body`).toBe('');
      expect(res.headers['content-type'], `${key} ${res.statusCode} documents no content type`).toBeUndefined();
      return;
    }
    const json = content['application/json'];
    if (!json?.schema) return; // a file: any bytes
    expect(res.headers['content-type'], `${key} ${res.statusCode} ${res.body.slice(0, 100)}`).toContain('application/json');
    const validate = ajv.compile(json.schema);
    expect(validate(res.json()), `${key} ${res.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  it('has a case for every documented operation, and no case for one it lacks', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.filter((k) => !CASES[k])).toEqual([]);
    expect(Object.keys(CASES).filter((k) => !documented.includes(k))).toEqual([]);
  });

  it('documents every route the app serves, except health and the docs themselves', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${routeShape(p)}`)),
    );
    const served = routes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/v1/'))
      // hidden on purpose: the health probes and the documentation itself
      .filter((r) => r.url !== '/v1/health' && r.url !== '/v1/health/live' && !r.url.startsWith('/v1/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('serves this document at /v1/docs/json without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('marks exactly the public routes as needing no session', () => {
    const publicOps = Object.entries(doc.paths)
      .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m} ${p}`, op })))
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0)
      .map(({ key }) => key)
      .sort();
    expect(publicOps).toEqual(
      [
        'post /v1/auth/login/email',
        'post /v1/auth/register',
        'post /v1/auth/invitations/check',
        'post /v1/users/password/reset',
        'post /v1/users/password/reset/confirm',
        'get /v1/buildings/{id}/public-info',
        'get /v1/buildings/{id}/image',
        // a pass's own page: holding the code is the right to see it
        'get /v1/qr-passes/{code}',
        // the QR reader and the fire panel: no session, their device key (X-Device-Key) instead
        'post /v1/devices/qr/scan',
        'post /v1/devices/fire/zones/{zoneId}',
        'post /v1/devices/sensors/readings',
      ].sort(),
    );
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('documents uploads as multipart with a binary file part', () => {
    for (const p of ['/v1/buildings/{id}/documents', '/v1/buildings/{id}/floorplans']) {
      const body = doc.paths[p].post.requestBody!;
      expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
      const schema = body.content['multipart/form-data'].schema as { properties: Json; required: string[] };
      expect(schema.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));
      expect(schema.required).toContain('file');
    }
    expect(Object.keys((doc.paths['/v1/buildings/{id}/floorplans'].post.requestBody!.content['multipart/form-data'].schema as { properties: Json }).properties)).toEqual(
      expect.arrayContaining(['floor', 'name', 'access_level']),
    );
  });

  it('answers every operation as documented: happy path, anonymous, bad input, missing id, forbidden', async () => {
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method} ${p}`;
        const c = CASES[key];
        const happy = await c.happy(t, ids);
        const res = await send(method, happy);
        expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(happy.status);
        expectDocumented(op, key, res);

        const isPublic = Array.isArray(op.security) && op.security.length === 0;
        if (!isPublic) {
          const anon = await send(method, { ...happy, as: null, headers: { ...happy.headers, authorization: '' } });
          expect(anon.statusCode, key).toBe(401);
          expectDocumented(op, key, anon);
        }
        if (op.responses['400']) {
          expect(c.bad ?? op.parameters?.some((x) => x.in === 'path'), `${key} documents 400 but has no bad-input case`).toBeTruthy();
          const bad = c.bad ? c.bad(ids) : { ...happy, url: happy.url.replace(/\/\d+(?=\/|$)/, '/abc') };
          const refused = await send(method, bad);
          // a malformed path id may be refused as 400 or, like any unknown id, as 404
          expect(c.bad ? [400] : [400, 404], `${key}: ${refused.body}`).toContain(refused.statusCode);
          expectDocumented(op, key, refused);
        }
        if (op.responses['404']) {
          const missingCall = c.missing ? await c.missing(t, ids) : { ...happy, as: c.missingAs ?? A, url: happy.url.replace(/\/\d+(?=[/?]|$)/, `/${MISSING}`) };
          const missing = await send(method, missingCall);
          expect(missing.statusCode, `${key}: ${missing.body}`).toBe(404);
          expectDocumented(op, key, missing);
        }
        if (op.responses['403']) {
          expect(c.forbidden, `${key} documents 403 but has no forbidden case`).toBeDefined();
        }
        if (op.responses['409']) expect(c.conflict, `${key} documents 409 but has no conflict case`).toBeDefined();
        if (c.conflict) {
          const refused = await send(method, await c.conflict(t));
          expect(refused.statusCode, `${key}: ${refused.body}`).toBe(409);
          expectDocumented(op, key, refused);
        }
        if (c.forbidden) {
          const refused = await send(method, c.forbidden(ids));
          expect(refused.statusCode, `${key}: ${refused.body}`).toBe(403);
          expectDocumented(op, key, refused);
        }
      }
    }
  });
});

/** 413 and 429 need limits the main app does not have: two attempts a minute, uploads of 64 bytes. */
describeEngines('OpenAPI document against limits', (engine) => {
  let t: TestApp;
  let doc: Doc;
  let ids: Ids;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: { max: 2, windowMs: 60_000 }, graphqlRateLimit: { max: 2, windowMs: 60_000 }, maxUploadBytes: 64 });
    doc = t.app.swagger() as unknown as Doc;
    // the two sign-ins the limit allows, before the login bucket is walked below
    const units = (await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: await t.as(TENANT) })).json().units;
    await t.tokenFor(B);
    ids = { building: units[0].building.id, unit: units[0].id, document: 0, floorplan: 0, announcement: 0 };
  });
  afterAll(async () => t?.close());

  it('answers 413 and 429 only where documented, with the error body', async () => {
    const ajv = new Ajv({ strict: false });
    const limited = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        // every body can be over the body limit (413); the uploads' file limit is what this app lowers
        .filter(([, op]) => (op.responses['413'] && op.requestBody?.content['multipart/form-data']) || op.responses['429'])
        .map(([m, op]) => ({ key: `${m} ${p}`, method: m, op })),
    );
    expect(limited.length).toBeGreaterThanOrEqual(6);
    for (const { key, method, op } of limited) {
      // an upload's happy call (its PNG is over 64 bytes); a rate-limited route's bad input thrice
      // (refused input counts as an attempt, and needs no mail or invitation)
      const expected = op.responses['413'] && op.requestBody?.content['multipart/form-data'] ? 413 : 429;
      const c = CASES[key];
      const call = expected === 413 ? await c.happy(t, ids) : c.bad!(ids);
      const headers = { ...(call.as ? await t.as(call.as) : {}), ...call.headers };
      const attempt = () =>
        t.app.inject({ method: method.toUpperCase() as InjectOptions['method'], url: call.url, headers, payload: call.payload });
      let res = await attempt();
      for (let i = 0; expected === 429 && i < 2; i++) res = await attempt();
      expect(res.statusCode, `${key}: ${res.body}`).toBe(expected);
      const validate = ajv.compile(op.responses[String(expected)].content!['application/json'].schema!);
      expect(validate(res.json()), key).toBe(true);
    }
  });
});
