/**
 * Fake answers of the units API. GET /units/{id} answers the full unit. The lists answer summaries
 * (contract UnitSummary): the server's staff list (GET /buildings/{id}/units) is one, and GET
 * /units/my, which since issue 30 §1 answers the spec's whole Unit (contract MyUnit), is read by
 * the SPA only as far as a summary goes, since screens merge both lists. Screens must not find in a
 * list what only the detail holds.
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
