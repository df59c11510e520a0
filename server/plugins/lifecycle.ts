import fp from 'fastify-plugin';
import { languageOf, translate } from '../lib/i18n';

/**
 * Whether this instance is on its way down (SIGTERM/SIGINT, or any app.close()). The health route
 * reads `app.lifecycle.shuttingDown` and answers 503 from the first moment, so a load balancer takes
 * the instance out while its requests in flight still finish (server/main.ts, README "Shutdown").
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  /** marks the instance as going down; main.ts calls it on the signal, before closing the app */
  beginShutdown(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Seconds a request refused while draining is asked to wait: behind a load balancer the retry goes
 * to another instance, which can take it at once.
 */
export const DRAIN_RETRY_AFTER_S = 1;

/** the routes that answer for themselves while the instance goes down (routes/v1/health.ts) */
const ANSWERS_ITSELF = new Set(['/v1/health', '/v1/health/live']);

export default fp(
  async (app) => {
    let shuttingDown = false;
    const lifecycle: Lifecycle = {
      get shuttingDown() {
        return shuttingDown;
      },
      beginShutdown() {
        shuttingDown = true;
      },
    };
    app.decorate('lifecycle', lifecycle);
    // app.close() without a signal (tests, an embedding process) goes down the same way
    app.addHook('preClose', async () => lifecycle.beginShutdown());

    // A request that arrives while the instance drains (on a kept-alive connection; new connections
    // are refused) is not started: it would race the database being closed. It gets a 503 before
    // anything runs, so the client may safely send it again (a write too) to another instance;
    // `Connection: close` ends the kept-alive connection, so that retry opens a new one elsewhere.
    // It runs before every hook but the security headers' (server/app.ts): req.lang is not set yet.
    app.addHook('onRequest', async (req, reply) => {
      if (!shuttingDown || ANSWERS_ITSELF.has(req.routeOptions.url ?? '')) return;
      return reply
        .status(503)
        .header('Retry-After', String(DRAIN_RETRY_AFTER_S))
        .header('Connection', 'close')
        .send({ message: translate(languageOf(req.headers['accept-language']), 'server.errors.restarting') });
    });
  },
  { name: 'lifecycle' },
);
