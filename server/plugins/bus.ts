import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { LiveEvent } from '../../contract/live';

/**
 * The one in-process path every live change takes. Domain code publishes; the live plugin
 * turns events into room broadcasts (and, with Redis, into broadcasts on every instance).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly seqByBuilding = new Map<number, number>();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  publish<T>(type: string, buildingId: number, data: T): LiveEvent<T> {
    const seq = (this.seqByBuilding.get(buildingId) ?? 0) + 1;
    this.seqByBuilding.set(buildingId, seq);
    const event: LiveEvent<T> = { type, building_id: buildingId, seq, at: new Date().toISOString(), data };
    this.emitter.emit('event', event);
    return event;
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}

export default fp(
  async (app) => {
    app.decorate('bus', new EventBus());
  },
  { name: 'bus' },
);
