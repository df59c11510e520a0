import type { BackoffStore } from './sign-in-backoff';
import type { OutageLog } from './outage-log';

/**
 * While Redis is away the limits count in this instance's memory instead of letting every request
 * through (issue 27 §3): a limit stays a limit, per instance, until Redis answers again. Counts made
 * in memory are not carried over to Redis; an outage costs at most one extra window of attempts.
 */

export interface RateLimitResult {
  current: number;
  ttl: number;
}
/** the store interface of @fastify/rate-limit (its LocalStore and RedisStore) */
export interface RateLimitStore {
  incr(key: string, cb: (err: Error | null, result?: RateLimitResult) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

export interface FallbackDeps {
  /** whether the primary can take a command now (ioredis: status 'ready'); when not, it is not even tried */
  primaryReady(): boolean;
  outage: OutageLog;
}

/** Counts in `primary` while it answers, in `fallback` when it is not ready or a command fails. */
export class FallbackRateLimitStore implements RateLimitStore {
  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly deps: FallbackDeps,
  ) {}

  incr(key: string, cb: (err: Error | null, result?: RateLimitResult) => void, timeWindow: number, max: number): void {
    if (!this.deps.primaryReady()) {
      this.deps.outage.down();
      this.fallback.incr(key, cb, timeWindow, max);
      return;
    }
    this.primary.incr(
      key,
      (err, result) => {
        if (err || !result) {
          this.deps.outage.down(err);
          this.fallback.incr(key, cb, timeWindow, max);
          return;
        }
        this.deps.outage.up();
        cb(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): RateLimitStore {
    return new FallbackRateLimitStore(this.primary.child(routeOptions), this.fallback.child(routeOptions), this.deps);
  }
}

/** The sign-in backoff's counterpart of FallbackRateLimitStore. */
export class FallbackBackoffStore implements BackoffStore {
  constructor(
    private readonly primary: BackoffStore,
    private readonly fallback: BackoffStore,
    private readonly deps: FallbackDeps,
  ) {}

  private async either<T>(work: (store: BackoffStore) => Promise<T>): Promise<T> {
    if (!this.deps.primaryReady()) {
      this.deps.outage.down();
      return work(this.fallback);
    }
    try {
      const answer = await work(this.primary);
      this.deps.outage.up();
      return answer;
    } catch (err) {
      this.deps.outage.down(err);
      return work(this.fallback);
    }
  }

  blockedFor(key: string, now: number): Promise<number> {
    return this.either((store) => store.blockedFor(key, now));
  }

  fail(key: string, now: number): Promise<number> {
    return this.either((store) => store.fail(key, now));
  }

  async clear(key: string): Promise<void> {
    // failures counted in memory during an outage must not come back at the next one
    await this.fallback.clear(key);
    await this.either((store) => store.clear(key));
  }
}
