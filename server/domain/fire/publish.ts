import type { EventBus } from '../../lib/event-bus';

/**
 * Tells every member of the building that a zone changed (an alarm raised, cleared or
 * acknowledged). Call it after the change has committed. Every member reads the zones through
 * REST, so the state travels in the event itself.
 */
export function publishZone(
  bus: EventBus,
  buildingId: number,
  zone: { id: number; status: number; alarm_since: string | null; acknowledged_at: string | null },
): void {
  bus.publish(
    'fire.zone_changed',
    buildingId,
    { id: zone.id, status: zone.status, alarm_since: zone.alarm_since, acknowledged_at: zone.acknowledged_at },
    { members: true },
  );
}
