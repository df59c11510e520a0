import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BuildingInfoValues } from '../../contract/building-info';
import { saveBuildingInfo } from '../domain/building-info/repository';
import { GENERATED_FACADE } from '../domain/building-info/hero-image';

const WEEKDAY_HOURS = [
  { from: '08:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
];

/** Full building information for every demo building (spec 000 §3); every one also gets a drawn hero image. */
const INFO: Record<string, BuildingInfoValues> = {
  VLT: {
    details: {
      type: 'association',
      construction_year: 2008,
      reconstruction_year: 2021,
      floor_count: 7,
      elevator_count: 2,
      parking: { visitor_spots: 6, resident_spots: 24, garage_count: 4 },
    },
    managers: [
      { name: 'Petr Správce', position: 'Správce budovy', email: 'spravce@example.com', phone: '+420 601 111 222' },
      { name: 'Marie Manažerová', position: 'Facility manažerka', email: 'manager@example.com', phone: '+420 602 333 444' },
    ],
    emergency_contacts: [
      { name: 'Havarijní služba – voda a topení', type: 'plumbing', phone: '+420 800 100 200', email: null },
      { name: 'Výtahy Praha s.r.o.', type: 'elevator', phone: '+420 800 300 400', email: 'servis@vytahy.example.com' },
      { name: 'PRE – poruchy elektřiny', type: 'electricity', phone: '+420 800 850 860', email: null },
    ],
    reception: {
      is_present: true,
      location: 'Přízemí, vstupní hala',
      phone: '+420 603 555 666',
      email: 'recepce.vltava@example.com',
      opening_hours: {
        monday: WEEKDAY_HOURS,
        tuesday: WEEKDAY_HOURS,
        wednesday: WEEKDAY_HOURS,
        thursday: WEEKDAY_HOURS,
        friday: [{ from: '08:00', to: '14:00' }],
      },
    },
  },
  SLN: {
    details: {
      type: 'association',
      construction_year: 1936,
      reconstruction_year: 2012,
      floor_count: 4,
      elevator_count: 1,
      parking: { visitor_spots: 2, resident_spots: 0, garage_count: 0 },
    },
    managers: [{ name: 'Marie Manažerová', position: 'Správkyně domu', email: 'manager@example.com', phone: '+420 602 333 444' }],
    emergency_contacts: [
      { name: 'Havarijní služba Brno', type: 'plumbing', phone: '+420 800 200 300', email: null },
      { name: 'Plynárenská pohotovost', type: 'gas', phone: '1239', email: null },
    ],
    reception: {
      is_present: false,
      location: null,
      phone: null,
      email: null,
      opening_hours: {},
    },
  },
  LIP: {
    details: {
      type: 'rental',
      construction_year: 1962,
      reconstruction_year: null,
      floor_count: 3,
      elevator_count: 0,
      parking: { visitor_spots: 4, resident_spots: 6, garage_count: 0 },
    },
    managers: [{ name: 'Alena Adminová', position: 'Správa nemovitosti', email: 'admin@example.com', phone: '+420 604 777 888' }],
    emergency_contacts: [{ name: 'Havarijní služba Ostrava', type: 'plumbing', phone: '+420 800 400 500', email: 'havarie@example.com' }],
    reception: {
      is_present: true,
      location: 'Kancelář ve dvoře',
      phone: '+420 605 999 000',
      email: null,
      opening_hours: { wednesday: [{ from: '15:00', to: '18:00' }] },
    },
  },
};

export async function seedBuildingInfo(db: Kysely<DB>, now = new Date()): Promise<void> {
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).execute();
  for (const b of buildings) {
    const info = INFO[b.code];
    if (!info) continue;
    await saveBuildingInfo(db, b.id, info, now);
    await db.updateTable('buildings').set({ image_path: GENERATED_FACADE }).where('id', '=', b.id).execute();
  }
}
