import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * The cost limit (issue 12 "Bad input"): every selected field costs 1 each time it is selected —
 * an alias is another selection, a fragment counts at every place it is spread — so a document that
 * asks for the board a hundred times under a hundred aliases costs a hundred boards and is refused
 * before it runs. Written here because the installable limiters (graphql-query-complexity,
 * graphql-cost-analysis) are not among this machine's packages and the rule is this short; the depth
 * limit is mercurius's own `queryDepth`.
 *
 * The error carries `extensions.code` 'COST' and the numbers, which the route turns into a
 * translated 400 (routes/v1/graphql.ts).
 */
export function costLimitRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    // a fragment cycle is refused by graphql's own NoFragmentCycles; `seen` keeps this walk finite anyway
    const cost = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
      if (!set) return 0;
      let sum = 0;
      for (const sel of set.selections) {
        if (sum > maxCost) return sum;
        if (sel.kind === Kind.FIELD) sum += 1 + cost(sel.selectionSet, seen);
        else if (sel.kind === Kind.INLINE_FRAGMENT) sum += cost(sel.selectionSet, seen);
        else {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (frag && !seen.has(name)) sum += cost(frag.selectionSet, new Set([...seen, name]));
        }
      }
      return sum;
    };
    return {
      OperationDefinition(node) {
        const total = cost(node.selectionSet, new Set());
        if (total > maxCost) {
          context.reportError(new GraphQLError(`query cost ${total} exceeds ${maxCost}`, { nodes: [node], extensions: { code: 'COST', max: maxCost } }));
        }
      },
    };
  };
}
