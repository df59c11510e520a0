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
