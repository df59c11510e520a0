import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IssueCategory } from '../../../contract/issues';
import { badRequest } from '../../lib/http-error';
import { prepared } from '../../db/prepared';
import { dueDaysOf } from './deadline';

const COLUMNS = ['id', 'name', 'parent_id', 'description', 'requires_warranty', 'due_days_critical', 'due_days_high', 'due_days_medium', 'due_days_low'] as const;

const byBuilding = prepared((db, p: { buildingId: number }) =>
  db.selectFrom('issue_categories').select([...COLUMNS]).where('building_id', '=', p.buildingId).orderBy('sort').orderBy('id'),
);

const oneOfBuilding = prepared((db, p: { buildingId: number; id: number }) =>
  db.selectFrom('issue_categories').select([...COLUMNS]).where('id', '=', p.id).where('building_id', '=', p.buildingId),
);

/** The building's category tree as a flat list in its order (parent_id links it), with every priority's days. */
export async function listCategories(db: Kysely<DB>, buildingId: number): Promise<IssueCategory[]> {
  const rows = await byBuilding.all(db, { buildingId });
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    parent_id: c.parent_id,
    description: c.description,
    requires_warranty: Number(c.requires_warranty) === 1,
    due_days: dueDaysOf(c),
  }));
}

/** A category of this building, or 400: another building's category is as unknown as a missing one. */
export async function requireCategory(db: Kysely<DB>, buildingId: number, id: number) {
  const row = await oneOfBuilding.first(db, { buildingId, id });
  if (!row) throw badRequest('server.issues.category_invalid');
  return row;
}

export async function categoryOf(db: Kysely<DB>, buildingId: number, id: number | null) {
  return id === null ? null : requireCategory(db, buildingId, id);
}
