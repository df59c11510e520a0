import type { Redis } from 'ioredis';

/**
 * Growing delays for one account from one address. @fastify/rate-limit cannot express this rule:
 * its `exponentialBackoff` counts every request (not failed sign-ins), forgets the count as soon
 * as one block ends (so an attacker who waits gets `max` fresh guesses each time) and has no cap.
 * Here the failures are remembered for `memoryMs` after the last one; from the `freeFailures`-th
 * failure on, each one blocks the pair for `baseMs · 2^(failures − freeFailures)`, at most
 * `capMs`. A success forgets the pair. Time comes from Date.now(), passed into Redis as an
 * argument, so tests move one clock for both stores; Redis's own expiry only collects garbage.
 */
export interface BackoffRule {
  freeFailures: number;
  baseMs: number;
  capMs: number;
  memoryMs: number;
}

export interface BackoffStore {
  /** milliseconds the key is still blocked for (0: not blocked) */
  blockedFor(key: string, now: number): Promise<number>;
  /** counts one failure and answers how long the key is now blocked for */
  fail(key: string, now: number): Promise<number>;
  clear(key: string): Promise<void>;
}

export function delayAfter(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.baseMs * 2 ** (failures - rule.freeFailures), rule.capMs);
}

interface Entry {
  failures: number;
  blockedUntil: number;
  forgetAt: number;
}

export class MemoryBackoffStore implements BackoffStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly rule: BackoffRule) {}

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.forgetAt <= now) this.entries.delete(key);
    return entry && entry.forgetAt > now ? entry : undefined;
  }

  async blockedFor(key: string, now: number): Promise<number> {
    return Math.max(0, (this.live(key, now)?.blockedUntil ?? 0) - now);
  }

  async fail(key: string, now: number): Promise<number> {
    // Entries die with their own memory; sweeping on writes keeps the map from growing forever.
    if (this.entries.size > 10_000) for (const k of [...this.entries.keys()]) this.live(k, now);
    const failures = (this.live(key, now)?.failures ?? 0) + 1;
    const delay = delayAfter(failures, this.rule);
    this.entries.set(key, { failures, blockedUntil: now + delay, forgetAt: now + this.rule.memoryMs });
    return delay;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** One hash per key: failures, blockedUntil, forgetAt (all in the caller's clock). */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local forgetAt = tonumber(redis.call('HGET', KEYS[1], 'forgetAt') or '0')
local failures = 0
if forgetAt > now then failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0') end
failures = failures + 1
local free, base, cap, memory = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local delay = 0
if failures >= free then delay = math.min(base * 2 ^ (failures - free), cap) end
redis.call('HSET', KEYS[1], 'failures', failures, 'blockedUntil', now + delay, 'forgetAt', now + memory)
redis.call('PEXPIRE', KEYS[1], memory)
return delay
`;

export class RedisBackoffStore implements BackoffStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rule: BackoffRule,
  ) {}

  async blockedFor(key: string, now: number): Promise<number> {
    const [blockedUntil, forgetAt] = await this.redis.hmget(this.prefix + key, 'blockedUntil', 'forgetAt');
    if (Number(forgetAt ?? 0) <= now) return 0;
    return Math.max(0, Number(blockedUntil ?? 0) - now);
  }

  async fail(key: string, now: number): Promise<number> {
    const { freeFailures, baseMs, capMs, memoryMs } = this.rule;
    return Number(await this.redis.eval(FAIL_SCRIPT, 1, this.prefix + key, now, freeFailures, baseMs, capMs, memoryMs));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
