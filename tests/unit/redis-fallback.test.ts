import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { FallbackBackoffStore, FallbackRateLimitStore, type RateLimitResult, type RateLimitStore } from '../../server/lib/limits-fallback';
import { createOutageLog } from '../../server/lib/outage-log';
import { catchRejections, createRedisClient, reconnectDelay, redisOptions, REDIS_RECONNECT_MAX_MS } from '../../server/lib/redis-client';
import { MemoryBackoffStore, type BackoffStore } from '../../server/lib/sign-in-backoff';

const fakeLog = () => ({ warn: vi.fn(), info: vi.fn() });
const RULE = { freeFailures: 2, baseMs: 60_000, capMs: 240_000, memoryMs: 3_600_000 };

/** a primary store that fails while `down` is set and otherwise answers current = 100 */
function flakyPrimary() {
  const state = { down: true, calls: 0 };
  const store: RateLimitStore = {
    incr(_key, cb) {
      state.calls++;
      if (state.down) cb(new Error('Stream isn’t writeable'));
      else cb(null, { current: 100, ttl: 1_000 });
    },
    child: () => store,
  };
  return { state, store };
}

const incr = (store: RateLimitStore, key: string) =>
  new Promise<RateLimitResult>((resolve, reject) => store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, 3));

describe('createOutageLog', () => {
  it('logs the start of an outage once and its end once', () => {
    const log = fakeLog();
    const outage = createOutageLog(log, { down: 'gone', up: 'back' });
    outage.up();
    expect(log.info).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) outage.down(new Error('refused'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][1]).toBe('gone');
    expect(outage.isDown).toBe(true);
    outage.up();
    outage.up();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('back');
    outage.down();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('FallbackRateLimitStore', () => {
  it('counts in memory while the primary fails, so the limit still holds, and in the primary once it answers', async () => {
    const log = fakeLog();
    const { state, store: primary } = flakyPrimary();
    const store = new FallbackRateLimitStore(primary, new LocalStore(false, false), {
      primaryReady: () => true,
      outage: createOutageLog(log, { down: 'gone', up: 'back' }),
    }).child({});
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await incr(store, 'login:10.0.0.1')).current);
    // the 4th is over max = 3: @fastify/rate-limit answers 429
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(state.calls).toBe(4);
    expect(log.warn).toHaveBeenCalledTimes(1);
    state.down = false;
    expect((await incr(store, 'login:10.0.0.1')).current).toBe(100);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('does not even try a primary that is not ready', async () => {
    const { state, store: primary } = flakyPrimary();
    state.down = false;
    const log = fakeLog();
    const store = new FallbackRateLimitStore(primary, new LocalStore(false, false), {
      primaryReady: () => false,
      outage: createOutageLog(log, { down: 'gone', up: 'back' }),
    });
    expect((await incr(store, 'k')).current).toBe(1);
    expect(state.calls).toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('FallbackBackoffStore', () => {
  const failing: BackoffStore = {
    blockedFor: () => Promise.reject(new Error('Command timed out')),
    fail: () => Promise.reject(new Error('Command timed out')),
    clear: () => Promise.reject(new Error('Command timed out')),
  };

  it('blocks from memory while the primary fails, and a success forgets the memory too', async () => {
    const log = fakeLog();
    const memory = new MemoryBackoffStore(RULE);
    const store = new FallbackBackoffStore(failing, memory, { primaryReady: () => true, outage: createOutageLog(log, { down: 'gone', up: 'back' }) });
    const now = 1_000_000;
    expect(await store.fail('a|ip', now)).toBe(0);
    expect(await store.fail('a|ip', now)).toBe(60_000);
    expect(await store.blockedFor('a|ip', now + 1)).toBe(59_999);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await store.clear('a|ip');
    expect(await memory.blockedFor('a|ip', now + 1)).toBe(0);
  });

  it('uses the primary while it answers', async () => {
    const primary = new MemoryBackoffStore(RULE);
    const memory = new MemoryBackoffStore(RULE);
    const log = fakeLog();
    const outage = createOutageLog(log, { down: 'gone', up: 'back' });
    outage.down();
    const store = new FallbackBackoffStore(primary, memory, { primaryReady: () => true, outage });
    await store.fail('a|ip', 0);
    await store.fail('a|ip', 0);
    expect(await primary.blockedFor('a|ip', 1)).toBeGreaterThan(0);
    expect(await memory.blockedFor('a|ip', 1)).toBe(0);
    expect(log.info).toHaveBeenCalledWith('back');
  });

  it('a success once Redis is back also forgets what memory counted during the outage', async () => {
    const memory = new MemoryBackoffStore(RULE);
    await memory.fail('a|ip', 0);
    await memory.fail('a|ip', 0);
    const store = new FallbackBackoffStore(new MemoryBackoffStore(RULE), memory, {
      primaryReady: () => true,
      outage: createOutageLog(fakeLog(), { down: 'gone', up: 'back' }),
    });
    await store.clear('a|ip');
    // else the next outage would find this pair still blocked
    expect(await memory.blockedFor('a|ip', 1)).toBe(0);
  });
});

describe('redis-client', () => {
  it('reconnects forever, the attempts growing to at most REDIS_RECONNECT_MAX_MS apart', () => {
    expect([1, 2, 5, 10, 1_000].map(reconnectDelay)).toEqual([200, 400, 1_000, 2_000, REDIS_RECONNECT_MAX_MS]);
  });

  it('fails commands at once; queues only subscriptions', () => {
    expect(redisOptions('commands')).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1_000 });
    expect(redisOptions('subscriber')).toMatchObject({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    expect(redisOptions('subscriber').commandTimeout).toBeUndefined();
  });

  it('catchRejections turns a rejected PUBLISH into a report', async () => {
    const onError = vi.fn();
    const err = new Error("Stream isn't writeable");
    const client = { publish: vi.fn((..._args: unknown[]) => Promise.reject(err)) };
    catchRejections(client as unknown as Redis, ['publish'], onError);
    await expect(client.publish('channel', 'message')).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(err);
  });

  it('catchRejections: a SUBSCRIBE still queued when its client ends is reported, not left unhandled', async () => {
    // nothing listens on port 1: the subscription waits in the offline queue
    const client = createRedisClient('redis://127.0.0.1:1', 'subscriber');
    client.on('error', () => undefined);
    const onError = vi.fn();
    catchRejections(client, ['subscribe'], onError);
    const subscribed = client.subscribe('channel');
    // ended while connecting: ioredis rejects what was queued
    client.disconnect();
    await expect(subscribed).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
