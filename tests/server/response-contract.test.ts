import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOARD_QUERY } from '../../contract/board';
import type { InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';
import { created } from './created';
import { receptionEntry } from './reception-fixtures';
import { describeEngines, USERS, createTestApp, demoIds, type TestApp } from './harness';
import { notificationFor } from './notification-fixture';
import { multipart, PNG_1PX } from './documents-helpers';
import { tokenFromMail, waitForMail } from './outbox';
import { DEMO_INVITATION_CODE, DEMO_PASSWORD } from '../../server/demo/seed';
import { fastSerializerOf } from '../../server/lib/serializer';
import { issueKey, knownPass, testReader } from './qr-helpers';
import { quietZone, zoneInAlarm } from './fire-helpers';
import { insertAttachmentRow, insertIssueRow } from './issue-fixtures';
import { gatewayKey, sensorOfType } from './sensor-helpers';

/**
 * Every answer matches its contract: each route the app serves with a 2xx zod response schema is
 * called here once, successfully, by a demo user who sees the most of it (staff see maintenance
 * notes), and the body sent must be exactly what the route's zod schema makes of it: no unknown
 * key, no missing field, no coerced value. A route added without a case below fails.
 *
 * The answers are written by serializers compiled from these schemas (server/lib/serializer.ts);
 * under tests each answer is also checked by zod as it is written, and this file checks what
 * reached the client, including the JSON SQLite builds itself for GET /units/my.
 */

type Ids = Record<'building' | 'unit' | 'document' | 'floorplan' | 'announcement', number>;
interface Call {
  as: string | null;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  status: number;
  /** an array in the answer (a dotted path for a nested one) that must not be empty, so its rows are checked too */
  rows?: string;
}
type Case = (t: TestApp, ids: Ids) => Promise<Call> | Call;

const { globalAdmin: A, buildingAdmin: B, owner: OWNER, tenant: TENANT } = USERS;

const upload = (fields: Record<string, string | number>) => multipart(fields, PNG_1PX);
/** An issue report (its data as JSON, a photo attached). */
const issueForm = (data: object) => multipart({ data: JSON.stringify(data) }, [PNG_1PX], 'attachments');
/** A demo issue by its title. */
const demoIssue = async (t: TestApp, title: string) => (await t.app.db.selectFrom('issues').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;


const plates = (i: Ids) => `/v1/buildings/${i.building}/units/${i.unit}/license-plates`;
const spaceOf = async (t: TestApp, unit: number) =>
  (await t.app.db.selectFrom('parking_spaces').select('id').where('unit_id', '=', unit).orderBy('id').executeTakeFirstOrThrow()).id;
/** A fresh plate of the unit, added by its owner: its id. */
async function plateOf(t: TestApp, i: Ids, plate: string) {
  const res = await t.app.inject({ method: 'POST', url: plates(i), headers: await t.as(OWNER), payload: { license_plate: plate } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().license_plate.id as number;
}

const ackUrl = (i: Ids, zone: number) => `/v1/buildings/${i.building}/fire-alarm/zones/${zone}/acknowledge`;

/** A demo door of the building by name. */
const doorOf = async (t: TestApp, building: number, name: string) =>
  (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', building).where('kind', '=', 'door').where('name', '=', name).executeTakeFirstOrThrow()).id;
const toggleUrl = async (t: TestApp, i: Ids, name: string) => `/v1/buildings/${i.building}/doors/${await doorOf(t, i.building, name)}/toggle`;

const userIdOf = async (t: TestApp, email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/**
 * An issue of the building with something in every list of its detail: an attachment, a public and
 * an internal comment, its history (the staff caller reads them all): its URL.
 */
async function fullIssue(t: TestApp, i: Ids, status: 'new' | 'in_progress' = 'new') {
  const owner = await userIdOf(t, OWNER);
  const id = await insertIssueRow(t, { building: i.building, status, location_type: 'unit', unit_id: i.unit, created_by: owner, assigned_to: await userIdOf(t, B) });
  await insertAttachmentRow(t, id, owner, PNG_1PX.content);
  for (const is_internal of [0, 1]) {
    await t.app.db.insertInto('issue_comments').values({ issue_id: id, user_id: owner, content: 'Smlouva', is_internal, created_at: new Date().toISOString() }).execute();
  }
  return { id, url: `/v1/buildings/${i.building}/issues/${id}` };
}

/** A user the global admin makes for the cases that change an account or its access: its id. */
let madeUsers = 0;
async function madeUser(t: TestApp): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/users', headers: await t.as(A), payload: { name: 'Kontrakt', email: `kontrakt${++madeUsers}@example.com`, password: 'Heslo1234' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const roleIdOf = async (t: TestApp, code: string) => (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
/** A user with a technician role and a direct grant in the building, so both lists have rows. */
async function userWithAccess(t: TestApp, i: Ids) {
  const user = await madeUser(t);
  const headers = await t.as(A);
  const role = await t.app.inject({ method: 'POST', url: `/v1/users/${user}/roles`, headers, payload: { role_id: await roleIdOf(t, 'TECHNICIAN'), building_id: i.building } });
  const grant = await t.app.inject({ method: 'POST', url: `/v1/users/${user}/permissions`, headers, payload: { permission_code: 'door:open', building_id: i.building, valid_from: '2026-01-01' } });
  return { user, userRole: role.json().permissions.inherited[0].user_role_id as number, assignment: grant.json().permissions.direct[0].assignment_id as number };
}

/** A topic of the tenant's with a post of theirs and a reply to it, so the thread has nesting. */
async function forumThread(t: TestApp, i: Ids) {
  const headers = await t.as(TENANT);
  const base = `/v1/buildings/${i.building}/forum/topics`;
  const topic = (await t.app.inject({ method: 'POST', url: base, headers, payload: { title: 'Kontrakt', content: 'Text' } })).json().data.topic.id as number;
  const post = (await t.app.inject({ method: 'POST', url: `${base}/${topic}/posts`, headers, payload: { content: 'První' } })).json().data.post.id as number;
  await t.app.inject({ method: 'POST', url: `${base}/${topic}/posts`, headers, payload: { content: 'Vnořená', parent_post_id: post } });
  return { topic, post };
}

const CASES: Record<string, Case> = {
  'GET /v1/users': () => ({ as: A, url: '/v1/users?per_page=100', status: 200, rows: 'users' }),
  'POST /v1/users': () => ({ as: A, url: '/v1/users', payload: { name: 'Nový Uživatel', email: 'kontrakt.novy@example.com', phone: '+420 600 000 000', password: 'Heslo1234', global_role: 'user' }, status: 201 }),
  'GET /v1/users/:id': async (t) => ({ as: A, url: `/v1/users/${await userIdOf(t, OWNER)}`, status: 200 }),
  'PUT /v1/users/:id': async (t) => ({ as: A, url: `/v1/users/${await madeUser(t)}`, payload: { name: 'Upravený', phone: '+420 1' }, status: 200 }),
  'POST /v1/users/:id/deactivate': async (t) => ({ as: A, url: `/v1/users/${await madeUser(t)}/deactivate`, status: 200 }),
  'POST /v1/users/:id/activate': async (t) => ({ as: A, url: `/v1/users/${await madeUser(t)}/activate`, status: 200 }),
  'GET /v1/auth/invitations': () => ({ as: A, url: '/v1/auth/invitations', status: 200, rows: 'data.invitations' }),
  'POST /v1/auth/invitations/create': (_t, i) => ({
    as: A,
    url: '/v1/auth/invitations/create',
    payload: { email: 'kontrakt.pozvany@example.com', buildings: [{ building_id: i.building, role: 'manager', permission_role: 'TECHNICIAN', units: [{ unit_id: i.unit, role: 'guest' }] }] },
    status: 201,
  }),
  'DELETE /v1/auth/invitations/:id': async (t, i) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/invitations/create', headers: await t.as(A), payload: { email: 'kontrakt.smazany@example.com', buildings: [{ building_id: i.building }] } });
    return { as: A, url: `/v1/auth/invitations/${res.json().id}`, status: 200 };
  },
  'GET /v1/roles': () => ({ as: B, url: '/v1/roles', status: 200, rows: 'roles' }),
  'GET /v1/roles/available-permissions': () => ({ as: B, url: '/v1/roles/available-permissions', status: 200, rows: 'permissions' }),
  'GET /v1/users/:id/permissions': async (t, i) => ({ as: A, url: `/v1/users/${(await userWithAccess(t, i)).user}/permissions?include_inherited=true`, status: 200, rows: 'permissions.inherited' }),
  'POST /v1/users/:id/roles': async (t, i) => ({ as: A, url: `/v1/users/${await madeUser(t)}/roles`, payload: { role_id: await roleIdOf(t, 'UNIT_OWNER'), unit_id: i.unit, valid_from: '2026-01-01', valid_until: '2099-12-31' }, status: 201, rows: 'permissions.inherited' }),
  'DELETE /v1/users/:id/roles/:userRoleId': async (t, i) => {
    const { user, userRole } = await userWithAccess(t, i);
    return { as: A, url: `/v1/users/${user}/roles/${userRole}`, status: 200 };
  },
  'GET /v1/users/:id/memberships': async (t) => ({ as: A, url: `/v1/users/${await userIdOf(t, OWNER)}/memberships`, status: 200, rows: 'units' }),
  'PUT /v1/users/:id/memberships/buildings/:buildingId': async (t, i) => ({ as: A, url: `/v1/users/${await madeUser(t)}/memberships/buildings/${i.building}`, payload: { role: 'user' }, status: 200, rows: 'buildings' }),
  'DELETE /v1/users/:id/memberships/buildings/:buildingId': async (t, i) => {
    const user = await madeUser(t);
    await t.app.inject({ method: 'PUT', url: `/v1/users/${user}/memberships/buildings/${i.building}`, headers: await t.as(A), payload: { role: 'user' } });
    return { as: A, url: `/v1/users/${user}/memberships/buildings/${i.building}`, status: 200 };
  },
  'PUT /v1/users/:id/memberships/units/:unitId': async (t, i) => ({ as: A, url: `/v1/users/${await madeUser(t)}/memberships/units/${i.unit}`, payload: { role: 'owner', valid_from: '2026-01-01' }, status: 200, rows: 'units' }),
  'DELETE /v1/users/:id/memberships/units/:unitId': async (t, i) => {
    const user = await madeUser(t);
    await t.app.inject({ method: 'PUT', url: `/v1/users/${user}/memberships/units/${i.unit}`, headers: await t.as(A), payload: { role: 'guest' } });
    return { as: A, url: `/v1/users/${user}/memberships/units/${i.unit}`, status: 200 };
  },
  'POST /v1/users/:id/permissions': async (t, i) => ({ as: A, url: `/v1/users/${await madeUser(t)}/permissions`, payload: { permission_code: 'board:view', building_id: i.building, is_granted: false }, status: 201, rows: 'permissions.direct' }),
  'PATCH /v1/users/:id/permissions/:assignmentId': async (t, i) => {
    const { user, assignment } = await userWithAccess(t, i);
    return { as: A, url: `/v1/users/${user}/permissions/${assignment}`, payload: { is_granted: false }, status: 200, rows: 'permissions.direct' };
  },
  'DELETE /v1/users/:id/permissions/:assignmentId': async (t, i) => {
    const { user, assignment } = await userWithAccess(t, i);
    return { as: A, url: `/v1/users/${user}/permissions/${assignment}`, status: 200 };
  },
  'POST /v1/buildings/:id/issues/:issueId/status': async (t, i) => ({
    as: B,
    url: `${(await fullIssue(t, i)).url}/status`,
    payload: { status: 'waiting', reason: 'Čeká na díl' },
    status: 200,
  }),
  'POST /v1/buildings/:id/issues/:issueId/assign': async (t, i) => ({ as: B, url: `${(await fullIssue(t, i)).url}/assign`, payload: { assignee_id: null }, status: 200 }),
  'POST /v1/buildings/:id/issues/:issueId/comments': async (t, i) => ({
    as: B,
    url: `${(await fullIssue(t, i)).url}/comments`,
    payload: { content: 'Interní', is_internal: true },
    status: 201,
  }),
  'POST /v1/buildings/:id/issues/:issueId/attachments': async (t, i) => {
    const form = upload({});
    return { as: OWNER, url: `${(await fullIssue(t, i)).url}/attachments`, payload: form.payload, headers: form.headers, status: 201 };
  },
  'DELETE /v1/buildings/:id/issues/:issueId/attachments/:attId': async (t, i) => {
    const { id, url } = await fullIssue(t, i);
    const att = await t.app.db.selectFrom('issue_attachments').select('id').where('issue_id', '=', id).executeTakeFirstOrThrow();
    return { as: OWNER, url: `${url}/attachments/${att.id}`, status: 200 };
  },
  'POST /v1/auth/login/email': () => ({ as: null, url: '/v1/auth/login/email', payload: { email: TENANT, password: DEMO_PASSWORD }, status: 200 }),
  'POST /v1/auth/register': () => ({
    as: null,
    url: '/v1/auth/register',
    payload: { invitation_code: DEMO_INVITATION_CODE, email: 'smlouva@example.com', name: 'Smlouva', phone: '+420 777 000 222', password: 'Heslo2026' },
    status: 201,
  }),
  'POST /v1/auth/invitations/check': () => ({ as: null, url: '/v1/auth/invitations/check', payload: { invitation_code: DEMO_INVITATION_CODE }, status: 200 }),
  'POST /v1/auth/logout': async (t) => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: OWNER, password: DEMO_PASSWORD } });
    return { as: null, url: '/v1/auth/logout', headers: { authorization: `Bearer ${login.json().access_token}` }, status: 200 };
  },
  'GET /v1/users/me': () => ({ as: B, url: '/v1/users/me', status: 200, rows: 'buildings' }),
  'PATCH /v1/users/me': () => ({ as: TENANT, url: '/v1/users/me', payload: { name: 'Jana Nájemníková', phone: null }, status: 200 }),
  'GET /v1/users/me/settings': () => ({ as: TENANT, url: '/v1/users/me/settings', status: 200 }),
  'PATCH /v1/users/me/settings': () => ({ as: TENANT, url: '/v1/users/me/settings', payload: { theme: 'dark' }, status: 200 }),
  'POST /v1/users/password/reset': () => ({ as: null, url: '/v1/users/password/reset', payload: { email: OWNER }, status: 200 }),
  'POST /v1/users/password/reset/confirm': async (t) => {
    await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: USERS.otherBuilding } });
    const token = tokenFromMail(await waitForMail(t.config.dataDir, USERS.otherBuilding));
    return { as: null, url: '/v1/users/password/reset/confirm', payload: { token, new_password: 'Heslo2026' }, status: 200 };
  },
  'GET /v1/buildings': () => ({ as: A, url: '/v1/buildings', status: 200, rows: 'buildings' }),
  'GET /v1/buildings/:id': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}`, status: 200 }),
  'GET /v1/buildings/:id/audit': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/audit?limit=200`, status: 200, rows: 'entries' }),
  'GET /v1/buildings/:id/info': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/info`, status: 200 }),
  'GET /v1/buildings/:id/public-info': (_t, i) => ({ as: null, url: `/v1/buildings/${i.building}/public-info`, status: 200 }),
  'PUT /v1/buildings/:id/info': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/info`,
    payload: {
      details: { type: 'association', construction_year: 1999, reconstruction_year: null, floor_count: 5, elevator_count: 1 },
      managers: [{ name: 'Správce', position: 'Správce', email: 'a@example.com', phone: null }],
      emergency_contacts: [{ name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: '' }],
      reception: { is_present: true, location: 'Přízemí', phone: null, email: null, opening_hours: { monday: [{ from: '08:00', to: '12:00' }] } },
    },
    status: 200,
  }),
  'GET /v1/units/my': () => ({ as: OWNER, url: '/v1/units/my', status: 200, rows: 'units' }),
  'GET /v1/units/:id': (_t, i) => ({ as: B, url: `/v1/units/${i.unit}`, status: 200 }),
  'GET /v1/buildings/:id/units': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/units`, status: 200, rows: 'units' }),
  'PATCH /v1/buildings/:buildingId/units/:unitId': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/units/${i.unit}`,
    payload: { features: { doorbell: { enabled: true, name: 'Vlastník' } } },
    status: 200,
  }),
  'GET /v1/buildings/:id/documents/categories': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/documents/categories`, status: 200, rows: 'data' }),
  'GET /v1/buildings/:id/documents': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/documents`, status: 200, rows: 'data' }),
  'POST /v1/buildings/:id/documents': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/documents`, ...upload({ title: 'Řád' }), status: 201 }),
  'PATCH /v1/buildings/:id/documents/:docId': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/documents/${i.document}`,
    payload: { title: 'Nový', description: null },
    status: 200,
  }),
  'DELETE /v1/buildings/:id/documents/:docId': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/documents/${await created(t, `/v1/buildings/${i.building}/documents`, upload({ title: 'Pryč' }))}`,
    status: 204,
  }),
  'GET /v1/buildings/:id/floorplans': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans`, status: 200, rows: 'floorplans' }),
  'POST /v1/buildings/:id/floorplans': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/floorplans`, ...upload({ floor: 2, name: 'Plán' }), status: 201 }),
  'PATCH /v1/buildings/:id/floorplans/:planId': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/floorplans/${i.floorplan}`,
    payload: { name: 'Nový', description: '' },
    status: 200,
  }),
  'DELETE /v1/buildings/:id/floorplans/:planId': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/floorplans/${await created(t, `/v1/buildings/${i.building}/floorplans`, upload({ floor: 3, name: 'Pryč' }))}`,
    status: 204,
  }),
  'GET /v1/buildings/:id/utilities/cleaning/events': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/cleaning/events`, status: 200, rows: 'events' }),
  'GET /v1/buildings/:id/cleaning/events': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/cleaning/events`, status: 200, rows: 'events' }),
  'GET /v1/buildings/:id/utilities/cleaning/stats': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/utilities/cleaning/stats?year=2025&month=3`, status: 200, rows: 'days' }),
  'GET /v1/buildings/:id/cleaning/stats': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/cleaning/stats?year=2025&month=3`, status: 200, rows: 'trend' }),
  'POST /v1/buildings/:id/utilities/cleaning/event': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/utilities/cleaning/event`, payload: { action: 'record', started_at: '2025-03-04T07:00:00Z', finished_at: '2025-03-04T08:00:00Z', note: 'Okna' }, status: 201 }),
  // the reception desk (issue 15 §2): the building admin keeps it; a key of the unit shows its label, a common one null
  'GET /v1/buildings/:id/reception/visitors': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/visitors?status=all`, status: 200, rows: 'visitors' }),
  'POST /v1/buildings/:id/reception/visitors': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/visitors`, payload: { name: 'Kontrakt', unit_id: i.unit, purpose: null }, status: 201 }),
  'POST /v1/buildings/:id/reception/visitors/:entryId/check-out': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/reception/visitors/${await receptionEntry(t, i.building, 'visitors', i.unit)}/check-out`,
    payload: {},
    status: 200,
  }),
  'GET /v1/buildings/:id/reception/mail': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/reception/mail?limit=50`, status: 200, rows: 'mail' }),
  'POST /v1/buildings/:id/reception/mail': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/mail`, payload: { unit_id: i.unit, type: 'registered', sender: 'Finanční úřad', note: null, notify: false }, status: 201 }),
  'POST /v1/buildings/:id/reception/mail/:entryId/collect': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/reception/mail/${await receptionEntry(t, i.building, 'mail', i.unit)}/collect`,
    payload: { collected_by: 'Soused' },
    status: 200,
  }),
  'GET /v1/buildings/:id/reception/keys': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/keys?limit=100`, status: 200, rows: 'keys' }),
  'POST /v1/buildings/:id/reception/keys': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/reception/keys`, payload: { key_id: 'Kontrakt kotelna', borrower: 'Servis' }, status: 201 }),
  'POST /v1/buildings/:id/reception/keys/:entryId/return': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/reception/keys/${await receptionEntry(t, i.building, 'keys', i.unit)}/return`,
    payload: { at: new Date().toISOString() },
    status: 200,
  }),
  'GET /v1/notifications': async (t) => {
    await notificationFor(t, TENANT);
    return { as: TENANT, url: '/v1/notifications', status: 200, rows: 'notifications' };
  },
  'GET /v1/notifications/unread-count': () => ({ as: TENANT, url: '/v1/notifications/unread-count', status: 200 }),
  'POST /v1/notifications/read-all': () => ({ as: TENANT, url: '/v1/notifications/read-all', status: 200 }),
  'POST /v1/notifications/:id/read': async (t) => ({ as: TENANT, url: `/v1/notifications/${await notificationFor(t, TENANT)}/read`, status: 200 }),
  'GET /v1/buildings/:id/forum/topics': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/forum/topics`, status: 200, rows: 'data.topics' }),
  'POST /v1/buildings/:id/forum/topics': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/forum/topics`, payload: { title: 'Kontrakt', content: 'Text' }, status: 201 }),
  'GET /v1/buildings/:id/forum/topics/:topicId': async (t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/forum/topics/${(await forumThread(t, i)).topic}`, status: 200, rows: 'data.posts' }),
  'POST /v1/buildings/:id/forum/topics/:topicId/posts': async (t, i) => {
    const { topic, post } = await forumThread(t, i);
    return { as: TENANT, url: `/v1/buildings/${i.building}/forum/topics/${topic}/posts`, payload: { content: 'Odpověď', parent_post_id: post }, status: 201 };
  },
  'PUT /v1/buildings/:id/forum/posts/:postId': async (t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/forum/posts/${(await forumThread(t, i)).post}`, payload: { content: 'Opraveno' }, status: 200 }),
  'DELETE /v1/buildings/:id/forum/posts/:postId': async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/forum/posts/${(await forumThread(t, i)).post}`, status: 200 }),
  'POST /v1/buildings/:id/forum/topics/:topicId/pin': async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/forum/topics/${(await forumThread(t, i)).topic}/pin`, status: 200 }),
  'POST /v1/buildings/:id/forum/topics/:topicId/subscribe': async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/forum/topics/${(await forumThread(t, i)).topic}/subscribe`, status: 200 }),
  'POST /v1/buildings/:id/forum/topics/:topicId/unsubscribe': async (t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/forum/topics/${(await forumThread(t, i)).topic}/unsubscribe`, status: 200 }),
  'GET /v1/buildings/:id/announcements': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/announcements`, status: 200, rows: 'announcements' }),
  'POST /v1/buildings/:id/announcements': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/announcements`,
    payload: { message: 'Ahoj', type: 'warning', importance: 'high', validTo: '2099-01-01' },
    status: 201,
  }),
  'GET /v1/buildings/:id/announcements/:announcementId': (_t, i) => ({
    as: TENANT,
    url: `/v1/buildings/${i.building}/announcements/${i.announcement}`,
    status: 200,
  }),
  'PUT /v1/buildings/:id/announcements/:announcementId': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/announcements/${i.announcement}`,
    payload: { message: 'Nové' },
    status: 200,
  }),
  'PATCH /v1/buildings/:id/announcements/:announcementId': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/announcements/${i.announcement}`,
    payload: { importance: 'low' },
    status: 200,
  }),
  'GET /v1/buildings/:id/units/:unitId/parking-history': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/units/${i.unit}/parking-history`,
    status: 200,
    rows: 'history',
  }),
  'GET /v1/buildings/:id/parking/history': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/parking/history?per_page=50`, status: 200, rows: 'history' }),
  'POST /v1/buildings/:id/parking/access-check': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/parking/access-check`,
    payload: { license_plate: '1ab 2345', unit_id: i.unit },
    status: 200,
  }),
  'POST /v1/buildings/:id/parking/gate-passes': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/parking/gate-passes`,
    payload: { license_plate: '9ZZ9999', direction: 'reverse' },
    status: 201,
  }),
  'DELETE /v1/buildings/:id/announcements/:announcementId': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/announcements/${await created(t, `/v1/buildings/${i.building}/announcements`, { payload: { message: 'Pryč' } })}`,
    status: 200,
  }),
  'GET /v1/buildings/:id/units/:unitId/license-plates': (_t, i) => ({ as: OWNER, url: plates(i), status: 200, rows: 'license_plates' }),
  'POST /v1/buildings/:id/units/:unitId/license-plates': async (t, i) => ({
    as: OWNER,
    url: plates(i),
    payload: { license_plate: 'rc 1', name: 'Auto', email: 'jan@example.com', parking_space_id: await spaceOf(t, i.unit), valid_to: '2099-12-31', note: 'Poznámka', type: 'temporary' },
    status: 201,
  }),
  'PUT /v1/buildings/:id/units/:unitId/license-plates/:plateId': async (t, i) => ({
    as: OWNER,
    url: `${plates(i)}/${await plateOf(t, i, 'RC2')}`,
    payload: { license_plate: 'RC2', name: null, email: '', parking_space_id: null, note: null },
    status: 200,
  }),
  'DELETE /v1/buildings/:id/units/:unitId/license-plates/:plateId': async (t, i) => ({ as: OWNER, url: `${plates(i)}/${await plateOf(t, i, 'RC3')}`, status: 200 }),
  'GET /v1/buildings/:id/units/:unitId/parking-spaces': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/units/${i.unit}/parking-spaces`, status: 200, rows: 'parking_spaces' }),
  'POST /v1/buildings/:id/units/:unitId/parking-spaces': (_t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/units/${i.unit}/parking-spaces`,
    payload: { name: 'P-99', location: 'Řada D', floor: -2 },
    status: 201,
  }),
  'GET /v1/buildings/:id/license-plates': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/license-plates`, status: 200, rows: 'license_plates' }),
  'POST /v1/units/:id/set-parking': (_t, i) => ({ as: B, url: `/v1/units/${i.unit}/set-parking`, payload: { has_parking: true }, status: 200 }),
  'GET /v1/buildings/:id/doors': async (t, i) => {
    // one door with a last event, the others never opened: both shapes of the state
    const res = await t.app.inject({ method: 'POST', url: await toggleUrl(t, i, 'Sklep'), headers: await t.as(B), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return { as: TENANT, url: `/v1/buildings/${i.building}/doors`, status: 200, rows: 'doors' };
  },
  'POST /v1/buildings/:id/doors/:doorId/toggle': async (t, i) => ({ as: B, url: await toggleUrl(t, i, 'Vrata garáže'), payload: {}, status: 200 }),
  'GET /v1/buildings/:id/fire-alarm': async (t, i) => {
    // one zone in alarm and acknowledged, one in alarm only, the others OK: every shape of a zone
    const res = await t.app.inject({ method: 'POST', url: ackUrl(i, await zoneInAlarm(t, i.building)), headers: await t.as(B), payload: { note: 'Planý' } });
    expect(res.statusCode, res.body).toBe(200);
    await zoneInAlarm(t, i.building);
    return { as: TENANT, url: `/v1/buildings/${i.building}/fire-alarm`, status: 200 };
  },
  'POST /v1/buildings/:id/utilities/fire-alarm': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/utilities/fire-alarm`,
    payload: { endpoint: 'zones', method: 'GET' },
    status: 200,
  }),
  'POST /v1/graphql': (_t, i) => ({ as: B, url: '/v1/graphql', payload: { query: BOARD_QUERY, variables: { buildingId: i.building } }, status: 200 }),
  'GET /v1/fire-alarm/active': async (t, i) => {
    // one alarm acknowledged, one not: both shapes of an alarm
    const res = await t.app.inject({ method: 'POST', url: ackUrl(i, await zoneInAlarm(t, i.building)), headers: await t.as(B), payload: { note: 'Planý' } });
    expect(res.statusCode, res.body).toBe(200);
    await zoneInAlarm(t, i.building);
    return { as: TENANT, url: '/v1/fire-alarm/active', status: 200, rows: 'alarms' };
  },
  'POST /v1/devices/fire/zones/:zoneId': async (t, i) => {
    const zone = await quietZone(t, i.building);
    return { as: null, url: `/v1/devices/fire/zones/${zone}`, headers: { 'x-device-key': await issueKey(t, i.building) }, payload: { status: 2 }, status: 200 };
  },
  // the demo's sensors: every type, a door open and a combined garage sensor with both values, a day of history each
  'GET /v1/buildings/:id/sensors': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors`, status: 200 }),
  'GET /v1/buildings/:id/sensors/heatmap': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/heatmap?data_type=co`, status: 200 }),
  'GET /v1/buildings/:id/sensors/garage': (_t, i) => ({ as: TENANT, url: `/v1/buildings/${i.building}/sensors/garage`, status: 200 }),
  'GET /v1/buildings/:id/sensors/:sensorId/history': async (t, i) => ({
    as: TENANT,
    url: `/v1/buildings/${i.building}/sensors/${await sensorOfType(t, i.building, 'humidity')}/history`,
    status: 200,
  }),
  'POST /v1/buildings/:id/sensor-proxy': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/sensor-proxy`,
    payload: { endpoint: 'api/garage-data', method: 'GET' },
    status: 200,
  }),
  'POST /v1/buildings/:id/utilities/sensors': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/utilities/sensors`,
    payload: { endpoint: 'api/latest-data', method: 'GET', params: { location_type: 'indoor' } },
    status: 200,
  }),
  'POST /v1/devices/sensors/readings': async (t, i) => ({
    as: null,
    url: '/v1/devices/sensors/readings',
    headers: { 'x-device-key': await gatewayKey(t, i.building) },
    payload: { readings: [{ sensor_id: await sensorOfType(t, i.building, 'combined'), value: 12.5, co_level: 35 }] },
    status: 200,
  }),
  'POST /v1/buildings/:id/fire-alarm/zones/:zoneId/acknowledge': async (t, i) => ({
    as: B,
    url: ackUrl(i, await zoneInAlarm(t, i.building)),
    payload: { note: 'Zkontrolováno' },
    status: 200,
  }),
  'POST /v1/buildings/:id/units/:unitId/qr-codes': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/units/${i.unit}/qr-codes`,
    payload: { emails: ['smlouva.qr@example.org'], access_type: 'time_limited', valid_from: '2030-01-01T08:00:00Z', valid_to: '2030-01-02T08:00:00Z', recipient_name: 'Host' },
    status: 201,
    rows: 'created_codes',
  }),
  // the demo's passes of 1.01
  'GET /v1/buildings/:id/units/:unitId/qr-codes': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/units/${i.unit}/qr-codes`, status: 200, rows: 'users' }),
  'POST /v1/buildings/:id/units/:unitId/qr-codes/deactivate': (_t, i) => ({
    as: OWNER,
    url: `/v1/buildings/${i.building}/units/${i.unit}/qr-codes/deactivate`,
    payload: { email: 'smlouva.qr@example.org' },
    status: 200,
  }),
  'GET /v1/qr-passes/:code': async (t, i) => ({ as: null, url: `/v1/qr-passes/${await knownPass(t, i.unit, 'R'.repeat(32))}`, status: 200 }),
  'POST /v1/devices/qr/scan': async (t, i) => {
    const reader = await testReader(t, i.building);
    return { as: null, url: '/v1/devices/qr/scan', headers: { 'x-device-key': reader.key }, payload: { qr_code: 'R'.repeat(32), door_id: reader.door }, status: 200 };
  },
  // the demo's issues of the building (a staff member sees all of them, internal comments too)
  'GET /v1/buildings/:id/issues': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/issues?per_page=100`, status: 200 }),
  'GET /v1/buildings/:id/issues/categories': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/issues/categories`, status: 200 }),
  'GET /v1/buildings/:id/issues/assignees': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/issues/assignees`, status: 200 }),
  'POST /v1/buildings/:id/issues': (_t, i) => ({ as: OWNER, url: `/v1/buildings/${i.building}/issues`, ...issueForm({ title: 'Kape', description: 'Voda', location_type: 'unit', unit_id: i.unit }), status: 201 }),
  'GET /v1/buildings/:id/issues/:issueId': async (t, i) => ({ as: B, url: `/v1/buildings/${i.building}/issues/${await demoIssue(t, 'Výtah zastavuje mezi patry')}`, status: 200 }),
  'PATCH /v1/buildings/:id/issues/:issueId': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/issues/${await demoIssue(t, 'Kape voda z radiátoru v koupelně')}`,
    payload: { priority: 'critical' },
    status: 200,
  }),
  'DELETE /v1/buildings/:id/issues/:issueId': async (t, i) => ({
    as: B,
    url: `/v1/buildings/${i.building}/issues/${await created(t, `/v1/buildings/${i.building}/issues`, issueForm({ title: 'Pryč', description: 'x' }))}`,
    status: 200,
  }),
  'GET /v1/buildings/:id/device-keys': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/device-keys`, status: 200, rows: 'device_keys' }),
  'POST /v1/buildings/:id/device-keys': (_t, i) => ({ as: B, url: `/v1/buildings/${i.building}/device-keys`, payload: { label: 'Čtečka' }, status: 201 }),
  'DELETE /v1/buildings/:id/device-keys/:keyId': async (t, i) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${i.building}/device-keys`, headers: await t.as(B), payload: {} });
    return { as: B, url: `/v1/buildings/${i.building}/device-keys/${res.json().device_key.id}`, status: 200 };
  },
};

interface Operation {
  key: string;
  method: string;
  /** the route's 2xx answers by status */
  schemas: Record<string, z.ZodType>;
}

/** The operations the app serves with a zod schema for a 2xx answer, from the app's own route list. */
function operationsWithAnswers(routes: RouteOptions[]): Operation[] {
  const ops: Operation[] = [];
  for (const r of routes) {
    const response = ((r.schema ?? {}) as { response?: Record<string, unknown> }).response ?? {};
    const schemas = Object.fromEntries(
      Object.entries(response).filter(([status, s]) => /^2/.test(status) && s instanceof z.ZodType),
    ) as Record<string, z.ZodType>;
    if (!Object.keys(schemas).length) continue;
    for (const method of [r.method].flat().filter((m) => m !== 'HEAD')) ops.push({ key: `${method} ${r.url}`, method, schemas });
  }
  return ops;
}

describeEngines('every answer matches its contract', (engine) => {
  let t: TestApp;
  let ids: Ids;
  let ops: Operation[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    ops = operationsWithAnswers(t.app.routeList);
    const demo = await demoIds(t.app);
    const partial = { building: demo.building.VLT, unit: demo.unit['VLT-1.01'] } as Ids;
    partial.document = await created(t, `/v1/buildings/${partial.building}/documents`, upload({ title: 'Smlouva' }));
    partial.floorplan = await created(t, `/v1/buildings/${partial.building}/floorplans`, upload({ floor: 1, name: 'Smlouva' }));
    partial.announcement = await created(t, `/v1/buildings/${partial.building}/announcements`, { payload: { message: 'Smlouva' } });
    ids = partial;
  });
  afterAll(async () => t?.close());

  it('has a case for every route with a 2xx response schema, and none for a route it lacks', () => {
    expect(ops.length).toBeGreaterThan(25);
    const keys = ops.map((o) => o.key);
    expect(keys.filter((k) => !CASES[k])).toEqual([]);
    expect(Object.keys(CASES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('compiles every 2xx response schema (none falls back to zod)', () => {
    // a schema that must fall back (a codec, a date) is named here on purpose when one comes
    const fallbacks = ops.flatMap((o) => Object.entries(o.schemas).filter(([, s]) => !fastSerializerOf(s)).map(([status]) => `${o.key} ${status}`));
    expect(fallbacks).toEqual([]);
  });

  it('answers every route with exactly what its zod response schema makes of the answer', async () => {
    // the loop below checks nothing if the route list came back empty
    expect(ops.length).toBeGreaterThan(25);
    for (const op of ops) {
      const call = await CASES[op.key](t, ids);
      const res = await t.app.inject({
        method: op.method as InjectOptions['method'],
        url: call.url,
        headers: { ...(await t.as(call.as)), ...call.headers },
        payload: call.payload,
      });
      const what = `${op.key} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBe(call.status);
      const schema = op.schemas[String(call.status)];
      expect(schema, `${op.key} has no schema for ${call.status}`).toBeDefined();
      if (call.status === 204) {
        expect(res.body, what).toBe('');
        continue;
      }
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const sent = JSON.parse(res.body) as Record<string, unknown>;
      // zod drops unknown keys and refuses wrong or missing values: what it makes of the answer is what was sent
      const parsed = schema.safeParse(sent);
      expect(parsed.error, what).toBeUndefined();
      expect(JSON.parse(JSON.stringify(parsed.data)), what).toStrictEqual(sent);
      // a dotted path reaches a nested list (data.invitations)
      const rows = call.rows?.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], sent) as unknown[] | undefined;
      if (call.rows) expect(rows?.length, `${op.key}: no ${call.rows} to check`).toBeGreaterThan(0);
    }
  });
});
