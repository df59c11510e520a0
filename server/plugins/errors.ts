import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { languageOf, translate, type Lang } from '../lib/i18n';

interface ZodIssueLike {
  code?: string;
  message?: string;
  path?: Array<string | number>;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  values?: unknown[];
  input?: unknown;
}

/** One readable sentence for the first invalid field, naming it. */
export function describeValidationIssue(lang: Lang, issue: ZodIssueLike, fallbackField: string): string {
  const field = issue.path?.length ? issue.path.join('.') : fallbackField;
  if (issue.message?.startsWith('server.')) return translate(lang, issue.message, { field });
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return translate(lang, issue.input === undefined ? 'server.validation.field_required' : 'server.validation.field_invalid', { field });
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return translate(lang, 'server.validation.field_required', { field });
      return translate(lang, isText ? 'server.validation.field_too_short' : 'server.validation.field_too_small', {
        field,
        min: Number(issue.minimum),
      });
    case 'too_big':
      return translate(lang, isText ? 'server.validation.field_too_long' : 'server.validation.field_too_big', {
        field,
        max: Number(issue.maximum),
      });
    case 'invalid_value':
      return translate(lang, 'server.validation.field_one_of', { field, values: (issue.values ?? []).join(', ') });
    default:
      return translate(lang, 'server.validation.field_invalid', { field });
  }
}

/**
 * Every non-2xx answer is `{ message }` in the caller's language; a 5xx never shows internals.
 */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'cs');
    app.addHook('onRequest', async (req) => {
      req.lang = languageOf(req.headers['accept-language']);
    });

    app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
      const lang = req.lang ?? 'cs';
      if (error instanceof HttpError) {
        for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
        return reply.status(error.statusCode).send({ message: translate(lang, error.message, error.params) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0] as unknown as { keyword: string; instancePath: string; message: string; params: ZodIssueLike };
        const issue: ZodIssueLike = {
          ...first.params,
          code: first.keyword,
          message: first.message,
          path: first.instancePath.split('/').filter(Boolean),
        };
        const where = error.validationContext ?? 'body';
        return reply.status(400).send({ message: describeValidationIssue(lang, issue, where) });
      }
      if (isResponseSerializationError(error)) {
        req.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
        return reply.status(500).send({ message: translate(lang, 'server.errors.internal') });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        req.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: translate(lang, 'server.errors.internal') });
      }
      if (status === 413) return reply.status(413).send({ message: translate(lang, 'server.errors.payload_too_large') });
      if (status === 415) return reply.status(415).send({ message: translate(lang, 'server.errors.unsupported_media') });
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.status(400).send({ message: translate(lang, 'server.errors.invalid_json') });
      }
      if (status === 429) {
        return reply.status(429).send({ message: error.message });
      }
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);
