/**
 * Fake answers of the units API as the server gives them (issue 8): GET /units/my lists summaries
 * (contract UnitSummary), GET /units/{id} the full unit. Screens must not find in the list what only
 * the detail holds.
 */
import { UnitSummary, type Unit } from '../../contract/units';
import type { Handler } from './helpers';

/** The list item the server sends for a unit: the contract's summary schema strips the rest. */
export const summaryOf = (unit: Unit): UnitSummary => UnitSummary.parse(unit);

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
