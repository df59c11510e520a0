import fc from 'fast-check';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { demoIds, USERS, type TestApp } from './harness';
import type { Hints } from './openapi-fuzz-arbitrary';

/** The table each path parameter names a row of (a bare `id` by the collection before it). */
const PATH_TABLES: Record<string, string[]> = {
  userRoleId: ['user_roles'],
  assignmentId: ['user_permissions'],
  planId: ['floorplans'],
  docId: ['documents'],
  announcementId: ['announcements'],
  plateId: ['license_plates'],
  logId: ['gate_events'],
  doorId: ['devices'],
  sensorId: ['devices'],
  zoneId: ['fire_zones'],
  keyId: ['device_keys'],
  issueId: ['issues'],
  attId: ['issue_attachments'],
  topicId: ['forum_topics'],
  postId: ['forum_posts'],
  entryId: ['reception_visitors', 'reception_mail', 'reception_key_loans'],
  'id@users': ['users'],
  'id@units': ['units'],
  'id@auth': ['invitations'],
};

/**
 * What the demo data offers the generator (openapi-fuzz-arbitrary.ts `Hints`): rows of the demo
 * building for path ids, its units and users for body fields, the demo sign-in. Read once per app.
 */
export async function demoHints(t: TestApp): Promise<Hints> {
  const demo = await demoIds(t.app);
  const building = demo.building.VLT;
  const rowsOf = async (table: string): Promise<number[]> => {
    const db = t.app.db as unknown as {
      selectFrom(t: string): { select(c: string): { where(c: string, op: string, v: unknown): Query; limit(n: number): Query } };
    };
    type Query = { limit(n: number): Query; execute(): Promise<{ id: number }[]> };
    try {
      return (await db.selectFrom(table).select('id').where('building_id', '=', building).limit(30).execute()).map((r) => r.id);
    } catch {
      // a table without its own building column: any of its rows
      return (await db.selectFrom(table).select('id').limit(30).execute()).map((r) => r.id);
    }
  };
  const hints: Hints = {};
  for (const [name, tables] of Object.entries(PATH_TABLES)) {
    const ids = (await Promise.all(tables.map(rowsOf))).flat();
    if (ids.length) hints[name] = fc.constantFrom(...(name === 'plateId' ? ids.map(String) : ids));
  }
  const buildings = fc.constantFrom(demo.building.VLT, demo.building.SLN);
  const units = fc.constantFrom(demo.unit['VLT-2.03'], demo.unit['VLT-G01'], demo.unit['VLT-1.01'] ?? demo.unit['VLT-2.03']);
  const emails = Object.values(USERS).filter((e) => e !== null);
  return {
    ...hints,
    'id@buildings': buildings,
    buildingId: buildings,
    building_id: buildings,
    unitId: units,
    unit_id: units,
    email: fc.constantFrom(...emails),
    password: fc.constant(DEMO_PASSWORD),
    current_password: fc.constant(DEMO_PASSWORD),
    query: fc.constantFrom('{ __typename }', '{ me { id } }'),
  };
}
