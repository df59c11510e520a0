import { sql } from 'kysely';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import { DATABASE_RETRY_AFTER_S } from '../../db/unavailable';
import { liveness, readiness } from '../../../contract/routes/health';
import { tableRoute } from '../../lib/route-table';

/** the longest each part may take to answer before the instance counts as unready */
export const HEALTH_PROBE_TIMEOUT_MS = 1_000;

/** what /health names as failing; 'shutdown': the instance is going down (plugins/lifecycle.ts) */
export type HealthPart = 'database' | 'redis' | 'shutdown';

/** Resolves when `work` does within `ms`; rejects otherwise (the work itself runs on, unawaited). */
async function within(ms: number, work: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('health probe timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The load balancer's two questions, both without a session and outside every rate limit:
 * - GET /health (readiness): 200 `{ status: 'ok' }` while the database answers `select 1`, and
 *   Redis (when REDIS_URL is set) a PING, each within a second; otherwise 503
 *   `{ status: 'unavailable', failing: [...], message }` naming the parts that did not answer.
 *   No URL, host or driver error text is ever in the answer; the cause goes to the log.
 *   While the instance shuts down it answers 503 naming 'shutdown' without probing anything.
 * - GET /health/live (liveness): 200 while the process runs and its event loop turns; touches nothing.
 * Hidden from the API documentation.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const probes: Array<[HealthPart, () => Promise<unknown>]> = [['database', () => sql`select 1`.execute(app.db)]];
  if (app.redis) {
    const redis = app.redis;
    probes.push(['redis', () => redis.ping()]);
  }

  const unavailable = (req: FastifyRequest, reply: FastifyReply, failing: HealthPart[]) =>
    reply
      .status(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
      .send({ status: 'unavailable', failing, message: translate(req.lang, 'server.errors.service_unavailable', { failing: failing.join(', ') }) });

  const ready = await tableRoute(readiness, ['health']);
  app.route({
    ...ready,
    schema: { ...ready.schema, hide: true },
    handler: async (req, reply) => {
      // going down: out of the balancer at once, without asking anything
      if (app.hasDecorator('lifecycle') && app.lifecycle.shuttingDown) return unavailable(req, reply, ['shutdown']);
      const results = await Promise.all(
        probes.map(async ([part, probe]) => {
          try {
            await within(HEALTH_PROBE_TIMEOUT_MS, probe);
            return null;
          } catch (err) {
            req.log.warn({ part, err: { message: (err as Error).message, code: (err as { code?: unknown }).code } }, 'health: part not answering');
            return part;
          }
        }),
      );
      const failing = results.filter((p): p is HealthPart => p !== null);
      if (failing.length === 0) return { status: 'ok' };
      return unavailable(req, reply, failing);
    },
  });

  const live = await tableRoute(liveness, ['health']);
  app.route({ ...live, schema: { ...live.schema, hide: true }, handler: async () => ({ status: 'ok' }) });
};

export default healthRoutes;
