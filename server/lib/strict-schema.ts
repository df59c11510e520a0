import { z } from 'zod';

/**
 * A body schema that takes no field it does not name (docs/api-conventions.md): an object made
 * strict, and an object piped into a transform (an input renamed into the entity's words) made
 * strict before its transform. Anything else (a union of strict objects, say) is as it is.
 */
export function strictBody<S>(schema: S): S {
  if (schema instanceof z.ZodObject) return schema.strict() as S;
  if (schema instanceof z.ZodPipe && schema.def.in instanceof z.ZodObject) return z.pipe(schema.def.in.strict(), schema.def.out as z.ZodType<unknown, Record<string, unknown>>) as S;
  return schema;
}
