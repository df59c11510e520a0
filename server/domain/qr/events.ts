import type { EventBus } from '../../lib/event-bus';

/** The unit's people and the building's staff refetch the unit's passes (contract/live.ts). */
export function publishPassesChanged(bus: EventBus, buildingId: number, unitId: number): void {
  bus.publish('qr.passes_changed', buildingId, { unit_id: unitId }, { units: [unitId], staff: true });
}
