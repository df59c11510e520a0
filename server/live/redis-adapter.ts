import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import { catchRejections, closeRedis, connectRedis, createRedisClient } from '../lib/redis-client';
import { createOutageLog } from '../lib/outage-log';

export interface LiveRedis {
  /** the commands client: also hands out the shared seq (server/live/seq.ts) */
  pub: Redis;
  /** closes both clients without waiting for an absent Redis */
  close(): Promise<void>;
}

/**
 * Several instances (REDIS_URL): puts the socket.io Redis adapter on `io`, so each room broadcast,
 * fetchSockets, join/leave and disconnectSockets reaches the sockets of every instance. Without
 * REDIS_URL the plugin leaves socket.io's in-memory adapter in place.
 *
 * While Redis is away this instance keeps serving: its own sockets still get its own events,
 * seq is its own (clients see a gap and refetch), logout ends its own sockets (end-sockets.ts);
 * ioredis keeps reconnecting, then re-subscribes, and events cross instances again.
 */
export async function useRedisAdapter(io: Server, redisUrl: string, key: string, log: FastifyBaseLogger): Promise<LiveRedis> {
  const outage = createOutageLog(log, {
    down: "live: redis unavailable; events reach only this instance's sockets until it is back",
    up: 'live: redis is back; events cross instances again',
  });
  const [pub, sub] = [createRedisClient(redisUrl, 'commands'), createRedisClient(redisUrl, 'subscriber')];
  for (const client of [pub, sub]) {
    client.on('error', (err) => outage.down(err));
    client.on('ready', () => {
      if (pub.status === 'ready' && sub.status === 'ready') outage.up();
    });
  }
  catchRejections(pub, ['publish'], (err) => outage.down(err));
  catchRejections(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (err) => outage.down(err));
  const connected = (await Promise.all([connectRedis(pub), connectRedis(sub)])).every(Boolean);
  io.adapter(createAdapter(pub, sub, { key }));
  // The adapter subscribes asynchronously; a ping queued behind it answers once it has.
  if (connected) await sub.ping().catch(() => undefined);
  return {
    pub,
    // not quit(): while Redis is away it would wait for Redis to come back
    close: async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
