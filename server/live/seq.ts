import type { Redis } from 'ioredis';
import { UNSEQUENCED, type LiveEvent } from '../../contract/live';

/** When Redis does not hand out a shared seq this fast, the instance's own seq is used (the client sees a gap and refetches). */
const SEQ_TIMEOUT_MS = 500;

/**
 * The `seq` an event leaves with. With Redis it comes from one counter per building (INCR), so it
 * rises per building across instances instead of per process; without Redis, while Redis is away
 * or slow, it is the bus's own.
 */
export function createSharedSeq(pub: Redis | undefined, redisKey: string): (event: LiveEvent) => Promise<number> {
  return async (event) => {
    // an event to a narrower audience than the members stays outside the building's sequence
    if (event.seq === UNSEQUENCED || !pub || pub.status !== 'ready') return event.seq;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(event.seq), SEQ_TIMEOUT_MS);
    });
    const seq = pub.incr(`${redisKey}:seq:${event.building_id}`).catch(() => event.seq);
    try {
      return await Promise.race([seq, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
