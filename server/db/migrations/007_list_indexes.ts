import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Indexes that give list routes their whole order (tests/server/query-plans.test.ts, issue 8).
 * The lists end their ORDER BY with the id so both engines answer ties alike; SQLite keeps the rowid
 * at the end of every index, but a PostgreSQL index does not, so there the old indexes gave only part
 * of the order and every call sorted the rest. Each new index starts with the old one's columns, so
 * it serves every query the old one did, and the old one goes.
 *
 * - floor plans: `building_id = ? [and floor = ?] order by floor, name, id`
 * - managers and emergency contacts: `building_id = ? order by sort, id`
 */
const REPLACED = [
  { table: 'floorplans', old: 'floorplans_building_floor', name: 'floorplans_building_floor_name', columns: ['building_id', 'floor', 'name', 'id'] },
  { table: 'building_managers', old: 'building_managers_building', name: 'building_managers_building_sort', columns: ['building_id', 'sort', 'id'] },
  {
    table: 'building_emergency_contacts',
    old: 'building_emergency_contacts_building',
    name: 'building_emergency_contacts_building_sort',
    columns: ['building_id', 'sort', 'id'],
  },
] as const;

export function listIndexesMigration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      for (const index of REPLACED) {
        await db.schema.createIndex(index.name).on(index.table).columns([...index.columns]).execute();
        await db.schema.dropIndex(index.old).execute();
      }
    },
  };
}
