/**
 * The board's state as pure functions (issue 12 §3): a snapshot replaces everything; live events
 * then change tiles in place. Every structure stays bounded whatever runs for hours: the buildings
 * and their lists come from the last snapshot, an event only replaces an item it names, and the gate
 * list is cut to BOARD_GATE_EVENTS. Unchanged buildings and lists keep their identity, so memoised
 * tiles that nothing touched do not render again.
 */
import type { LiveEvent, LiveEventData } from '../../../contract/live';
import type { BoardBuilding, BoardSnapshot } from '../../../contract/board';
import { BOARD_GATE_EVENTS } from '../../../contract/board';
import { sensorBand } from '../../../contract/rules/sensors';

export interface BoardState {
  /** when the data was last known to be current: the snapshot's time, then each applied event's */
  asOf: string;
  buildings: BoardBuilding[];
  /** an event the board cannot apply itself arrived (an issue changed): take a fresh snapshot */
  stale: boolean;
}

export const fromSnapshot = (snapshot: BoardSnapshot): BoardState => ({
  asOf: snapshot.board.generated_at,
  buildings: snapshot.board.buildings,
  stale: false,
});

type Patch = (b: BoardBuilding, e: LiveEvent) => BoardBuilding | 'refetch';

/** Replaces the item with the id, keeping the list (and the building) when nothing changes. */
function replaceById<T extends { id: number }>(list: T[], id: number, change: (item: T) => T): T[] {
  const i = list.findIndex((x) => x.id === id);
  if (i === -1) return list;
  const next = list.slice();
  next[i] = change(list[i]);
  return next;
}

const PATCHES: Record<string, Patch> = {
  'fire.zone_changed': (b, e) => {
    const d = e.data as LiveEventData['fire.zone_changed'];
    if (!b.fire_zones.some((z) => z.id === d.id)) return 'refetch';
    return { ...b, fire_zones: replaceById(b.fire_zones, d.id, (z) => ({ ...z, status: d.status, alarm_since: d.alarm_since, acknowledged_at: d.acknowledged_at })) };
  },
  'door.state_changed': (b, e) => {
    const d = e.data as LiveEventData['door.state_changed'];
    return { ...b, doors: replaceById(b.doors, d.id, (door) => ({ ...door, is_open: d.is_open, changed_at: d.changed_at })) };
  },
  'parking.gate_event': (b, e) => {
    const d = e.data as LiveEventData['parking.gate_event'];
    if (b.gate_events.some((g) => g.log_id === d.log_id)) return b;
    const { has_image: _, ...entry } = d;
    return { ...b, gate_events: [entry, ...b.gate_events].slice(0, BOARD_GATE_EVENTS) };
  },
  'sensor.readings': (b, e) => {
    const d = e.data as LiveEventData['sensor.readings'];
    let sensors = b.sensors;
    for (const r of d.readings) {
      sensors = replaceById(sensors, r.id, (s) => {
        const next = { ...s, value: r.value, co_level: r.co_level, state: r.state, timestamp: r.timestamp };
        return { ...next, band: sensorBand(next) };
      });
    }
    return sensors === b.sensors ? b : { ...b, sensors };
  },
  // an issue event carries only its id: the counts come from a fresh snapshot
  issue: () => 'refetch',
  // a reception entry recorded or closed (it reaches the building's staff, who watch the board):
  // the event does not say which, so the tile's counts come from a fresh snapshot too
  'reception.changed': () => 'refetch',
};

const patchOf = (type: string): Patch | undefined => PATCHES[type] ?? PATCHES[type.split('.')[0]];

/** Whether the board shows anything of this event type (others are ignored without a render). */
export const boardEventType = (type: string): boolean => patchOf(type) !== undefined;

/** Applies a batch of events (one animation frame's worth) in order; the state object changes only if a tile does. */
export function applyEvents(state: BoardState, events: readonly LiveEvent[]): BoardState {
  let { buildings, stale, asOf } = state;
  for (const e of events) {
    const patch = patchOf(e.type);
    const i = buildings.findIndex((b) => b.id === e.building_id);
    if (!patch || i === -1) continue;
    const next = patch(buildings[i], e);
    if (next === 'refetch') {
      stale = true;
      continue;
    }
    if (e.at > asOf) asOf = e.at;
    if (next === buildings[i]) continue;
    buildings = buildings.slice();
    buildings[i] = next;
  }
  return buildings === state.buildings && stale === state.stale && asOf === state.asOf ? state : { asOf, buildings, stale };
}

/** "Alarms": the buildings with a zone in alarm, a red sensor or an overdue issue; otherwise one kind of tile. */
export function needsAttention(b: BoardBuilding): boolean {
  return b.fire_zones.some((z) => z.status !== 0) || b.sensors.some((s) => s.band === 'red') || b.issues.overdue > 0;
}
