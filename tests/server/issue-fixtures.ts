import type { LightMyRequestResponse } from 'fastify';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { IssueStatus } from '../../contract/rules/issues';
import { createTestApp, demoIds, USERS, type Engine, type TestApp } from './harness';
import { nowIso } from '../../server/lib/time';

/**
 * Issues for the workflow, comment and attachment suites, written straight into the database (the
 * create route is not what these suites test), and every kind of caller of an issue of Rezidence
 * Vltava: `unitTenant` rents 1.01 (added here), `otherTenant` rents 2.03, `technician` holds
 * issue:resolve in the building through the TECHNICIAN role (a plain member besides), `resolverElsewhere`
 * is a technician of another building only.
 */
export const ISSUE_USERS = {
  anonymous: null,
  otherBuilding: USERS.otherBuilding,
  owner: USERS.owner,
  unitTenant: 'najemnik101i@example.com',
  otherTenant: USERS.tenant,
  technician: 'technik.vlt@example.com',
  resolverElsewhere: 'technik.sln@example.com',
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  globalAdmin: USERS.globalAdmin,
} as const;
export type IssueCaller = keyof typeof ISSUE_USERS;
export const ISSUE_CALLERS = Object.keys(ISSUE_USERS) as IssueCaller[];
/** staff and resolvers of Rezidence Vltava */
export const RESOLVERS: IssueCaller[] = ['technician', 'buildingAdmin', 'manager', 'globalAdmin'];

type Method = 'GET' | 'POST' | 'DELETE';

export interface IssueFixture {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  vlt: number;
  sln: number;
  unit: { a101: number; a203: number };
  /** user ids by kind (anonymous absent) */
  user: Record<Exclude<IssueCaller, 'anonymous'>, number>;
  /** every event the bus published, with its audience */
  events: AddressedEvent[];
  call(kind: IssueCaller, method: Method, url: string, payload?: object, lang?: string): Promise<LightMyRequestResponse>;
  /** /v1/buildings/{vlt}/issues/{id}{rest} */
  url(issueId: number, rest?: string, building?: number): string;
  insertIssue(values?: Partial<IssueValues>): Promise<number>;
  status(issueId: number): Promise<IssueStatus>;
  close(): Promise<void>;
}

export interface IssueValues {
  building: number;
  title: string;
  status: IssueStatus;
  location_type: 'building' | 'unit';
  unit_id: number | null;
  created_by: number | null;
  assigned_to: number | null;
}

async function addUser(t: TestApp, email: string, name: string, hash: string): Promise<number> {
  const now = nowIso();
  const { id } = await t.app.db
    .insertInto('users')
    .values({ email, name, phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A technician of a building: a plain member there with the TECHNICIAN role bound to it. */
async function addTechnician(t: TestApp, email: string, buildingId: number, hash: string): Promise<number> {
  const id = await addUser(t, email, `Technik ${email.split('@')[0]}`, hash);
  const role = await t.app.db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow();
  await t.app.db.insertInto('building_roles').values({ user_id: id, building_id: buildingId, role: 'user' }).execute();
  await t.app.db.insertInto('user_roles').values({ user_id: id, role_id: role.id, building_id: buildingId, unit_id: null, valid_from: null, valid_until: null, created_at: nowIso() }).execute();
  return id;
}

export async function issueFixture(engine: Engine, overrides: Parameters<typeof createTestApp>[1] = {}): Promise<IssueFixture> {
  const t = await createTestApp(engine, overrides);
  const ids = await demoIds(t.app);
  const vlt = ids.building.VLT;
  const sln = ids.building.SLN;
  const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
  const tenantId = await addUser(t, ISSUE_USERS.unitTenant, 'Nájemník 1.01', hash);
  await t.app.db.insertInto('unit_access').values({ user_id: tenantId, unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: null }).execute();
  const technician = await addTechnician(t, ISSUE_USERS.technician, vlt, hash);
  const resolverElsewhere = await addTechnician(t, ISSUE_USERS.resolverElsewhere, sln, hash);
  const events: AddressedEvent[] = [];
  t.app.bus.subscribe((e) => events.push(e));
  const uid = (email: string) => ids.user[email];
  const user = {
    otherBuilding: uid(USERS.otherBuilding),
    owner: uid(USERS.owner),
    unitTenant: tenantId,
    otherTenant: uid(USERS.tenant),
    technician,
    resolverElsewhere,
    buildingAdmin: uid(USERS.buildingAdmin),
    manager: uid(USERS.manager),
    globalAdmin: uid(USERS.globalAdmin),
  };
  const insertIssue = (v: Partial<IssueValues> = {}) => insertIssueRow(t, { building: vlt, created_by: user.owner, unit_id: ids.unit['VLT-1.01'], ...v });
  return {
    t,
    ids,
    vlt,
    sln,
    unit: { a101: ids.unit['VLT-1.01'], a203: ids.unit['VLT-2.03'] },
    user,
    events,
    call: async (kind, method, url, payload, lang) =>
      t.app.inject({ method, url, payload, headers: { ...(await t.as(ISSUE_USERS[kind])), ...(lang ? { 'accept-language': lang } : {}) } }),
    url: (issueId, rest = '', building = vlt) => `/v1/buildings/${building}/issues/${issueId}${rest}`,
    insertIssue,
    status: async (id) => (await t.app.db.selectFrom('issues').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    close: () => t.close(),
  };
}

let n = 0;

/**
 * An issue written straight into the database (with its 'created' history line), for suites that
 * test what is done to an issue rather than its creation: a building issue unless `location_type`
 * is 'unit' (then `unit_id`, which must be given).
 */
export async function insertIssueRow(t: TestApp, v: Partial<IssueValues> & { building: number }): Promise<number> {
  const now = nowIso();
  const location_type = v.location_type ?? 'building';
  const status = v.status ?? 'new';
  const created_by = v.created_by ?? null;
  const { id } = await t.app.db
    .insertInto('issues')
    .values({
      building_id: v.building,
      title: v.title ?? `Závada ${++n}`,
      description: 'Kape kohoutek',
      category_id: null,
      type: 'fault',
      priority: 'medium',
      priority_rank: 2,
      status,
      location_type,
      unit_id: location_type === 'unit' ? v.unit_id! : null,
      created_by,
      assigned_to: v.assigned_to ?? null,
      due_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('issue_history').values({ issue_id: id, kind: 'created', user_id: created_by, from_status: null, to_status: status, reason: null, assignee_id: null, at: now }).execute();
  return id;
}

/** A stored PNG attachment of the issue (bytes in the file store, its row), uploaded by `uploadedBy`: its id. */
export async function insertAttachmentRow(t: TestApp, issueId: number, uploadedBy: number | null, bytes: Buffer): Promise<number> {
  const file_path = await t.app.files.save('issues', 'png', bytes);
  const { id } = await t.app.db
    .insertInto('issue_attachments')
    .values({ issue_id: issueId, filename: 'foto.png', mime_type: 'image/png', size: bytes.length, file_path, uploaded_by: uploadedBy, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The detail as `kind` sees it (loadIssueDetail, the answer of GET …/issues/{id} and every write). */
export async function detailAs(f: IssueFixture, kind: Exclude<IssueCaller, 'anonymous'>, issueId: number) {
  const { loadAccessProfile } = await import('../../server/access/load');
  const { issueViewer } = await import('../../server/domain/issues/access');
  const { loadIssueDetail } = await import('../../server/domain/issues/detail');
  const profile = await loadAccessProfile(f.t.app.db, f.user[kind]);
  return loadIssueDetail(f.t.app.db, issueViewer(profile!, f.vlt), issueId);
}
