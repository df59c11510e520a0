import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable';
import { STORAGE_RETRY_AFTER_S, storageFault, type StorageFault } from '../lib/storage-faults';
import { languageOf, translate, type Lang } from '../lib/i18n';
import { validationMessage, type ValidationIssue } from '../../contract/rules/validation';

/** One readable sentence for the first invalid field, naming it (the rule is the forms' too). */
export function describeValidationIssue(lang: Lang, issue: ValidationIssue, fallbackField: string): string {
  const { key, params } = validationMessage(issue, issue.path?.length ? issue.path.map(String).join('.') : fallbackField);
  return translate(lang, key, params);
}

/**
 * Every non-2xx answer is `{ message }` in the caller's language; a 5xx never shows internals.
 */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'cs');
    // Every route must keep this error contract; the list lets tests/server/bad-input.test.ts walk them all.
    const routes: RouteOptions[] = [];
    app.decorate('routeList', routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onRequest', async (req) => {
      req.lang = languageOf(req.headers['accept-language']);
      // Node refuses only what overflows its whole header limit; a long URL below that is refused here alike.
      if (req.url.length > URL_MAX) throw new HttpError(414, 'server.errors.uri_too_long');
    });

    app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
      const lang = req.lang ?? 'cs';
      if (error instanceof HttpError) {
        for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
        return reply.status(error.statusCode).send({ message: translate(lang, error.message, error.params) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0] as unknown as { keyword: string; instancePath: string; message: string; params: ValidationIssue };
        const issue: ValidationIssue = {
          ...first.params,
          code: first.keyword,
          message: first.message,
          path: first.instancePath.split('/').filter(Boolean),
        };
        const where = error.validationContext ?? 'body';
        // Every path parameter is a row id: one that cannot exist (0, 2^31, 'abc') is simply not found.
        if (where === 'params') return reply.status(404).send({ message: translate(lang, 'server.errors.not_found') });
        return reply.status(400).send({ message: describeValidationIssue(lang, issue, where) });
      }
      if (isResponseSerializationError(error)) {
        req.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
        return reply.status(500).send({ message: translate(lang, 'server.errors.internal') });
      }
      const fault = storageFault(error, req.server.config.dataDir);
      if (fault) return answerStorageFault(req, reply, lang, error, fault);
      if (isDatabaseUnavailable(error)) {
        // the database is away, stalled or locked: a moment's wait, not a bug (db/unavailable.ts)
        req.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable; answered 503');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
        return reply.status(503).send({ message: translate(lang, 'server.errors.database_unavailable') });
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
      // Fastify's and plugins' own 4xx texts are English only; answer in the caller's language.
      if (status === 400) return reply.status(400).send({ message: translate(lang, 'server.errors.bad_request') });
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);

/**
 * A full disk (507) or storage that cannot be written (503): one error line naming the cause and
 * the file or folder, for the operator; the client gets only the sentence (issue 27 §4). SQLite's
 * errors name no file, so its database file is named for them.
 */
function answerStorageFault(req: FastifyRequest, reply: FastifyReply, lang: Lang, error: Error, fault: StorageFault) {
  const where = fault.path ?? (fault.code.startsWith('SQLITE_') ? req.server.database?.file : undefined);
  const full = fault.kind === 'full';
  req.log.error(
    { code: fault.code, path: where, err: { message: error.message, code: (error as { code?: unknown }).code } },
    full ? 'storage full: nothing more can be written; answered 507' : 'storage cannot be written; answered 503',
  );
  if (!full) reply.header('Retry-After', String(STORAGE_RETRY_AFTER_S));
  return reply.status(full ? 507 : 503).send({ message: translate(lang, full ? 'server.errors.storage_full' : 'server.errors.storage_read_only') });
}

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding (400) or a path parameter
 * longer than `maxParamLength` (414) is answered before any hook runs, so the language is read here.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(req.headers['accept-language']);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ message: translate(lang, 'server.errors.uri_too_long') });
  return reply.status(400).send({ message: translate(lang, 'server.errors.bad_request') });
}

/** The longest request URL answered (Node's own limit, 16 KiB, covers the request line and all headers together). */
export const URL_MAX = 8 * 1024;

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses an over-long request line or header
 * block before Fastify sees the request, and by default answers with its own body. This writes
 * the same `{ message }` as every other error: 414 when the request line alone is too long, 431
 * otherwise. The language comes from whatever part of the raw request was read.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node hands the unparsed bytes as a Buffer; Fastify's type describes its JSON form.
  const packet: unknown = err.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const lang = languageOf(/\r\naccept-language:([^\r\n]*)/i.exec(raw)?.[1]);
  const lineEnd = raw.indexOf('\r\n');
  let status = 400;
  let key = 'server.errors.bad_request';
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    const urlTooLong = lineEnd === -1 || lineEnd > URL_MAX;
    status = urlTooLong ? 414 : 431;
    key = urlTooLong ? 'server.errors.uri_too_long' : 'server.errors.headers_too_large';
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    key = 'server.errors.request_timeout';
  }
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message: translate(lang, key) });
    const reason = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status];
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route as registered, in order */
    routeList: RouteOptions[];
  }
}
