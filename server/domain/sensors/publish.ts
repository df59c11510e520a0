import type { EventBus } from '../../lib/event-bus';
import type { LiveEventData } from '../../../contract/live';

export type PublishedReading = LiveEventData['sensor.readings']['readings'][number];

/**
 * Tells every member of the building the new latest values of its sensors, one event for a whole
 * round of readings (a gateway's batch, a simulator round): a burst reaches a board as one message,
 * never one per sensor. Every member reads the sensors through REST, so the values travel in the
 * event. Call it after the round has committed; an empty round tells nothing.
 */
export function publishReadings(bus: EventBus, buildingId: number, readings: PublishedReading[]): void {
  if (readings.length === 0) return;
  bus.publish('sensor.readings', buildingId, { readings }, { members: true });
}
