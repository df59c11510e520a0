/**
 * Fake answers of the units API. GET /units/{id} answers the full unit. GET /units/my answers the
 * spec's Unit without the maintenance note (contract MyUnit, issue 30 §1), and the SPA checks it
 * against that schema; the staff list (GET /buildings/{id}/units) answers summaries, which a MyUnit
 * satisfies too. Screens must not find in a list what only the detail holds (the note).
 */
import { MyUnit, type Unit } from '../../contract/units';
import type { Handler } from './helpers';

/** The list item GET /units/my sends for a unit: the contract's MyUnit schema strips the note. */
export const summaryOf = (unit: Unit): MyUnit => MyUnit.parse({ ...unit, access: unit.access ?? { role: 'owner', valid_from: null } });

/** `GET /v1/units/{id}` for each unit, answering its detail. */
export function unitDetailRoutes(units: readonly Unit[]): Record<string, Handler> {
  return Object.fromEntries(units.map((u) => [`GET /v1/units/${u.id}`, () => ({ body: { unit: u } })]));
}

/** A flat of Rezidence Vltava (building 1) as GET /units/{id} answers it; `over` changes any field. */
export const vltavaUnit = (id: number, number: string, over: Partial<Unit> = {}): Unit => ({
  id,
  unique_id: `VLT-${number}`,
  number,
  identifier: `VLT/${number}`,
  type: 'apartment',
  type_name: 'Apartment',
  floor: 1,
  area: 60,
  has_parking: false,
  building: { id: 1, name: 'Rezidence Vltava' },
  access: { role: 'owner', valid_from: null },
  features: { doorbell: { enabled: true, name: 'Novák' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
  ...over,
});
