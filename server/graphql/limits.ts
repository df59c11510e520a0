import { GraphQLError, Kind, type ValidationContext, type ASTVisitor } from 'graphql';
import { createComplexityRule } from 'graphql-query-complexity';
import { boardCostEstimator } from './cost';

/**
 * The cost limit (issue 28 §3): graphql-query-complexity prices the document with the board's
 * weights (server/graphql/cost.ts) — aliases and every spread of a named fragment count each time —
 * and a document above `maxCost` is refused while it is validated, before any resolver runs. The
 * depth limit is mercurius's own `queryDepth`.
 *
 * The request's variables and operation name are given so that `@skip`/`@include` and arguments are
 * read as they will run, and only the operation that will run is priced (mercurius hands them to a
 * rule factory; server/plugins/graphql.ts).
 *
 * The error carries `extensions.code` 'COST' and the numbers, which the route turns into a
 * translated 400 (routes/v1/graphql.ts).
 */
export function costLimitRule(maxCost: number, request: { variables?: Record<string, unknown>; operationName?: string } = {}) {
  const rule = createComplexityRule({
    maximumComplexity: maxCost,
    estimators: [boardCostEstimator],
    variables: request.variables,
    operationName: request.operationName,
    createError: (max, actual) => new GraphQLError(`query cost ${actual} exceeds ${max}`, { extensions: { code: 'COST', max, cost: actual } }),
  }) as (context: ValidationContext) => ASTVisitor;
  return (context: ValidationContext): ASTVisitor => {
    // Given an operation name, the library reads every operation's `name.value`, and an anonymous
    // operation has none: a TypeError, a 500 (issue 30 §5, found by tests/server/openapi-fuzz.test.ts).
    // Nothing needs pricing then: such a name matches no operation (graphql's execution refuses it,
    // a 400), and an anonymous operation beside named ones is refused by graphql's own validation.
    const anonymous = context.getDocument().definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && !d.name);
    return request.operationName !== undefined && anonymous ? {} : rule(context);
  };
}
