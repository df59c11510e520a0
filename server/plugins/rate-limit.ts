import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/** One counted attempt: how many in the current window, and when the window ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/**
 * Where attempt counters live. In memory for one instance; Redis when several instances
 * must share one limit (DESIGN.md, Scale).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Fixed windows in a Map; expired entries are swept now and then so the map cannot grow forever. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.windows.size < 10_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/** INCR, then PEXPIRE on the first hit of a window, atomically; answers the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'domovnik:rl:',
  ) {
    // Fail fast instead of queueing requests while Redis is away; the plugin then lets them through.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The limiter's buckets: each route names one, so attempts at login do not use up the reset limit. */
export type RateLimitBucket = 'login' | 'register' | 'password_reset' | 'password_reset_confirm';

/** The account an attempt is aimed at: the e-mail in the body, lower-cased. */
function accountOf(req: FastifyRequest): string | null {
  const body = req.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  return email ? email.slice(0, 254) : null;
}

/**
 * Limits attempts at the auth routes that name a bucket in their config (`authLimit`), per client
 * address and per account-and-address: `rateLimit.max` attempts per `rateLimit.windowMs`, then 429
 * with Retry-After. Counting the address stops one client from walking many accounts; the account
 * is counted only together with the address, so nobody can lock someone else's account.
 */
export default fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    const store: RateLimitStore = app.config.redisUrl ? new RedisRateLimitStore(app.config.redisUrl) : new MemoryRateLimitStore();
    app.decorate('rateLimitStore', store);
    app.addHook('onClose', async () => store.close());

    // preValidation: the body is parsed (the account is known) but a malformed one still counts.
    app.addHook('preValidation', async (req) => {
      const bucket = req.routeOptions.config?.authLimit;
      if (!bucket) return;
      const keys = [`${bucket}:ip:${req.ip}`];
      const account = accountOf(req);
      // Account AND address, never the account alone: counted alone, a stranger's wrong passwords
      // would lock the owner out everywhere (issue 7 §2). The owner from another address gets in.
      if (account) keys.push(`${bucket}:acct:${account}:ip:${req.ip}`);
      let hits: Hit[];
      try {
        hits = await Promise.all(keys.map((k) => store.hit(k, windowMs)));
      } catch (err) {
        // A limiter outage must not lock every user out; it is logged loudly instead.
        req.log.error({ err }, 'rate-limit store unavailable; request not limited');
        return;
      }
      const over = hits.filter((h) => h.count > max);
      if (over.length === 0) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...over.map((h) => h.resetInMs)) / 1000));
      throw new HttpError(429, 'server.errors.too_many_requests', { seconds }, { 'Retry-After': String(seconds) });
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
  }
  interface FastifyContextConfig {
    /** counts this route's attempts in the named bucket (login, register, password reset…) */
    authLimit?: RateLimitBucket;
  }
}
