import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { IssueCreateData } from '../../contract/issues';
import { createTestApp, demoIds, USERS, type Engine, type TestApp } from './harness';
import { multipart, type FilePart } from './documents-helpers';
import { nowIso } from '../../server/lib/time';
import { UNIT_CALLER_KINDS, unitCallers } from './unit-callers';

/**
 * Every kind of caller of a building's issues, on Rezidence Vltava: the unit callers of
 * unit-callers.ts plus a technician (building member with the TECHNICIAN role, which carries
 * issue:resolve) and an assignee (a member without that right who was assigned an issue of 1.01
 * while they held it: they still see that one).
 */
export const ISSUE_KINDS = [...UNIT_CALLER_KINDS, 'technician', 'assignee'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];
export const ISSUE_USERS: Record<IssueKind, string | null> = {
  ...unitCallers('najemnik101i@example.com'),
  technician: 'technik.i@example.com',
  assignee: 'resitel.i@example.com',
};
export const ISSUE_STAFF: IssueKind[] = ['buildingAdmin', 'manager', 'globalAdmin'];
/** staff and the technician: they see every issue of the building */
export const ISSUE_RESOLVERS: IssueKind[] = [...ISSUE_STAFF, 'technician'];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface IssueFixture {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  vlt: number;
  sln: number;
  unit: { a101: number; a203: number; sln101: number };
  user: Record<'technician' | 'assignee' | 'unitTenant', number>;
  /** VLT's categories by name, and one of Slunečná */
  category: Record<string, number> & { foreign: number };
  events: AddressedEvent[];
  base: string;
  call(kind: IssueKind, method: Method, url: string, payload?: object, lang?: string): Promise<LightMyRequestResponse>;
  /** reports an issue through the create call as `kind` (multipart) */
  report(kind: IssueKind, data: IssueCreateData | string, files?: FilePart[], lang?: string): Promise<LightMyRequestResponse>;
  /** reports and expects 201; answers the issue */
  reported(kind: IssueKind, data: IssueCreateData, files?: FilePart[]): Promise<{ id: number; [k: string]: unknown }>;
  counts(): Promise<Record<'issues' | 'issue_history' | 'issue_attachments' | 'audit_log', number>>;
  storedFiles(): string[];
  close(): Promise<void>;
}

export async function issueFixture(engine: Engine): Promise<IssueFixture> {
  const t = await createTestApp(engine);
  const ids = await demoIds(t.app);
  const vlt = ids.building.VLT;
  const db = t.app.db;
  const hash = (await db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
  const now = nowIso();
  const addUser = async (email: string, name: string) =>
    (
      await db
        .insertInto('users')
        .values({ email, name, phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const unitTenant = await addUser(ISSUE_USERS.unitTenant!, 'Nájemník 1.01');
  await db.insertInto('unit_access').values({ user_id: unitTenant, unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: null }).execute();
  const technician = await addUser(ISSUE_USERS.technician!, 'Tomáš Technik');
  const assignee = await addUser(ISSUE_USERS.assignee!, 'Řešitel Bývalý');
  await db.insertInto('building_roles').values([{ user_id: technician, building_id: vlt, role: 'user' }, { user_id: assignee, building_id: vlt, role: 'user' }]).execute();
  const role = await db.selectFrom('roles').select('id').where('code', '=', 'TECHNICIAN').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: technician, role_id: role.id, building_id: vlt, unit_id: null, valid_from: null, valid_until: null, created_at: now }).execute();

  const cats = await db.selectFrom('issue_categories').select(['id', 'name', 'building_id']).execute();
  const category = Object.fromEntries(cats.filter((c) => c.building_id === vlt).map((c) => [c.name, c.id])) as IssueFixture['category'];
  category.foreign = cats.find((c) => c.building_id === ids.building.SLN)!.id;

  const events: AddressedEvent[] = [];
  t.app.bus.subscribe((e) => events.push(e));
  const base = `/v1/buildings/${vlt}/issues`;
  const headers = async (kind: IssueKind, lang?: string) => ({ ...(await t.as(ISSUE_USERS[kind])), ...(lang ? { 'accept-language': lang } : {}) });
  const report: IssueFixture['report'] = async (kind, data, files = [], lang) => {
    const form = multipart({ data: typeof data === 'string' ? data : JSON.stringify(data) }, files, 'attachments');
    return t.app.inject({ method: 'POST', url: base, headers: { ...(await headers(kind, lang)), ...form.headers }, payload: form.payload });
  };
  const count = async (table: 'issues' | 'issue_history' | 'issue_attachments' | 'audit_log') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    t,
    ids,
    vlt,
    sln: ids.building.SLN,
    unit: { a101: ids.unit['VLT-1.01'], a203: ids.unit['VLT-2.03'], sln101: ids.unit['SLN-1.01'] },
    user: { technician, assignee, unitTenant },
    category,
    events,
    base,
    call: async (kind, method, url, payload, lang) => t.app.inject({ method, url, payload, headers: await headers(kind, lang) }),
    report,
    reported: async (kind, data, files) => {
      const res = await report(kind, data, files);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.issue;
    },
    counts: async () => ({
      issues: await count('issues'),
      issue_history: await count('issue_history'),
      issue_attachments: await count('issue_attachments'),
      audit_log: await count('audit_log'),
    }),
    storedFiles: () => {
      const dir = path.join(t.config.dataDir, 'files', 'issues');
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    },
    close: () => t.close(),
  };
}

/** A real (tiny) PDF, as the documents' tests send. */
export const PDF_FILE: FilePart = { name: 'protokol.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
/** A web page dressed as a PDF: refused by content. */
export const HTML_AS_PDF: FilePart = { name: 'faktura.pdf', type: 'application/pdf', content: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') };
