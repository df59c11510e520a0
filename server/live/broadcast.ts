import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { LiveEvent } from '../../contract/live';
import { audienceRooms } from '../access/rooms';
import type { EventBus } from '../lib/event-bus';

/**
 * Turns bus events into room broadcasts: each event goes only to the rooms of its audience
 * (server/access/rooms.ts), with the seq `seqOf` hands out (seq.ts). Returns the unsubscribe.
 *
 * Events leave in the order they were published. INCR replies come back in the order they were
 * sent, but an unsequenced event needs no INCR and would overtake the ones still waiting for
 * theirs: each emit waits for the one before it (the INCRs themselves still go out at once).
 */
export function broadcastBusEvents(io: Server, bus: EventBus, seqOf: (event: LiveEvent) => Promise<number>, log: FastifyBaseLogger): () => void {
  let emitted: Promise<void> = Promise.resolve();
  return bus.subscribe(({ event, audience }) => {
    const targets = audienceRooms(event.building_id, audience);
    if (targets.length === 0) return;
    const seq = seqOf(event);
    emitted = emitted
      .then(() => seq)
      .then((n) => {
        // a socket in several of the rooms receives the event once
        io.to(targets).emit('event', { ...event, seq: n });
      })
      // one failed emit must not stop every later one
      .catch((err: unknown) => log.error({ err }, 'live: an event could not be sent'));
  });
}
