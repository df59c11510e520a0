import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { MemoryBackoffStore, RedisBackoffStore, type BackoffStore } from '../lib/sign-in-backoff';
import { closeRedis, connectRedis, createRedisClient } from '../lib/redis-client';
import { createOutageLog } from '../lib/outage-log';
import type { AuthLimitBucket } from '../../contract/route';
import { FallbackBackoffStore, FallbackRateLimitStore, type FallbackDeps } from '../lib/limits-fallback';

/** The account an attempt is aimed at: the e-mail in the body, trimmed and lower-cased. */
function accountOf(req: FastifyRequest): string | null {
  const body = req.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  return email ? email.slice(0, 254) : null;
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** @fastify/rate-limit's Redis store, falling back to its memory store while Redis is away. */
function fallbackStore(redis: Redis, nameSpace: string, deps: FallbackDeps): FastifyRateLimitStoreCtor {
  class Store extends FallbackRateLimitStore {
    // the library passes its resolved global options
    constructor({ continueExceeding = false, exponentialBackoff = false }: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), deps);
    }
  }
  // the library's declared store type lists only the first two of the four arguments incr gets
  return Store as unknown as FastifyRateLimitStoreCtor;
}

const tooMany = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new HttpError(429, 'server.errors.too_many_requests', { seconds }, { 'Retry-After': String(seconds) });
};

/**
 * Limits on the routes that name a bucket in their config (`authLimit`):
 * - per client address, every bucket: `rateLimit.max` attempts per `rateLimit.windowMs`, through
 *   @fastify/rate-limit (its Redis store when REDIS_URL is set, so instances share one count);
 * - while Redis is away, both count in this instance's memory instead (server/lib/limits-fallback.ts),
 *   logged once when it goes and once when it is back: sign-in stays limited, and answers at once
 *   since no command waits for Redis (server/lib/redis-client.ts);
 * - per account and address, sign-in only: growing delays after repeated wrong passwords
 *   (server/lib/sign-in-backoff.ts, `signInBackoff`).
 * No limit counts an account alone, so a stranger's wrong passwords block only the stranger's
 * address: the owner signing in from anywhere else still gets in.
 */
export default fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    const redis = app.config.redisUrl ? createRedisClient(app.config.redisUrl, 'commands') : undefined;
    const outage = createOutageLog(app.log, {
      down: "redis unavailable; rate limits count in this instance's memory until it is back",
      up: 'redis is back; rate limits count in redis again',
    });
    const deps: FallbackDeps = { primaryReady: () => redis?.status === 'ready', outage };
    if (redis) {
      // every failed reconnect reports an error; the outage log writes the first one only
      redis.on('error', (err) => outage.down(err));
      redis.on('ready', () => outage.up());
      await connectRedis(redis);
    }
    app.addHook('onClose', async () => {
      if (redis) await closeRedis(redis);
    });
    // the health check pings this one (routes/v1/health.ts)
    app.decorate('redis', redis ?? null);
    const keyPrefix = `${app.config.redisPrefix}:rl:`;
    const memoryBackoff = new MemoryBackoffStore(app.config.signInBackoff);
    const backoff: BackoffStore = redis
      ? new FallbackBackoffStore(new RedisBackoffStore(redis, `${keyPrefix}signin:`, app.config.signInBackoff), memoryBackoff, deps)
      : memoryBackoff;
    app.decorate('signInBackoff', backoff);
    const pairOf = (req: FastifyRequest) => {
      const account = accountOf(req);
      return account ? `${account}|${req.ip}` : null;
    };
    const unlessStoreDown = async (req: FastifyRequest, work: () => Promise<void>) => {
      try {
        await work();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        req.log.error({ err }, 'sign-in backoff store unavailable; attempt not limited');
      }
    };
    // Only an attempt that passed validation had its password checked: a malformed one is no guess.
    const checked = new WeakSet<FastifyRequest>();
    const blockWhileDelayed = async (req: FastifyRequest) => {
      const pair = pairOf(req);
      if (!pair) return;
      await unlessStoreDown(req, async () => {
        const ms = await backoff.blockedFor(pair, Date.now());
        if (ms > 0) throw tooMany(ms);
      });
    };
    const markChecked = async (req: FastifyRequest) => {
      if (pairOf(req)) checked.add(req);
    };
    // onSend, not onResponse: the count is stored before the caller sees the answer.
    const countOutcome = async (req: FastifyRequest, reply: FastifyReply) => {
      const pair = pairOf(req);
      if (!pair || !checked.has(req)) return;
      await unlessStoreDown(req, async () => {
        if (reply.statusCode === 200) await backoff.clear(pair);
        else if (reply.statusCode === 400) await backoff.fail(pair, Date.now());
      });
    };

    // Runs before @fastify/rate-limit's own onRoute hook, which reads `config.rateLimit`. The
    // sign-in backoff's hooks go on the sign-in route only, not on every request (issue 8).
    app.addHook('onRoute', (route) => {
      const bucket = route.config?.authLimit;
      if (!bucket) return;
      route.config = {
        ...route.config,
        rateLimit: { max, timeWindow: windowMs, keyGenerator: (req: FastifyRequest) => `${bucket}:${req.ip}` },
      };
      if (bucket !== 'login') return;
      route.preValidation = [...asList(route.preValidation), blockWhileDelayed];
      route.preHandler = [...asList(route.preHandler), markChecked];
      route.onSend = [...asList(route.onSend), countOutcome];
    });
    await app.register(rateLimit, {
      global: false,
      // Without Redis, the library's own memory store. No skipOnError: the store answers from memory
      // while Redis is away, so an error left can only be a bug, and it must not open the limits.
      ...(redis ? { store: fallbackStore(redis, keyPrefix, deps) } : {}),
      // onRequest (the default): a malformed body counts as an attempt too.
      errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    signInBackoff: BackoffStore;
    /** the Redis client of the rate limits (null without REDIS_URL) */
    redis: Redis | null;
  }
  interface FastifyContextConfig {
    /** limits this route's attempts in the named bucket (sign-in, registration, password reset…) */
    authLimit?: AuthLimitBucket;
  }
}
