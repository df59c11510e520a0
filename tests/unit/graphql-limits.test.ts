import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { getComplexity } from 'graphql-query-complexity';
import { BOARD_SCHEMA } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import { boardCostEstimator, BOARD_BUILDINGS_BOUND, FIELD_COST } from '../../server/graphql/cost';
import { BOARD_QUERY, GRAPHQL_MAX_COST } from '../../contract/board';

/**
 * The cost rule of server/graphql/limits.ts with the weights of server/graphql/cost.ts (issue 28 §3),
 * and the production rule on introspection, on the board's schema.
 */
// graphql's CommonJS build, the one Node (and so mercurius and graphql-query-complexity) loads: vitest
// would hand this file the ESM build, and graphql refuses a schema of one build in the other's visitor
const { buildSchema, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const schema = buildSchema(BOARD_SCHEMA);
type Request = Parameters<typeof costLimitRule>[1];
const check = (query: string, request: Request = {}, extra: typeof specifiedRules = []) =>
  validate(schema, parse(query), [...specifiedRules, costLimitRule(GRAPHQL_MAX_COST, request), ...extra]);
const cost = (query: string, variables?: Record<string, unknown>) =>
  getComplexity({ schema, query: parse(query), estimators: [boardCostEstimator], variables });
const aliases = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `b${i}: ${selection}`).join(' ')} }`;

/** one building’s full board in the SPA’s query: zones 1, sensors 1, doors 2, gate events 1, issues 3, reception 1 */
const PER_BUILDING = 9;
const BOARD = FIELD_COST['Query.board'];

describe('GraphQL cost', () => {
  it('prices the SPA’s board query at its statements for the assumed 50 buildings, about half the limit', () => {
    expect(BOARD_BUILDINGS_BOUND).toBe(50);
    expect(cost(BOARD_QUERY)).toBe(BOARD + BOARD_BUILDINGS_BOUND * PER_BUILDING);
    expect(cost(BOARD_QUERY)).toBeLessThanOrEqual(GRAPHQL_MAX_COST * 0.55);
    expect(check(BOARD_QUERY, { variables: { buildingId: 1 } })).toEqual([]);
    expect(check(BOARD_QUERY)).toEqual([]);
  });

  it('charges what a resolver runs, not how many fields it answers', () => {
    expect(cost('{ board { generated_at } }')).toBe(BOARD);
    // id and name come with the building list: no statement of their own
    expect(cost('{ board { buildings { id name } } }')).toBe(BOARD);
    // a building's issues are 3 statements, once per building
    expect(cost('{ board { buildings { issues { open_total } } } }')).toBe(BOARD + BOARD_BUILDINGS_BOUND * 3);
    // every field of the issue summary comes from the same 3 statements
    expect(cost('{ board { buildings { issues { open_total overdue by_priority { priority count } latest { id title } } } } }')).toBe(
      BOARD + BOARD_BUILDINGS_BOUND * 3,
    );
    expect(cost('{ board { buildings { doors { id } gate_events { log_id } } } }')).toBe(BOARD + BOARD_BUILDINGS_BOUND * 3);
    // the reception tile's three counts are one statement (server/domain/reception/counts.ts)
    expect(cost('{ board { buildings { reception { visitors_in parcels_waiting keys_out } } } }')).toBe(BOARD + BOARD_BUILDINGS_BOUND * 1);
  });

  it('refuses 100 aliases of the smallest board and of the issue’s nested one, with code COST', () => {
    for (const selection of ['board { generated_at }', 'board { buildings { issues { open_total } } }']) {
      const errors = check(aliases(100, selection));
      expect(errors, selection).toHaveLength(1);
      expect(errors[0].extensions).toMatchObject({ code: 'COST', max: GRAPHQL_MAX_COST });
    }
    // the field-counting rule let these 249 through
    expect(check(aliases(249, 'board { generated_at }'))[0]?.extensions.code).toBe('COST');
    // a second full board (every field, reception included) under an alias is over the limit too
    expect(2 * cost(BOARD_QUERY)).toBeGreaterThan(GRAPHQL_MAX_COST);
    expect(check(`{ a: board { ...B } b: board { ...B } } fragment B on Board { buildings { fire_zones { id } sensors { id } doors { id } gate_events { log_id } issues { open_total } reception { keys_out } } }`)).toHaveLength(1);
  });

  it('stops exactly at the limit', () => {
    const fit = Math.floor(GRAPHQL_MAX_COST / BOARD);
    expect(check(aliases(fit, 'board { generated_at }'))).toEqual([]);
    expect(check(aliases(fit + 1, 'board { generated_at }'))[0]?.extensions.code).toBe('COST');
  });

  it('counts every spread of a named fragment, nested fragments included', () => {
    const fragments = `
      query { ...Q }
      fragment Q on Query { a: board { ...F } b: board { ...F } c: board { ...F } }
      fragment F on Board { buildings { ...G } }
      fragment G on BoardBuilding { issues { open_total } }`;
    expect(cost(fragments)).toBe(3 * (BOARD + BOARD_BUILDINGS_BOUND * 3));
    expect(check(fragments)).toEqual([]);
    const many = `query { ...Q } fragment Q on Query { ${Array.from({ length: 6 }, (_, i) => `b${i}: board { ...F }`).join(' ')} } fragment F on Board { buildings { ...G } } fragment G on BoardBuilding { issues { open_total } }`;
    expect(check(many)[0]?.extensions.code).toBe('COST');
  });

  it('prices the operation as it will run: its variables and its name', () => {
    const conditional = 'query ($x: Boolean!) { board { buildings @include(if: $x) { issues { open_total } } } }';
    expect(cost(conditional, { x: false })).toBe(BOARD);
    expect(cost(conditional, { x: true })).toBe(BOARD + BOARD_BUILDINGS_BOUND * 3);
    // a required variable the request gives is no error
    expect(check('query ($id: Int!) { board(buildingId: $id) { generated_at } }', { variables: { id: 1 } })).toEqual([]);
    // only the named operation is priced
    const two = `query Small { board { generated_at } } query Big ${aliases(100, 'board { generated_at }')}`;
    expect(check(two, { operationName: 'Small' })).toEqual([]);
    expect(check(two, { operationName: 'Big' })[0]?.extensions.code).toBe('COST');
  });

  it('lets introspection through where production does not add its rule', () => {
    expect(check('{ __schema { types { name fields { name type { name } } } } }')).toEqual([]);
    expect(check('{ __schema { queryType { name } } }', {}, [NoSchemaIntrospectionCustomRule])).not.toEqual([]);
  });
});
