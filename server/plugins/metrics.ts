import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyRequest } from 'fastify';
import type { Socket } from 'socket.io';
import { HttpError } from '../lib/http-error';
import { processRegistry } from '../lib/metrics-process';
import { readStoredFigures, type StoredFigures } from '../lib/metrics-figures';
import type { PoolFigures } from '../db/engine';

export const METRICS_PATH = '/metrics';
/** the route label of a request no route matched: its raw URL would make a series per probed path */
export const UNMATCHED_ROUTE = 'unmatched';
/** a scrape does not wait longer than this for the database; its figures are then NaN, the rest still answer */
const STORED_TIMEOUT_MS = 2_000;

/** what one scrape reads from the pool and the database */
interface Snapshot {
  pool: PoolFigures;
  /** read on first use, then shared by every gauge of the scrape */
  stored(): Promise<StoredFigures | null>;
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

function bearerToken(req: FastifyRequest): string | null {
  const m = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

/** Resolves as `work` does, or rejects after `ms` (the work runs on, unawaited). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Prometheus metrics at GET /metrics (issue 27 §6), only when METRICS_TOKEN is set; unset, the
 * plugin adds nothing (no route, no hooks) and /metrics is an unknown address like any other.
 *
 * A wrong or missing token is 401 with `WWW-Authenticate: Bearer`, not a 404 that hides the
 * endpoint: the path is the documented, conventional one, so hiding it protects nothing, while
 * Prometheus's target page then says "401 Unauthorized" to whoever mistyped the token instead of
 * sending them looking for a wrong path. The token is the secret; it is compared in constant time.
 *
 * The app's series live in a registry of its own (tests build many apps in one process); the
 * process's default series come from one shared registry (lib/metrics-process.ts). Figures that
 * are state — pool, sockets, backlog, devices — are read when scraped (`collect`), so a scrape
 * sees now, not the last time something happened.
 *
 * Scrapes of /metrics itself are not in http_request_duration_seconds: every 15 s, on an API with
 * little traffic, they would be most of its requests and pull its rates and percentiles toward
 * themselves; Prometheus records each scrape's duration anyway (scrape_duration_seconds). The
 * endpoint is outside every rate limit (it names no bucket) and the API documentation.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const expected = digest(token);
    const registry = new Registry();
    const registers = [registry];

    // --- HTTP
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const refusals = new Counter({
      name: 'http_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit or the sign-in backoff, by limited bucket',
      labelNames: ['bucket'] as const,
      registers,
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url;
      if (route === METRICS_PATH) return;
      duration.observe({ method: req.method, route: route ?? UNMATCHED_ROUTE, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      // counted here rather than in plugins/rate-limit.ts: every refusal, whichever limit made it, is a 429 on a limited route
      const bucket = req.routeOptions.config?.authLimit;
      if (reply.statusCode === 429 && bucket) refusals.inc({ bucket });
    });

    // --- what a scrape reads from the pool and the database: taken once at its start and shared
    // by every gauge, the pool's first, so the scrape's own queries are not among its figures
    const readStored = () =>
      within(STORED_TIMEOUT_MS, readStoredFigures(app.db)).catch((err: unknown) => {
        app.log.warn({ err: { message: (err as Error).message } }, 'metrics: stored figures could not be read');
        return null;
      });
    const takeSnapshot = (): Snapshot => {
      const pool = app.database.poolFigures();
      let stored: Promise<StoredFigures | null> | undefined;
      return { pool, stored: () => (stored ??= readStored()) };
    };
    let scraping: Snapshot | null = null;
    // outside a scrape (a test reading the registry itself) each gauge reads afresh
    const taken = () => scraping ?? takeSnapshot();

    // --- live
    const { io } = app.live;
    new Gauge({
      name: 'live_sockets_connected',
      help: 'Live (socket.io) connections open on this instance',
      registers,
      collect() {
        this.set(io.of('/').sockets.size);
      },
    });
    const published = new Counter({
      name: 'live_events_published_total',
      help: 'Live events published on this instance, by type',
      labelNames: ['type'] as const,
      registers,
    });
    const delivered = new Counter({
      name: 'live_events_delivered_total',
      help: "Live events written to this instance's sockets (one per socket and event, whichever instance published it), by type",
      labelNames: ['type'] as const,
      registers,
    });
    const unsubscribe = app.bus.subscribe(({ event }) => published.inc({ type: event.type }));
    // Per socket, after the fact: socket.io tells a socket's outgoing listeners of every packet it
    // writes to it, room broadcasts and those relayed by the Redis adapter from other instances included.
    const onConnection = (socket: Socket) => {
      socket.onAnyOutgoing((name: string, payload?: { type?: unknown }) => {
        if (name === 'event') delivered.inc({ type: typeof payload?.type === 'string' ? payload.type : 'unknown' });
      });
    };
    io.on('connection', onConnection);

    // --- database pool (SQLite: one connection, never waiting)
    new Gauge({
      name: 'db_pool_size',
      help: 'Database connections open',
      registers,
      collect() {
        this.set(taken().pool.total);
      },
    });
    new Gauge({
      name: 'db_pool_in_use',
      help: 'Database connections lent out to a query or transaction',
      registers,
      collect() {
        const { pool } = taken();
        this.set(pool.total - pool.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Callers waiting for a database connection',
      registers,
      collect() {
        this.set(taken().pool.waiting);
      },
    });
    new Counter({
      name: 'db_pool_lost_connections_total',
      help: 'Database connections the pool lost (ended by the server, dropped by the network)',
      registers,
      collect() {
        // the pool keeps the count; a counter has no set, so it is written afresh each scrape
        this.reset();
        this.inc(taken().pool.lostConnections);
      },
    });

    // --- mail: every message passes the mailer's one send, whichever path prepared it
    const mails = new Counter({
      name: 'mail_messages_total',
      help: 'E-mail messages handed to SMTP (or the outbox folder), by outcome',
      labelNames: ['outcome'] as const,
      registers,
    });
    mails.inc({ outcome: 'sent' }, 0);
    mails.inc({ outcome: 'failed' }, 0);
    const { mailer } = app.mail;
    const send = mailer.send.bind(mailer);
    mailer.send = async (message) => {
      try {
        await send(message);
        mails.inc({ outcome: 'sent' });
      } catch (err) {
        mails.inc({ outcome: 'failed' });
        throw err;
      }
    };

    /** a gauge set from the stored figures; NaN when the database did not answer, so no figure is invented */
    const storedGauge = <L extends string>(name: string, help: string, labelNames: L[], write: (g: Gauge<L>, f: StoredFigures) => void) =>
      new Gauge<L>({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          const f = await taken().stored();
          this.reset();
          if (f) write(this, f);
          else if (labelNames.length === 0) this.set(NaN);
        },
      });
    storedGauge('mail_notifications_pending', 'Notifications waiting for the e-mail worker', [], (g, f) => g.set(f.mailPending));
    storedGauge(
      'mail_notifications_oldest_pending_seconds',
      'Age of the oldest notification waiting for the e-mail worker (0: none waiting)',
      [],
      (g, f) => g.set(f.mailOldestPendingS),
    );
    storedGauge('devices', 'Devices, by kind', ['kind'], (g, f) => {
      for (const [kind, n] of f.devicesByKind) g.set({ kind }, n);
    });
    storedGauge('devices_open', 'Parking gates and doors whose last reported state is open, by kind', ['kind'], (g, f) => {
      for (const [kind, n] of f.openByKind) g.set({ kind }, n);
    });
    storedGauge('fire_zones_in_alarm', 'Fire zones not OK, acknowledged or not', [], (g, f) => g.set(f.fireZonesInAlarm));
    // the rule of plugins/simulator.ts: it runs where background work runs, when switched on
    const simulating = app.config.simulator && app.config.role !== 'api' ? 1 : 0;
    new Gauge({
      name: 'device_simulator_enabled',
      help: 'Whether this instance runs the device simulator (gates, doors, QR reader, fire panel, sensors)',
      registers,
    }).set(simulating);

    app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
      const given = bearerToken(req);
      // digests of equal length: timingSafeEqual tells nothing, not even the token's length
      if (!given || !crypto.timingSafeEqual(digest(given), expected)) {
        throw new HttpError(401, 'server.errors.unauthorized', {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      }
      const snapshot = takeSnapshot();
      scraping = snapshot;
      try {
        const [own, proc] = await Promise.all([registry.metrics(), processRegistry().metrics()]);
        return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(proc + own);
      } finally {
        if (scraping === snapshot) scraping = null;
      }
    });

    app.addHook('onClose', async () => {
      unsubscribe();
      io.off('connection', onConnection);
      registry.clear();
    });
  },
  { name: 'metrics', dependencies: ['db', 'bus', 'live', 'mail', 'errors'] },
);
