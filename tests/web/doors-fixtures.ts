/** Fake door answers as the server sends them (contract/doors.ts) and the signed-in routes around them. */
import type { Door } from '../../contract/doors';
import type { Me } from '../../contract/users';
import type { Unit } from '../../contract/units';
import type { mockApi } from './helpers';
import { BUILDING } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

export const DOORS_PATH = '/v1/buildings/1/doors';
export const toggle = (id: number) => `${DOORS_PATH}/${id}/toggle`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const door = (over: Partial<Door>): Door => ({
  id: 1,
  name: 'Hlavní vchod',
  location: 'Přízemí',
  area: 'entrance',
  floor: null,
  unit_id: null,
  is_open: false,
  changed_at: minutesAgo(2),
  last_event: { action: 'closed', at: minutesAgo(2), via: 'device' },
  can_open: true,
  ...over,
});

export const DOORS: Door[] = [
  door({}),
  door({ id: 2, name: 'Garážová vrata', location: 'Garáž -1', area: 'garage', is_open: true, last_event: { action: 'opened', at: minutesAgo(5), via: 'app' } }),
  door({ id: 3, name: 'Sklep', location: null, area: 'common', can_open: false, changed_at: null, last_event: null }),
];

export function shellRoutes(me: Me, units: Unit[] = []): Parameters<typeof mockApi>[0] {
  return {
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: units.map(summaryOf) } },
  };
}
