import type { Floorplan } from '../../contract/floorplans';
import type { Me } from '../../contract/users';
import { ME } from './helpers';
import { PERMISSION_CODES } from '../../contract/rules/permissions';

export const plan = (over: Partial<Floorplan> & { id: number }): Floorplan => ({
  building_id: 1,
  floor: 0,
  name: `Plán ${over.id}`,
  description: null,
  type: 'public',
  access_level: 'public',
  file: { path: `/v1/buildings/1/floorplans/${over.id}/file`, mime_type: 'image/png', name: `plan-${over.id}.png`, size: 2048 },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

export const PLANS: Floorplan[] = [
  plan({ id: 1, floor: 0, name: 'Přízemí – vstupní hala', description: 'Recepce a schránky' }),
  plan({ id: 2, floor: -1, name: 'Garáže', access_level: 'unit_only' }),
  plan({ id: 3, floor: 2, name: 'Druhé patro' }),
];

export const inBuilding = (role: string, permissions: string[], global: Me['global_role'] = 'user'): Me => ({
  ...ME,
  global_role: global,
  buildings: [
    { building_id: 1, building_name: 'Vinohradská 12', building_code: 'VIN', building_address: 'Vinohradská 12, Praha 2', role, permissions, document_unit_ids: [] },
  ],
});

export const RESIDENT = inBuilding('owner', []);
export const BUILDING_ADMIN = inBuilding('admin', ['floorplan:manage', 'building_info:edit']);
export const MANAGER = inBuilding('manager', ['document:manage']);
/** The server lists every code of the catalogue for a global admin, less their direct denials. */
export const GLOBAL_ADMIN = inBuilding('admin', [...PERMISSION_CODES], 'admin');
/** A global admin with direct denials of floorplan:manage and building_info:edit in this building. */
export const GLOBAL_ADMIN_DENIED = inBuilding(
  'admin',
  PERMISSION_CODES.filter((c) => c !== 'floorplan:manage' && c !== 'building_info:edit'),
  'admin',
);
