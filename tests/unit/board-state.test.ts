import { describe, expect, it } from 'vitest';
import { BOARD_GATE_EVENTS } from '../../contract/board';
import { applyEvents, boardEventType, fromSnapshot, needsAttention } from '../../src/features/board/state';
import { building, busySecond, ev, gate, snapshot } from './board-fixtures';

/**
 * The board's state (src/features/board/state.ts): snapshots replace, events patch in place, nothing
 * grows. Whether the heap keeps what passed depends on when V8 collects garbage, so that is measured
 * by a bench (bench/board-state-heap.ts, `npm run bench:board-heap`), not asserted here.
 */
describe('board state', () => {
  it('turns a zone red and back, recording the acknowledgement', () => {
    const s0 = fromSnapshot(snapshot(building(1)));
    const s1 = applyEvents(s0, [ev('fire.zone_changed', 1, { id: 101, status: 1, alarm_since: '2026-11-23T10:01:00Z', acknowledged_at: null })]);
    expect(s1.buildings[0].fire_zones[0].status).toBe(1);
    expect(needsAttention(s1.buildings[0])).toBe(true);
    const s2 = applyEvents(s1, [ev('fire.zone_changed', 1, { id: 101, status: 0, alarm_since: null, acknowledged_at: null })]);
    expect(s2.buildings[0].fire_zones[0].status).toBe(0);
    expect(needsAttention(s2.buildings[0])).toBe(false);
  });

  it('recolours a sensor by the shared band rule, edge value in the band above', () => {
    const s = applyEvents(fromSnapshot(snapshot(building(1))), [ev('sensor.readings', 1, { readings: [{ id: 1000, value: 35, co_level: null, state: null, timestamp: 'x' }, { id: 1001, value: 34.9, co_level: null, state: null, timestamp: 'x' }] })]);
    expect(s.buildings[0].sensors.map((x) => x.band)).toEqual(['red', 'orange', 'yellow']);
  });

  it('opens a door, keeps the other tiles’ lists and buildings untouched (no re-render for them)', () => {
    const s0 = fromSnapshot(snapshot(building(1), building(2)));
    const s1 = applyEvents(s0, [ev('door.state_changed', 1, { id: 11, is_open: true, changed_at: 'now', last_event: { action: 'opened', at: 'now', via: 'portal' } })]);
    expect(s1.buildings[0].doors[0].is_open).toBe(true);
    expect(s1.buildings[0].sensors).toBe(s0.buildings[0].sensors);
    expect(s1.buildings[1]).toBe(s0.buildings[1]);
  });

  it('answers the same state for events it does not show or of a building it does not show', () => {
    const s0 = fromSnapshot(snapshot(building(1)));
    expect(applyEvents(s0, [ev('announcement.created', 1, {}), ev('door.state_changed', 9, { id: 91, is_open: true })])).toBe(s0);
    expect(boardEventType('announcement.created')).toBe(false);
    expect(boardEventType('issue.updated')).toBe(true);
  });

  it('marks the state stale for an issue event (its counts come with a new snapshot), and a snapshot clears it', () => {
    const s = applyEvents(fromSnapshot(snapshot(building(1))), [ev('issue.created', 1, { id: 5 })]);
    expect(s.stale).toBe(true);
    expect(fromSnapshot(snapshot(building(1))).stale).toBe(false);
  });

  it('keeps the gate list to BOARD_GATE_EVENTS, newest first, without repeats', () => {
    let s = fromSnapshot(snapshot(building(1)));
    for (let i = 1; i <= 30; i++) s = applyEvents(s, [gate(1, i), gate(1, i)]);
    expect(s.buildings[0].gate_events.map((g) => g.log_id)).toEqual(Array.from({ length: BOARD_GATE_EVENTS }, (_, i) => 30 - i));
  });

  it('stays bounded over a simulated long run: an hour of events at 10 per second, a snapshot every 10 minutes', () => {
    const sensors = 200;
    let s = fromSnapshot(snapshot(building(1, sensors), building(2, sensors)));
    const size = () => JSON.stringify(s).length;
    const start = size();
    // 3600 s × 10 events/s = 36,000 events in frames of 10; a fresh snapshot every simulated 10 minutes
    let logId = 0;
    for (let second = 0; second < 3600; second++) {
      s = applyEvents(s, busySecond(second, ++logId, sensors));
      if (second % 600 === 0) s = fromSnapshot({ board: { generated_at: 't', buildings: s.buildings } });
    }
    expect(s.buildings.every((b) => b.gate_events.length === BOARD_GATE_EVENTS)).toBe(true);
    expect(s.buildings.every((b) => b.sensors.length === sensors)).toBe(true);
    // the state's size is that of the snapshot plus a full gate list, whatever ran through it
    expect(size()).toBeLessThan(start * 1.2);
  });
});
