import { userSearchText } from '../domain/users/search-text';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { UnitsTable } from '../db/schema/units';
import { hashPassword } from '../domain/auth/password';
import { addDays, nowIso } from '../lib/time';
import { seedBuildingInfo } from './building-info';
import { seedParking } from './parking';
import { seedQr } from './qr';
import { seedForum } from './forum';
import { seedCleaning } from './cleaning';
import { seedReception } from './reception';
import { seedNotifications } from './notifications';
import { seedIssues } from './issues';

export const DEMO_PASSWORD = 'Domovnik2026';
export const DEMO_INVITATION_CODE = 'VITEJTE-2026';

/** Whether the demo invitation can still be used (it is single-use): only then is it advertised at start-up. */
export async function demoInvitationOpen(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('code', '=', DEMO_INVITATION_CODE)
    .where('is_used', '=', 0)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Alena Adminová', role: 'global admin' },
  { email: 'spravce@example.com', name: 'Petr Správce', role: 'building admin of Rezidence Vltava' },
  { email: 'manager@example.com', name: 'Marie Manažerová', role: 'building manager of Rezidence Vltava and Dům Slunečná' },
  { email: 'vlastnik@example.com', name: 'Jan Vlastník', role: 'owner of apartment 1.01 and garage G01 in Rezidence Vltava' },
  { email: 'najemnik@example.com', name: 'Eva Nájemníková', role: 'tenant of apartment 2.03 in Rezidence Vltava' },
  { email: 'dva@example.com', name: 'Tomáš Dvořák', role: 'owner in Dům Slunečná and tenant in Bytový dům Lipová' },
  { email: 'neaktivni@example.com', name: 'Ivan Neaktivní', role: 'inactive account' },
  { email: 'recepce@example.com', name: 'Recepce Vltava', role: 'reception desk of Rezidence Vltava (the RECEPTION role)' },
] as const;

type UnitSeed = Pick<UnitsTable, 'number' | 'type' | 'floor' | 'area' | 'has_parking'>;

/** Rezidence Vltava: 46 units on floors -1 to 6, every unit type. */
function largeBuildingUnits(): UnitSeed[] {
  const units: UnitSeed[] = [];
  for (let i = 1; i <= 4; i++) units.push({ number: `G0${i}`, type: 'garage', floor: -1, area: 18, has_parking: 1 });
  for (let i = 1; i <= 4; i++) units.push({ number: `P0${i}`, type: 'parking', floor: -1, area: 12.5, has_parking: 1 });
  for (let i = 1; i <= 4; i++) units.push({ number: `S0${i}`, type: 'cellar', floor: -1, area: 4.5, has_parking: 0 });
  units.push({ number: 'K01', type: 'commercial', floor: 0, area: 85, has_parking: 0 });
  units.push({ number: 'K02', type: 'commercial', floor: 0, area: 62.3, has_parking: 0 });
  units.push({ number: 'SK1', type: 'storage', floor: 0, area: 9, has_parking: 0 });
  units.push({ number: 'T01', type: 'other', floor: 0, area: 14, has_parking: 0 });
  for (let floor = 1; floor <= 6; floor++) {
    for (let n = 1; n <= 5; n++) {
      units.push({ number: `${floor}.0${n}`, type: 'apartment', floor, area: 48 + n * 11.5, has_parking: n <= 2 ? 1 : 0 });
    }
  }
  return units;
}

function apartments(floors: number, perFloor: number): UnitSeed[] {
  const units: UnitSeed[] = [];
  for (let floor = 1; floor <= floors; floor++) {
    for (let n = 1; n <= perFloor; n++) {
      units.push({ number: `${floor}.0${n}`, type: 'apartment', floor, area: 55 + n * 9, has_parking: 0 });
    }
  }
  return units;
}

const BUILDINGS = [
  { code: 'VLT', name: 'Rezidence Vltava', address: 'Rašínovo nábřeží 42, 128 00 Praha 2', units: largeBuildingUnits },
  {
    code: 'SLN',
    name: 'Dům Slunečná',
    address: 'Slunečná 12, 602 00 Brno',
    units: () => [...apartments(4, 2), { number: 'S01', type: 'cellar', floor: -1, area: 5, has_parking: 0 } as UnitSeed],
  },
  { code: 'LIP', name: 'Bytový dům Lipová', address: 'Lipová 7, 702 00 Ostrava', units: () => apartments(3, 2) },
];

/** Whether the demo data is there already (the seed runs once, on an empty database). */
export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst());
}

/** Deterministic demo data: three buildings, the demo users, their access and announcements. */
export async function seedDemo(db: Kysely<DB>, scryptN: number, now = new Date()): Promise<void> {
  const ts = nowIso(now);
  // Every demo user has the same published password, so one hash (one salt) serves them all and a
  // first start does not spend seconds of scrypt at OWASP's cost per user.
  const demoHash = await hashPassword(DEMO_PASSWORD, scryptN);

  await db.transaction().execute(async (trx) => {
    const buildingIds: Record<string, number> = {};
    const unitIds: Record<string, number> = {};
    for (const b of BUILDINGS) {
      const { id } = await trx
        .insertInto('buildings')
        .values({ name: b.name, code: b.code, address: b.address, image_path: null, created_at: ts })
        .returning('id')
        .executeTakeFirstOrThrow();
      buildingIds[b.code] = id;
      const rows = await trx
        .insertInto('units')
        .values(
          b.units().map((u) => ({
            ...u,
            building_id: id,
            unique_id: `${b.code}-${u.number}`,
            identifier: `${b.code}/${u.number}`,
            doorbell_enabled: u.type === 'apartment' || u.type === 'commercial' ? 1 : 0,
            doorbell_name: '',
            elevator_enabled: u.type === 'apartment' ? 1 : 0,
            elevator_auto_on_card: 0,
            elevator_auto_on_intercom: 0,
            maintenance_note: '',
            created_at: ts,
            updated_at: ts,
          })),
        )
        .returning(['id', 'unique_id'])
        .execute();
      for (const r of rows) unitIds[r.unique_id] = r.id;
    }

    const userIds: Record<string, number> = {};
    for (const [i, u] of DEMO_USERS.entries()) {
      const { id } = await trx
        .insertInto('users')
        .values({
          email: u.email,
          name: u.name,
          search_text: userSearchText(u.name, u.email),
          phone: `+420 777 000 ${String(100 + i)}`,
          password_hash: demoHash,
          is_active: u.email === 'neaktivni@example.com' ? 0 : 1,
          global_role: u.email === 'admin@example.com' ? 'admin' : 'user',
          avatar_url: null,
          created_at: ts,
          updated_at: ts,
          last_login: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[u.email] = id;
    }

    await trx
      .insertInto('building_roles')
      .values([
        { user_id: userIds['spravce@example.com'], building_id: buildingIds.VLT, role: 'admin' },
        { user_id: userIds['manager@example.com'], building_id: buildingIds.VLT, role: 'manager' },
        { user_id: userIds['manager@example.com'], building_id: buildingIds.SLN, role: 'manager' },
        // the desk is a member (it sees the building) who holds reception:manage through its role below
        { user_id: userIds['recepce@example.com'], building_id: buildingIds.VLT, role: 'user' },
      ])
      .execute();
    const reception = await trx.selectFrom('roles').select('id').where('code', '=', 'RECEPTION').executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values({ user_id: userIds['recepce@example.com'], role_id: reception.id, building_id: buildingIds.VLT, unit_id: null, valid_from: null, valid_until: null, created_at: ts })
      .execute();

    const access = (email: string, unique: string, role: 'owner' | 'tenant') => ({
      user_id: userIds[email],
      unit_id: unitIds[unique],
      role,
      valid_from: '2024-01-01T00:00:00.000Z',
      valid_until: null,
    });
    await trx
      .insertInto('unit_access')
      .values([
        access('vlastnik@example.com', 'VLT-1.01', 'owner'),
        access('vlastnik@example.com', 'VLT-G01', 'owner'),
        access('najemnik@example.com', 'VLT-2.03', 'tenant'),
        access('dva@example.com', 'SLN-1.01', 'owner'),
        access('dva@example.com', 'LIP-2.01', 'tenant'),
        access('neaktivni@example.com', 'VLT-3.02', 'tenant'),
      ])
      .execute();

    await trx
      .updateTable('units')
      .set({ doorbell_name: 'Vlastník', maintenance_note: 'Výměna vodoměru naplánována na jaro.' })
      .where('unique_id', '=', 'VLT-1.01')
      .execute();

    const at = (days: number) => nowIso(addDays(now, days));
    const admin = userIds['spravce@example.com'];
    await trx
      .insertInto('announcements')
      .values([
        {
          building_id: buildingIds.VLT,
          message: 'Vítejte v novém portálu Domovník. Najdete zde dokumenty, plány budovy a oznámení správy.',
          announcement_type: 'general',
          importance: 'low',
          valid_to: null,
          created_by: admin,
          created_at: at(-10),
          updated_at: at(-10),
        },
        {
          building_id: buildingIds.VLT,
          message: 'Odstávka teplé vody ve čtvrtek od 8:00 do 14:00 z důvodu revize kotelny.',
          announcement_type: 'maintenance',
          importance: 'normal',
          valid_to: at(7),
          created_by: admin,
          created_at: at(-2),
          updated_at: at(-2),
        },
        {
          building_id: buildingIds.VLT,
          message: 'Pozor: v garážích probíhá oprava vrat, vjezd je možný jen levým pruhem.',
          announcement_type: 'warning',
          importance: 'high',
          valid_to: at(3),
          created_by: admin,
          created_at: at(-1),
          updated_at: at(-1),
        },
        {
          building_id: buildingIds.VLT,
          message: 'Shromáždění vlastníků se koná 15. prosince v 18:00 ve společenské místnosti.',
          announcement_type: 'general',
          importance: 'normal',
          valid_to: null,
          created_by: admin,
          created_at: at(-5),
          updated_at: at(-5),
        },
        {
          building_id: buildingIds.VLT,
          message: 'Mytí oken ve společných prostorách proběhlo.',
          announcement_type: 'maintenance',
          importance: 'low',
          valid_to: at(-1),
          created_by: admin,
          created_at: at(-20),
          updated_at: at(-20),
        },
        {
          building_id: buildingIds.SLN,
          message: 'Výměna zámků vchodových dveří proběhne v pondělí. Nové klíče si vyzvedněte u správce.',
          announcement_type: 'maintenance',
          importance: 'high',
          valid_to: at(14),
          created_by: userIds['manager@example.com'],
          created_at: at(-3),
          updated_at: at(-3),
        },
        {
          building_id: buildingIds.SLN,
          message: 'Úklid schodiště je nově každé úterý.',
          announcement_type: 'general',
          importance: 'normal',
          valid_to: null,
          created_by: userIds['manager@example.com'],
          created_at: at(-6),
          updated_at: at(-6),
        },
        {
          building_id: buildingIds.LIP,
          message: 'Upozornění: o víkendu se bude prořezávat strom u vchodu, neparkujte prosím před domem.',
          announcement_type: 'warning',
          importance: 'normal',
          valid_to: at(5),
          created_by: userIds['admin@example.com'],
          created_at: at(-1),
          updated_at: at(-1),
        },
      ])
      .execute();

    await trx
      .insertInto('invitations')
      .values({
        email: null,
        code: DEMO_INVITATION_CODE,
        created_by: userIds['admin@example.com'],
        created_at: ts,
        expires_at: nowIso(addDays(now, 365)),
        is_used: 0,
        used_at: null,
        used_by: null,
        grants: JSON.stringify([
          { building_id: buildingIds.SLN, role: 'user', units: [{ unit_id: unitIds['SLN-2.02'], role: 'tenant' }] },
        ]),
      })
      .execute();
  });
  await seedBuildingInfo(db, now);
  await seedParking(db, now);
  await seedQr(db, now);
  await seedIssues(db, now);
  await seedForum(db, now);
  await seedCleaning(db, now);
  await seedReception(db, now);
  // last: made from what the seeds above recorded
  await seedNotifications(db, now);
}
