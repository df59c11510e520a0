/**
 * `npm run bench:board-heap`: does the live board's state keep what passed through it? (issue 12 §3;
 * moved here from tests/unit/board-state.test.ts, where the answer depended on when V8 collects
 * garbage.) Plays BOARD_HEAP_HOURS (8) simulated hours of a busy board into the SPA's pure state
 * (src/features/board/state.ts) in this process: two buildings of 200 sensors, 10 events a second
 * (a gate pass, a fire zone toggling, eight sensor readings), a fresh snapshot every simulated 10
 * minutes; 288,000 events for 8 hours. Prints the heap used before and after (each after a full
 * garbage collection: the script runs with --expose-gc), the growth, the state's size as JSON, and
 * the growth against HEAP_BUDGET_MB (20: a leak of the events that passed would be tens of MB).
 * Informational only: it asserts nothing and exits 0. No network, no database; a few seconds.
 *
 * Knobs: BOARD_HEAP_HOURS (8), BOARD_HEAP_SENSORS (200 per building).
 */
import { BOARD_GATE_EVENTS } from '../contract/board';
import { applyEvents, fromSnapshot } from '../src/features/board/state';
import { building, busySecond, snapshot } from '../tests/unit/board-fixtures';
import { machineLine } from './report';

const HOURS = Math.max(0.01, Number(process.env.BOARD_HEAP_HOURS ?? 8));
const SENSORS = Math.max(1, Math.floor(Number(process.env.BOARD_HEAP_SENSORS ?? 200)));
const HEAP_BUDGET_MB = 20;

const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Heap used after a full collection (two passes: the first may only queue finalizers). */
function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

function main(): void {
  console.log(`npm run bench:board-heap — ${machineLine()}`);
  if (!gc) console.log('WARNING: no global gc (run with node --expose-gc): the figures include garbage not yet collected.');
  const seconds = Math.round(HOURS * 3600);
  let s = fromSnapshot(snapshot(building(1, SENSORS), building(2, SENSORS)));
  const startSize = JSON.stringify(s).length;
  const startHeap = heapUsed();
  const started = performance.now();
  let logId = 0;
  for (let second = 0; second < seconds; second++) {
    s = applyEvents(s, busySecond(second, ++logId, SENSORS));
    if (second % 600 === 0) s = fromSnapshot({ board: { generated_at: 't', buildings: s.buildings } });
  }
  const ms = performance.now() - started;
  const endHeap = heapUsed();
  const endSize = JSON.stringify(s).length;
  const growth = endHeap - startHeap;
  const events = seconds * 10;

  console.log(`${HOURS} simulated h: ${events.toLocaleString('en')} events into 2 buildings of ${SENSORS} sensors in ${(ms / 1000).toFixed(1)} s (${Math.round(events / (ms / 1000)).toLocaleString('en')} events/s)`);
  console.log(`state as JSON: ${startSize.toLocaleString('en')} → ${endSize.toLocaleString('en')} characters (×${(endSize / startSize).toFixed(2)}); gate list ${s.buildings.map((b) => b.gate_events.length).join(' + ')} (cap ${BOARD_GATE_EVENTS} each)`);
  console.log(`heap used: ${mb(startHeap)} → ${mb(endHeap)}; growth ${mb(growth)} (budget ${HEAP_BUDGET_MB} MB: ${growth < HEAP_BUDGET_MB * MB ? 'met' : 'NOT met'})`);
  console.log('Informational only: nothing is asserted.');
}

main();
