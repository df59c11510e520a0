import { EventEmitter } from 'node:events';
import { isLiveEventType, isSequenced, UNSEQUENCED, type Audience, type LiveEvent, type LiveEventData, type LiveEventType } from '../../contract/live';

/**
 * What a server-side consumer (the notifications of issue 15 §3) needs to know of a change beyond
 * the event's `data`, which stays ids-only for the sockets. Like the audience it never leaves the
 * server. Every field is optional: a publisher fills what it knows.
 */
export interface EventFacts {
  /** who made the change (never notified of their own act) */
  actorId?: number;
  /** an entry was newly recorded rather than changed or closed */
  created?: boolean;
  /** the person recording it asked for the unit's people to be told */
  notify?: boolean;
  /** an issue's status before and after the change */
  status?: { from: string; to: string };
}

/** A published event with the audience it may reach; the audience and the facts never leave the server. */
export interface AddressedEvent<K extends LiveEventType = LiveEventType> {
  event: LiveEvent<LiveEventData[K]> & { type: K };
  audience: Audience;
  facts?: EventFacts;
}

/** Live connections to end now: one session's, or every one of a user's (but one, e.g. the caller's own). */
export type SocketEnd = { sessionId: number } | { userId: number; exceptSessionId?: number };

/**
 * The one in-process path every live change takes. Domain services publish after their commit;
 * the live plugin turns events into room broadcasts (and, with Redis, into broadcasts on every
 * instance). Only types of the catalogue (contract/live.ts) pass, each with its audience.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly seqByBuilding = new Map<number, number>();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  publish<K extends LiveEventType>(
    type: K,
    buildingId: number,
    data: LiveEventData[K],
    audience: Audience,
    facts?: EventFacts,
  ): LiveEvent<LiveEventData[K]> {
    // the static type already says so; this guards callers that build the type at run time
    if (!isLiveEventType(type)) throw new Error(`live event type '${String(type)}' is not in the catalogue (contract/live.ts)`);
    const seq = isSequenced(audience) ? this.nextSeq(buildingId) : UNSEQUENCED;
    const event = { type, building_id: buildingId, seq, at: new Date().toISOString(), data };
    this.emitter.emit('event', { event, audience, ...(facts ? { facts } : {}) } satisfies AddressedEvent<K>);
    return event;
  }

  private nextSeq(buildingId: number): number {
    const seq = (this.seqByBuilding.get(buildingId) ?? 0) + 1;
    this.seqByBuilding.set(buildingId, seq);
    return seq;
  }

  subscribe(listener: (addressed: AddressedEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  /** Ends live connections at once (logout, password change, deactivation), on every instance. */
  endSockets(target: SocketEnd): void {
    this.emitter.emit('end', target);
  }

  onEndSockets(listener: (target: SocketEnd) => void): () => void {
    this.emitter.on('end', listener);
    return () => this.emitter.off('end', listener);
  }

  /** A user's access changed (roles, unit access): their connections' rooms follow at once. */
  accessChanged(userId: number): void {
    this.emitter.emit('access', userId);
  }

  onAccessChanged(listener: (userId: number) => void): () => void {
    this.emitter.on('access', listener);
    return () => this.emitter.off('access', listener);
  }
}

