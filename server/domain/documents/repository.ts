import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB, DocumentsTable } from '../../db/schema';
import type { DocumentAccess } from '../../../contract/rules/documents';
import { containsPattern } from './search-text';

type WithDoc = DB & { d: DocumentsTable };

export interface DocumentFilters {
  unit_id?: number;
  category_id?: number;
  visibility?: 'public' | 'private';
  search?: string;
}

/** The building's documents the caller may see, narrowed by the list filters (all on `d`). */
function visibleDocuments(db: Kysely<DB>, buildingId: number, access: DocumentAccess, f: DocumentFilters) {
  let q: SelectQueryBuilder<WithDoc, 'd', object> = db.selectFrom('documents as d').where('d.building_id', '=', buildingId);
  if (!access.staff) {
    const { managedUnitIds: managed, memberUnitIds: member } = access;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('d.entity_type', '=', 'building'), eb('d.visibility', '=', 'public')]),
        ...(managed.length ? [eb.and([eb('d.entity_type', '=', 'unit'), eb('d.entity_id', 'in', managed)])] : []),
        ...(member.length
          ? [eb.and([eb('d.entity_type', '=', 'unit'), eb('d.visibility', '=', 'public'), eb('d.entity_id', 'in', member)])]
          : []),
      ]),
    );
  }
  if (f.unit_id !== undefined) q = q.where('d.entity_type', '=', 'unit').where('d.entity_id', '=', f.unit_id);
  if (f.category_id !== undefined) q = q.where('d.category_id', '=', f.category_id);
  if (f.visibility !== undefined) q = q.where('d.visibility', '=', f.visibility);
  if (f.search) {
    // ESCAPE is explicit: SQLite has no default escape character, PostgreSQL's is the same backslash.
    q = q.where(sql<boolean>`d.search_text like ${containsPattern(f.search)} escape '\\'`);
  }
  return q;
}

/** Everything a list row or a single answer needs, joined once. */
function withDetails(q: SelectQueryBuilder<WithDoc, 'd', object>) {
  return q
    .leftJoin('document_categories as c', 'c.id', 'd.category_id')
    .leftJoin('units as u', (j) => j.onRef('u.id', '=', 'd.entity_id').on('d.entity_type', '=', 'unit'))
    .leftJoin('users as us', 'us.id', 'd.uploaded_by')
    .select([
      'd.id',
      'd.building_id',
      'd.title',
      'd.description',
      'd.file_size',
      'd.original_name',
      'd.mime_type',
      'd.file_path',
      'd.category_id',
      'c.name as category_name',
      'd.entity_type',
      'd.entity_id',
      'u.number as unit_number',
      'd.visibility',
      'us.name as uploaded_by',
      'd.created_at',
      'd.updated_at',
    ]);
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

export async function listDocuments(
  db: Kysely<DB>,
  buildingId: number,
  access: DocumentAccess,
  filters: DocumentFilters,
  page: number,
  perPage: number,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const [{ n }] = await visibleDocuments(db, buildingId, access, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  const rows = await withDetails(visibleDocuments(db, buildingId, access, filters))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(n) };
}

/** One document of the building, whatever the caller may see (the caller checks). */
export async function findDocument(db: Kysely<DB>, buildingId: number, docId: number): Promise<DocumentRow | undefined> {
  const q: SelectQueryBuilder<WithDoc, 'd', object> = db
    .selectFrom('documents as d')
    .where('d.building_id', '=', buildingId)
    .where('d.id', '=', docId);
  return withDetails(q).executeTakeFirst();
}

export async function categoryExists(db: Kysely<DB>, categoryId: number): Promise<boolean> {
  return !!(await db.selectFrom('document_categories').select('id').where('id', '=', categoryId).executeTakeFirst());
}

export async function listCategories(db: Kysely<DB>) {
  return db.selectFrom('document_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function unitOfBuilding(db: Kysely<DB>, buildingId: number, unitId: number) {
  return db
    .selectFrom('units')
    .select(['id', 'number'])
    .where('id', '=', unitId)
    .where('building_id', '=', buildingId)
    .executeTakeFirst();
}
