import fp from 'fastify-plugin';
import { redactUrl } from '../lib/redact-url';

/** Answers slower than this are logged at info even when request lines are off. */
const SLOW_MS = 1_000;

/**
 * One line per answered request instead of Fastify's two ("incoming request" + "request
 * completed"), with the URL redacted so a reset token never reaches a log. With LOG_REQUESTS off
 * (the default) ordinary answers go to debug and only 5xx and slow answers stay at info.
 * Fastify's own request logging is disabled in app.ts (disableRequestLogging).
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (req, reply) => {
      const ms = Math.round(reply.elapsedTime);
      const status = reply.statusCode;
      const line = { method: req.method, url: redactUrl(req.url), status, ms };
      // 5xx details are logged by the error handler; this is the request's one line.
      if (app.config.logRequests || status >= 500 || ms >= SLOW_MS) req.log.info(line, 'request');
      else req.log.debug(line, 'request');
    });
  },
  { name: 'request-log' },
);
