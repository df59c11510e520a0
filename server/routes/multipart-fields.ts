import type { z } from 'zod';
import { HttpError } from '../lib/http-error';
import type { Lang } from '../lib/i18n';
import { describeValidationIssue } from '../plugins/errors';

/**
 * The text fields of a multipart upload arrive outside the route schema, so the route checks
 * them here against the contract, with the same wording as any other bad body.
 */
export function parseMultipartFields<S extends z.ZodType>(schema: S, fields: unknown, lang: Lang): z.output<S> {
  const parsed = schema.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, describeValidationIssue(lang, parsed.error.issues[0] as never, 'body'));
  return parsed.data;
}
