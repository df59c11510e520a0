import type { z } from 'zod';
import { strictBody } from '../lib/strict-schema';
import { HttpError } from '../lib/http-error';
import type { Lang } from '../lib/i18n';
import { describeValidationIssue } from '../plugins/errors';

/**
 * The text fields of a multipart upload arrive outside the route schema, so the route checks
 * them here against the contract, with the same wording as any other bad body, and as strictly
 * (docs/api-conventions.md): a field the form does not have is a 400 naming it.
 */
export function parseMultipartFields<S extends z.ZodType>(schema: S, fields: unknown, lang: Lang): z.output<S> {
  const parsed = strictBody(schema).safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, describeValidationIssue(lang, parsed.error.issues[0] as never, 'body'));
  return parsed.data;
}
