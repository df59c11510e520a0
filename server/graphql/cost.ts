import type { ComplexityEstimator } from 'graphql-query-complexity';

/**
 * What a GraphQL document costs (issue 28 §3): the work its resolvers cause, counted in SQL
 * statements, not its fields. A field not listed here is read from a row already loaded, so it costs
 * nothing itself; its children still count. Aliases and fragment spreads are separate selections,
 * so each one pays again — which is the point: 100 aliases of the board cost 100 boards.
 */

/**
 * How many buildings a board is assumed to list. The caller's count is unknown while the document is
 * validated (before any resolver runs), so a building's fields are charged this many times: 50 is
 * above the largest portfolio the product is sized for (a manager of a few dozen buildings), and a
 * global admin of more still gets every building, the estimate merely undercounts.
 */
export const BOARD_BUILDINGS_BOUND = 50;

/** Own cost of a field, by `Type.field`: the statements its resolver runs, whatever the rows. */
export const FIELD_COST: Readonly<Record<string, number>> = {
  // boardRoot: listVisibleBuildings (1 statement) and a board:view check on every visible building;
  // counted as 10 so that a board costs something however little is asked of it (100 aliases of
  // `board { generated_at }` are refused) while the SPA's one board stays far under the limit
  'Query.board': 10,
  // portfolioSummary: the buildings, then five grouped statements for all of them at once (zones in
  // alarm, devices, gate refusals, open issues, visitors), whatever the number of buildings; priced
  // as a board root so that aliases of it are refused like aliases of the board
  'Query.portfolio': 10,
  // listFireZones: 1 statement
  'BoardBuilding.fire_zones': 1,
  // listSensors: 1 statement (the band is computed from the row)
  'BoardBuilding.sensors': 1,
  // listDoors: the caller's door rights, then the doors
  'BoardBuilding.doors': 2,
  // latestHistory: the newest gate events, one statement (no count)
  'BoardBuilding.gate_events': 1,
  // issueSummary: open counts by priority, overdue count, the latest open ones
  'BoardBuilding.issues': 3,
  // openReceptionCounts: the three registers' open entries, one statement of three counts
  'BoardBuilding.reception': 1,
};

/** Lists whose children run once per row, by `Type.field`: their children's cost is multiplied. */
export const LIST_BOUND: Readonly<Record<string, number>> = {
  // each building of the board runs its own fields' statements (server/graphql/building.ts)
  'Board.buildings': BOARD_BUILDINGS_BOUND,
};

/**
 * The estimator for graphql-query-complexity: own cost plus the children's, times the list bound.
 * Every field gets a number (introspection's included, at 0 of its own), so the library never
 * reports a field it could not price.
 */
export const boardCostEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const key = `${type.name}.${field.name}`;
  return (FIELD_COST[key] ?? 0) + childComplexity * (LIST_BOUND[key] ?? 1);
};
