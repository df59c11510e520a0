/**
 * The benchmark's large data set, added beside the demo data on either engine: one building with
 * 1,000 units, a bench resident with access to every one of them, 10,000 announcements, documents,
 * floor plans and building info, an administrator of the building (who writes during the socket bench) and
 * a few ordinary residents whose sockets listen. Multi-row INSERTs in chunks inside one transaction:
 * a second or two on SQLite and on PostgreSQL alike (one round trip per chunk, not per row).
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../server/db/schema';
import type { DocumentsTable } from '../server/db/schema/documents';
import { hashPassword } from '../server/domain/auth/password';
import { documentSearchText } from '../server/domain/documents/search-text';

export const BENCH_PASSWORD = 'Bench2026pass';
/** sees the large data set: owner or tenant of all 1,000 units */
export const BENCH_EMAIL = 'bench@example.com';
/** administrator of the bench building (the building role that may manage announcements): writes in the write-path bench */
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';
/** ordinary residents (one unit each) whose sockets listen in the write-path bench */
export const listenerEmail = (i: number) => `bench-listener-${i + 1}@example.com`;

export interface LargeSeedSizes {
  units: number;
  announcements: number;
  documents: number;
  floorplans: number;
  /** residents for the socket listeners; sockets are spread over them */
  listeners: number;
}

export interface LargeSeedResult {
  buildingId: number;
}

/** Rows per INSERT: well below SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits for every table here. */
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const iso = (ms: number) => new Date(ms).toISOString();

async function insertUser(trx: Transaction<DB>, email: string, name: string, passwordHash: string, ts: string): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email,
      name,
      phone: null,
      password_hash: passwordHash,
      is_active: 1,
      global_role: 'user',
      avatar_url: null,
      created_at: ts,
      updated_at: ts,
      last_login: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedUnits(trx: Transaction<DB>, buildingId: number, count: number, ts: string): Promise<number[]> {
  const perFloor = 20;
  const units = Array.from({ length: count }, (_, i) => {
    const floor = Math.floor(i / perFloor) + 1;
    const number = `${floor}.${String((i % perFloor) + 1).padStart(2, '0')}`;
    return {
      building_id: buildingId,
      unique_id: `BNC-${number}`,
      number,
      identifier: `BNC/${number}`,
      type: 'apartment' as const,
      floor,
      area: 40 + (i % 60),
      has_parking: (i % 3 === 0 ? 1 : 0) as 0 | 1,
      doorbell_enabled: 1 as const,
      doorbell_name: `Rodina ${i + 1}`,
      elevator_enabled: 1 as const,
      elevator_auto_on_card: 0 as const,
      elevator_auto_on_intercom: 0 as const,
      maintenance_note: '',
      created_at: ts,
      updated_at: ts,
    };
  });
  const unitIds: number[] = [];
  await insertChunked(units, async (chunk) => {
    const rows = await trx.insertInto('units').values(chunk).returning('id').execute();
    unitIds.push(...rows.map((r) => r.id));
  });
  return unitIds;
}

async function seedBuildingInfo(trx: Transaction<DB>, buildingId: number, ts: string): Promise<void> {
  const hours = { from: '08:00', to: '16:00' };
  await trx
    .insertInto('building_info')
    .values({
      building_id: buildingId,
      type: 'residential',
      construction_year: 2019,
      reconstruction_year: null,
      floor_count: 50,
      elevator_count: 6,
      visitor_spots: 40,
      resident_spots: 400,
      garage_count: 2,
      reception_is_present: 1,
      reception_location: 'Přízemí, hlavní vstup',
      reception_phone: '+420 222 000 111',
      reception_email: 'recepce@bench.example.com',
      reception_opening_hours: JSON.stringify({ monday: [hours], tuesday: [hours], wednesday: [hours], thursday: [hours], friday: [hours] }),
      updated_at: ts,
    })
    .execute();
  const people = Array.from({ length: 5 }, (_, i) => ({ name: `Kontakt ${i + 1}`, phone: `+420 222 000 ${200 + i}`, email: `kontakt${i + 1}@bench.example.com`, sort: i }));
  await trx
    .insertInto('building_managers')
    .values(people.map((p) => ({ ...p, building_id: buildingId, position: 'Správa domu' })))
    .execute();
  await trx
    .insertInto('building_emergency_contacts')
    .values(people.map((p) => ({ ...p, building_id: buildingId, type: 'Havarijní služba' })))
    .execute();
}

/** Rows only: list routes never open the files, so the paths point nowhere. */
async function seedDocumentsAndPlans(
  trx: Transaction<DB>,
  buildingId: number,
  userId: number,
  sizes: LargeSeedSizes,
  now: number,
): Promise<void> {
  const categories = await trx.selectFrom('document_categories').select('id').orderBy('id').execute();
  const documents: Array<Insertable<DocumentsTable>> = Array.from({ length: sizes.documents }, (_, i) => {
    const at = iso(now - (sizes.documents - i) * 3_600_000);
    const values = {
      building_id: buildingId,
      title: `Dokument ${i + 1}: zápis ze schůze a podklady`,
      description: i % 2 === 0 ? 'Podklady pro shromáždění vlastníků jednotek.' : null,
      category_id: categories.length ? categories[i % categories.length].id : null,
      entity_type: 'building' as const,
      entity_id: buildingId,
      visibility: 'public' as const,
      file_path: `documents/bench-${i + 1}.pdf`,
      original_name: `dokument-${i + 1}.pdf`,
      mime_type: 'application/pdf',
      file_size: 10_000 + i,
      uploaded_by: userId,
      created_at: at,
      updated_at: at,
    };
    return { ...values, search_text: documentSearchText(values) };
  });
  await insertChunked(documents, (chunk) => trx.insertInto('documents').values(chunk).execute());

  const ts = iso(now);
  const plans = Array.from({ length: sizes.floorplans }, (_, i) => ({
    building_id: buildingId,
    floor: i + 1,
    name: `Půdorys ${i + 1}. patra`,
    description: 'Únikové cesty, hasicí přístroje, technické místnosti.',
    type: 'public' as const,
    access_level: 'public' as const,
    file_path: `floorplans/bench-${i + 1}.svg`,
    original_name: `patro-${i + 1}.svg`,
    mime_type: 'image/svg+xml',
    file_size: 20_000 + i,
    created_by: userId,
    created_at: ts,
    updated_at: ts,
  }));
  await insertChunked(plans, (chunk) => trx.insertInto('floorplans').values(chunk).execute());
}

export async function seedLarge(db: Kysely<DB>, sizes: LargeSeedSizes, scryptN: number): Promise<LargeSeedResult> {
  const now = Date.now();
  const ts = iso(now);
  // one hash for every bench account: scrypt is the slow part of seeding users
  const passwordHash = await hashPassword(BENCH_PASSWORD, scryptN);

  return db.transaction().execute(async (trx) => {
    const { id: buildingId } = await trx
      .insertInto('buildings')
      .values({ name: 'Bench Tower', code: 'BNC', address: 'Benchmarková 1, 110 00 Praha 1', image_path: null, created_at: ts })
      .returning('id')
      .executeTakeFirstOrThrow();

    const userId = await insertUser(trx, BENCH_EMAIL, 'Benjamin Benchmark', passwordHash, ts);
    const adminId = await insertUser(trx, BENCH_ADMIN_EMAIL, 'Magda Benchmarková', passwordHash, ts);
    await trx.insertInto('building_roles').values({ user_id: adminId, building_id: buildingId, role: 'admin' }).execute();

    const unitIds = await seedUnits(trx, buildingId, sizes.units, ts);
    const grant = (user: number, unitId: number, i: number) => ({
      user_id: user,
      unit_id: unitId,
      role: i % 4 === 0 ? ('tenant' as const) : ('owner' as const),
      valid_from: '2024-01-01T00:00:00.000Z',
      valid_until: null,
    });
    await insertChunked(unitIds, (chunk) => trx.insertInto('unit_access').values(chunk.map((unitId, i) => grant(userId, unitId, i))).execute());

    for (let i = 0; i < sizes.listeners; i++) {
      const listenerId = await insertUser(trx, listenerEmail(i), `Posluchač ${i + 1}`, passwordHash, ts);
      await trx.insertInto('unit_access').values(grant(listenerId, unitIds[i % unitIds.length], 1)).execute();
    }

    const types = ['general', 'warning', 'maintenance'] as const;
    const importance = ['low', 'normal', 'high'] as const;
    const announcements = Array.from({ length: sizes.announcements }, (_, i) => {
      const at = iso(now - (sizes.announcements - i) * 60_000);
      return {
        building_id: buildingId,
        message: `Oznámení č. ${i + 1}: pravidelná informace správy domu pro všechny obyvatele budovy.`,
        announcement_type: types[i % 3],
        importance: importance[(i >> 1) % 3],
        valid_to: i % 5 === 0 ? iso(now + 7 * 86_400_000) : null,
        created_by: adminId,
        created_at: at,
        updated_at: at,
      };
    });
    await insertChunked(announcements, (chunk) => trx.insertInto('announcements').values(chunk).execute());

    await seedBuildingInfo(trx, buildingId, ts);
    await seedDocumentsAndPlans(trx, buildingId, adminId, sizes, now);
    return { buildingId };
  });
}
