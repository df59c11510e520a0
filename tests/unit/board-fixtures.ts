/**
 * The live board's test data: a building with sensors, one fire zone and one door, snapshots of
 * such buildings and live events in sequence. Used by tests/unit/board-state.test.ts and by the
 * heap bench (bench/board-state-heap.ts).
 */
import type { LiveEvent } from '../../contract/live';
import type { BoardBuilding, BoardSnapshot } from '../../contract/board';

export const building = (id: number, sensors = 3): BoardBuilding => ({
  id,
  name: `B${id}`,
  fire_zones: [{ id: id * 100 + 1, text: 'Garáže', type: 'smoke', number: 1, sub_number: null, status: 0, alarm_since: null, acknowledged_at: null }],
  sensors: Array.from({ length: sensors }, (_, i) => ({
    id: id * 1000 + i,
    name: `S${i}`,
    type: 'temperature' as const,
    subtype: null,
    location: null,
    location_type: 'indoor' as const,
    value: 21,
    co_level: null,
    state: null,
    timestamp: '2026-11-23T10:00:00.000Z',
    band: 'yellow',
  })),
  doors: [{ id: id * 10 + 1, name: 'Vchod', location: null, is_open: false, changed_at: null, can_open: true }],
  gate_events: [],
  issues: { open_total: 0, overdue: 0, by_priority: [], latest: [] },
  reception: null,
});

export const snapshot = (...buildings: BoardBuilding[]): BoardSnapshot => ({ board: { generated_at: '2026-11-23T10:00:00.000Z', buildings } });

let seq = 0;
/** A live event; each gets the next sequence number and, unless given, a time a second after the last. */
export const ev = (type: string, building_id: number, data: unknown, at = new Date(Date.parse('2026-11-23T10:00:00Z') + ++seq * 1000).toISOString()): LiveEvent =>
  ({ type, building_id, seq, at, data }) as LiveEvent;

/** A refused pass at the building's gate, with this access-log id. */
export const gate = (building: number, logId: number) =>
  ev('parking.gate_event', building, { log_id: logId, unit_id: null, license_plate: `1AB${logId}`, direction: 'forward', access_time: '2026-11-23T10:00:00Z', door_name: 'Závora', was_granted: false, reason: 'unknown_plate', has_image: false });

/**
 * One simulated second of a busy board: 10 events across buildings 1 and 2 (a gate pass, a fire
 * zone toggling, eight sensor readings cycling through `sensors` sensors per building).
 */
export function busySecond(second: number, logId: number, sensors: number): LiveEvent[] {
  const frame: LiveEvent[] = [];
  for (let k = 0; k < 10; k++) {
    const b = 1 + (k % 2);
    if (k === 0) frame.push(gate(1 + (second % 2), logId));
    else if (k === 1) frame.push(ev('fire.zone_changed', b, { id: b * 100 + 1, status: second % 2, alarm_since: null, acknowledged_at: null }));
    else frame.push(ev('sensor.readings', b, { readings: [{ id: b * 1000 + ((second * 10 + k) % sensors), value: 15 + (second % 25), co_level: null, state: null, timestamp: 't' }] }));
  }
  return frame;
}
