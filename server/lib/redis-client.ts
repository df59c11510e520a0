import { Redis, type RedisOptions } from 'ioredis';

/** The longest one command waits for Redis's answer; then it fails and its caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** The longest one connection attempt may take: an unreachable host must not hold up the start. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Reconnecting never gives up; the attempts are at most this far apart. */
export const REDIS_RECONNECT_MAX_MS = 2_000;

/** Milliseconds before reconnect attempt `attempt` (1, 2, …): 200, 400, … then REDIS_RECONNECT_MAX_MS. */
export const reconnectDelay = (attempt: number): number => Math.min(attempt * 200, REDIS_RECONNECT_MAX_MS);

/**
 * - 'commands': every command fails at once while Redis is away (no offline queue, no retry of a
 *   command whose connection dropped) and after REDIS_COMMAND_TIMEOUT_MS when it does not answer.
 *   Queueing instead made each sign-in wait for Redis longer than the one before (issue 27 §3).
 * - 'subscriber': SUBSCRIBE waits for the connection instead. A subscription that failed would
 *   not be made again when Redis is back (ioredis re-subscribes only what it had), and nobody
 *   waits for its answer, so queueing costs no request any time.
 */
export type RedisRole = 'commands' | 'subscriber';

export function redisOptions(role: RedisRole): RedisOptions {
  const common: RedisOptions = {
    // connectRedis() connects, so the start knows whether Redis answered
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
  };
  return role === 'commands'
    ? { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, enableAutoPipelining: true }
    : { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null };
}

/** A client with the options of its role (see RedisRole); not connected yet: call connectRedis. */
export function createRedisClient(url: string, role: RedisRole): Redis {
  return new Redis(url, redisOptions(role));
}

/**
 * Connects now and answers whether the first attempt succeeded. It never rejects: an instance
 * starts and serves while Redis is away, and ioredis keeps reconnecting (reconnectDelay).
 */
export async function connectRedis(client: Redis): Promise<boolean> {
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  }
}

/** the calls the socket.io Redis adapter makes without handling their promise */
export type UnawaitedCall = 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe';

/**
 * Makes a failed call of each of `methods` report to `onError` and resolve to undefined instead of
 * rejecting. The socket.io Redis adapter publishes (and subscribes) without handling the promise:
 * with Redis away each broadcast would leave an unhandled rejection, which ends a Node 20 process,
 * and so would the SUBSCRIBEs still queued when a client that never reached Redis is closed.
 */
export function catchRejections(client: Redis, methods: UnawaitedCall[], onError: (err: unknown) => void): void {
  const target = client as unknown as Record<UnawaitedCall, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const call = target[method].bind(client);
    target[method] = (...args) =>
      call(...args).catch((err: unknown) => {
        onError(err);
        return undefined;
      });
  }
}

/**
 * Closes a client without waiting on Redis: QUIT while it answers (at most
 * REDIS_COMMAND_TIMEOUT_MS), otherwise just the socket. A QUIT sent while Redis is away would wait
 * behind a subscriber's queued SUBSCRIBEs until Redis came back, holding up the shutdown.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  client.disconnect();
}
