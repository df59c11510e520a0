import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentsTable } from '../../db/schema/documents';
import type { DocumentAccess } from '../../../contract/rules/documents';
import { containsPattern } from './search-text';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';

type WithDoc = DB & { d: DocumentsTable };

export interface DocumentFilters {
  unit_id?: number;
  category_id?: number;
  visibility?: 'public' | 'private';
  search?: string;
}

/**
 * A list call's values, flat so that each is one placeholder of a prepared query (db/prepared.ts):
 * which filters are present, `staff`, and the lengths of the unit lists decide the SQL; the rest
 * are bound values.
 */
type ListParams = {
  buildingId: number;
  staff: boolean;
  /** unit ids as a JSON array (db/id-list.ts); absent when there are none */
  managed?: string;
  member?: string;
  unitId?: number;
  categoryId?: number;
  visibility?: 'public' | 'private';
  /** the folded LIKE pattern; absent when there is no search */
  pattern?: string;
};

/** The building's documents the caller may see, narrowed by the list filters (all on `d`). */
function visibleDocuments(db: Kysely<DB>, p: ListParams, shape: ListParams) {
  let q: SelectQueryBuilder<WithDoc, 'd', object> = db.selectFrom('documents as d').where('d.building_id', '=', p.buildingId);
  if (!shape.staff) {
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('d.entity_type', '=', 'building'), eb('d.visibility', '=', 'public')]),
        ...(shape.managed !== undefined ? [eb.and([eb('d.entity_type', '=', 'unit'), inIdList(db, 'd.entity_id', p.managed!)])] : []),
        ...(shape.member !== undefined
          ? [eb.and([eb('d.entity_type', '=', 'unit'), eb('d.visibility', '=', 'public'), inIdList(db, 'd.entity_id', p.member!)])]
          : []),
      ]),
    );
  }
  if (shape.unitId !== undefined) q = q.where('d.entity_type', '=', 'unit').where('d.entity_id', '=', p.unitId!);
  if (shape.categoryId !== undefined) q = q.where('d.category_id', '=', p.categoryId!);
  if (shape.visibility !== undefined) q = q.where('d.visibility', '=', p.visibility!);
  if (shape.pattern !== undefined) {
    // ESCAPE is explicit: SQLite has no default escape character, PostgreSQL's is the same backslash.
    q = q.where(sql<boolean>`d.search_text like ${p.pattern} escape '\\'`);
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

const countVisible = prepared((db, p: ListParams, shape: ListParams) =>
  visibleDocuments(db, p, shape).select((eb) => eb.fn.countAll<number>().as('n')),
);
type PageParams = ListParams & { limit: number; offset: number };
const pageVisible = prepared((db, p: PageParams, shape: PageParams) =>
  withDetails(visibleDocuments(db, p, shape)).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(p.limit).offset(p.offset),
);
const documentById = prepared((db, p: { buildingId: number; docId: number }) =>
  withDetails(db.selectFrom('documents as d').where('d.building_id', '=', p.buildingId).where('d.id', '=', p.docId)),
);

export async function listDocuments(
  db: Kysely<DB>,
  buildingId: number,
  access: DocumentAccess,
  filters: DocumentFilters,
  page: number,
  perPage: number,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const params: ListParams = {
    buildingId,
    staff: access.staff,
    managed: access.staff || access.managedUnitIds.length === 0 ? undefined : idListParam(access.managedUnitIds),
    member: access.staff || access.memberUnitIds.length === 0 ? undefined : idListParam(access.memberUnitIds),
    unitId: filters.unit_id,
    categoryId: filters.category_id,
    visibility: filters.visibility,
    pattern: filters.search ? containsPattern(filters.search) : undefined,
  };
  const [counted, rows] = await Promise.all([
    countVisible.first(db, params),
    pageVisible.all(db, { ...params, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One document of the building, whatever the caller may see (the caller checks). */
export async function findDocument(db: Kysely<DB>, buildingId: number, docId: number): Promise<DocumentRow | undefined> {
  return documentById.first(db, { buildingId, docId });
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
