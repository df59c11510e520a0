import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../domain/files/store';
import { MIME } from '../domain/files/sniff';
import { floorPlanSvg, typicalFloor } from '../domain/floorplans/demo-svg';
import { minimalPdf } from './files';
import { nowIso } from '../lib/time';

interface DemoPlan {
  building: string;
  floor: number;
  name: string;
  description: string | null;
  type: 'public' | 'technical' | 'unit';
  access_level: 'public' | 'admin' | 'technical' | 'unit_only';
  file: string;
  kind: 'svg' | 'pdf';
  bytes: () => Buffer;
}

const PLANS: DemoPlan[] = [
  {
    building: 'VLT', floor: 0, name: 'Přízemí – vstupní hala', description: 'Recepce, schránky, kočárkárna a komerční prostory.',
    type: 'public', access_level: 'public', file: 'prizemi.svg', kind: 'svg',
    bytes: () => floorPlanSvg('Rezidence Vltava – přízemí', [
      { x: 20, y: 56, w: 260, h: 220, label: 'Prodejna K01' },
      { x: 280, y: 56, w: 220, h: 220, label: 'Kavárna K02' },
      { x: 500, y: 56, w: 280, h: 220, label: 'Recepce a schránky', tone: 'shared' },
      { x: 20, y: 276, w: 300, h: 168, label: 'Vstupní hala', tone: 'shared' },
      { x: 320, y: 276, w: 180, h: 168, label: 'Kočárkárna SK1', tone: 'shared' },
      { x: 500, y: 276, w: 160, h: 168, label: 'Schodiště', tone: 'shared' },
      { x: 660, y: 276, w: 120, h: 168, label: 'Výtahy', tone: 'technical' },
    ]),
  },
  {
    building: 'VLT', floor: 0, name: 'Evakuační plán', description: 'Únikové cesty a hasicí přístroje.',
    type: 'public', access_level: 'public', file: 'evakuacni-plan.pdf', kind: 'pdf',
    bytes: () => minimalPdf(['Evakuacni plan', 'Rezidence Vltava', 'Unikove cesty vedou ke hlavnimu vchodu a do dvora.']),
  },
  {
    building: 'VLT', floor: -1, name: 'Garáže a sklepy', description: 'Garážová stání G01–G04, parkovací místa P01–P04, sklepy S01–S04.',
    type: 'unit', access_level: 'unit_only', file: 'garaze.svg', kind: 'svg',
    bytes: () => floorPlanSvg('Rezidence Vltava – 1. podzemní podlaží', [
      ...[1, 2, 3, 4].map((i) => ({ x: 20 + (i - 1) * 95, y: 56, w: 95, h: 180, label: `G0${i}`, tone: 'parking' as const })),
      ...[1, 2, 3, 4].map((i) => ({ x: 400 + (i - 1) * 95, y: 56, w: 95, h: 180, label: `P0${i}`, tone: 'parking' as const })),
      { x: 20, y: 236, w: 560, h: 100, label: 'Příjezdová cesta', tone: 'shared' },
      ...[1, 2, 3, 4].map((i) => ({ x: 20 + (i - 1) * 140, y: 336, w: 140, h: 108, label: `Sklep S0${i}`, tone: 'shared' as const })),
      { x: 580, y: 236, w: 200, h: 208, label: 'Technická místnost', tone: 'technical' },
    ]),
  },
  {
    building: 'VLT', floor: -1, name: 'Technické rozvody', description: 'Uzávěry vody, plynu a hlavní rozvaděč.',
    type: 'technical', access_level: 'technical', file: 'rozvody.svg', kind: 'svg',
    bytes: () => floorPlanSvg('Rezidence Vltava – technické rozvody', [
      { x: 20, y: 56, w: 380, h: 388, label: 'Hlavní uzávěr vody', tone: 'technical' },
      { x: 400, y: 56, w: 380, h: 194, label: 'Plynoměry', tone: 'technical' },
      { x: 400, y: 250, w: 380, h: 194, label: 'Hlavní rozvaděč', tone: 'technical' },
    ]),
  },
  ...[1, 2, 3, 4, 5, 6].map((floor) => ({
    building: 'VLT', floor, name: `Typické podlaží ${floor}`, description: `Byty ${floor}.01–${floor}.05.`,
    type: 'public' as const, access_level: 'public' as const, file: `podlazi-${floor}.svg`, kind: 'svg' as const,
    bytes: () => typicalFloor(`Rezidence Vltava – ${floor}. nadzemní podlaží`, [1, 2, 3, 4, 5].map((n) => `Byt ${floor}.0${n}`)),
  })),
  {
    building: 'VLT', floor: 7, name: 'Střecha a strojovna výtahů', description: null,
    type: 'technical', access_level: 'admin', file: 'strecha.svg', kind: 'svg',
    bytes: () => floorPlanSvg('Rezidence Vltava – střecha', [
      { x: 20, y: 56, w: 560, h: 388, label: 'Plochá střecha', tone: 'shared' },
      { x: 580, y: 56, w: 200, h: 388, label: 'Strojovna výtahů', tone: 'technical' },
    ]),
  },
  ...[1, 2, 3, 4].map((floor) => ({
    building: 'SLN', floor, name: `${floor}. patro`, description: `Byty ${floor}.01 a ${floor}.02.`,
    type: 'public' as const, access_level: 'public' as const, file: `patro-${floor}.svg`, kind: 'svg' as const,
    bytes: () => typicalFloor(`Dům Slunečná – ${floor}. patro`, [`Byt ${floor}.01`, `Byt ${floor}.02`]),
  })),
  {
    building: 'SLN', floor: -1, name: 'Sklep', description: 'Sklep S01 a kotelna.',
    type: 'unit', access_level: 'unit_only', file: 'sklep.svg', kind: 'svg',
    bytes: () => floorPlanSvg('Dům Slunečná – sklep', [
      { x: 20, y: 56, w: 380, h: 388, label: 'Sklep S01', tone: 'shared' },
      { x: 400, y: 56, w: 380, h: 388, label: 'Kotelna', tone: 'technical' },
    ]),
  },
  ...[1, 2, 3].map((floor) => ({
    building: 'LIP', floor, name: `${floor}. patro`, description: null,
    type: 'public' as const, access_level: 'public' as const, file: `patro-${floor}.svg`, kind: 'svg' as const,
    bytes: () => typicalFloor(`Bytový dům Lipová – ${floor}. patro`, [`Byt ${floor}.01`, `Byt ${floor}.02`]),
  })),
];

/**
 * Demo floor plans for every demo building: SVG drawings (and one PDF) written through the file
 * store, with every access level represented so the demo shows who sees what.
 */
export async function seedDemoFloorplans(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<void> {
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).execute();
  const idOf = new Map(buildings.map((b) => [b.code, b.id]));
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst();
  const ts = nowIso(now);
  const written: string[] = [];
  try {
    const rows = [];
    for (const p of PLANS) {
      const buildingId = idOf.get(p.building);
      if (!buildingId) continue;
      const bytes = p.bytes();
      const path = await files.save('floorplans', p.kind, bytes);
      written.push(path);
      rows.push({
        building_id: buildingId,
        floor: p.floor,
        name: p.name,
        description: p.description,
        type: p.type,
        access_level: p.access_level,
        file_path: path,
        original_name: p.file,
        mime_type: MIME[p.kind],
        file_size: bytes.length,
        created_by: admin?.id ?? null,
        created_at: ts,
        updated_at: ts,
      });
    }
    if (rows.length > 0) await db.insertInto('floorplans').values(rows).execute();
  } catch (err) {
    // no orphan files when the rows could not be written
    await Promise.all(written.map((p) => files.remove(p).catch(() => undefined)));
    throw err;
  }
}
