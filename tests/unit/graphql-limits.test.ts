import { describe, expect, it } from 'vitest';
import { buildSchema, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } from 'graphql';
import { BOARD_SCHEMA } from '../../server/graphql/schema';
import { costLimitRule } from '../../server/graphql/limits';
import { BOARD_QUERY, GRAPHQL_MAX_COST } from '../../contract/board';

/** The cost rule of server/graphql/limits.ts and the production rule on introspection, on the board's schema. */
const schema = buildSchema(BOARD_SCHEMA);
const check = (query: string, max = GRAPHQL_MAX_COST, extra: typeof specifiedRules = []) =>
  validate(schema, parse(query), [...specifiedRules, costLimitRule(max), ...extra]);

describe('GraphQL limits', () => {
  it('lets the board query through: it is valid and well within the cost limit', () => {
    expect(check(BOARD_QUERY)).toEqual([]);
  });

  it('counts every field, each alias and each use of a fragment', () => {
    // 3 fields: board, buildings, id
    expect(check('{ board { buildings { id } } }', 3)).toEqual([]);
    expect(check('{ board { buildings { id } } }', 2)).toHaveLength(1);
    expect(check('{ a: board { generated_at } b: board { generated_at } }', 3)[0]?.extensions.code).toBe('COST');
    expect(check('{ a: board { generated_at } b: board { generated_at } }', 4)).toEqual([]);
    const fragments = '{ a: board { ...F } b: board { ...F } } fragment F on Board { generated_at buildings { id } }';
    // 2 × (board + generated_at + buildings + id) = 8
    expect(check(fragments, 8)).toEqual([]);
    expect(check(fragments, 7)).toHaveLength(1);
  });

  it('refuses two hundred aliased boards', () => {
    const many = Array.from({ length: 200 }, (_, i) => `b${i}: board { buildings { id name } }`).join(' ');
    const errors = check(`{ ${many} }`);
    expect(errors).toHaveLength(1);
    expect(errors[0].extensions).toMatchObject({ code: 'COST', max: GRAPHQL_MAX_COST });
  });

  it('refuses introspection where production adds its rule', () => {
    expect(check('{ __schema { queryType { name } } }')).toEqual([]);
    expect(check('{ __schema { queryType { name } } }', GRAPHQL_MAX_COST, [NoSchemaIntrospectionCustomRule])).not.toEqual([]);
  });
});
