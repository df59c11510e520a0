import type { Clock } from './clock';
import { DOOR_AUTO_CLOSE_MS } from '../../contract/rules/doors';

/** A built-in door the device reports open, and since when (null: a state without its time). */
export interface OpenDoor {
  buildingId: number;
  doorId: number;
  openedAt: string | null;
}

/** What the door simulator reads and does; server/simulator/door-source.ts backs it with the database. */
export interface DoorTraffic {
  /** the built-in doors (a vendor's door has a real closer; the simulator leaves it alone) */
  doors(): Promise<Array<{ buildingId: number; doorId: number }>>;
  /** the built-in doors that stand open now */
  openDoors(): Promise<OpenDoor[]>;
  /** the door opens on its own (audited as the device's act) */
  open(buildingId: number, doorId: number, at: string): Promise<void>;
  /** the closer shuts the door if it still stands open since `openedAt` */
  close(door: OpenDoor, at: string): Promise<unknown>;
}

export interface DoorSimulatorOptions {
  clock: Clock;
  /** openings by the doors themselves, per building and hour on average; 0: only people open doors */
  perHour: number;
  /** how long an opened door stands open */
  autoCloseMs?: number;
  /** how often the simulator looks for doors opened elsewhere (the portal, a QR reader, another instance) */
  pollMs?: number;
  /** [0, 1); injected so tests repeat */
  random?: () => number;
  onError?: (err: unknown) => void;
}

export interface DoorSimulator {
  /** resolves when the work under way (if any) has finished */
  idle(): Promise<void>;
  /** nothing further; waits for the work under way */
  stop(): Promise<void>;
}

export const DOOR_POLL_MS = 1000;

/**
 * The built-in doors for the demo (docs/architecture.md "Simulator"): a door closer, and now and then a door
 * opened from inside (a resident leaving, a key in the lock).
 *
 * The closer shuts every built-in door DOOR_AUTO_CLOSE_MS after it opened, whoever opened it. It
 * reads the doors' stored state rather than listening to door.state_changed on the bus: an opening
 * made on another instance (ROLE=api, the simulator runs on the worker) is published on that
 * instance's bus only, and a door left open when the process stopped has no event to wake anyone;
 * the stored state holds both. It looks every pollMs and, for a door it has seen open, wakes again
 * exactly when it is due, so a door stands open its time to the millisecond once noticed and at
 * most pollMs longer when opened elsewhere. All work runs one step at a time.
 */
export function startDoorSimulator(traffic: DoorTraffic, options: DoorSimulatorOptions): DoorSimulator {
  const { clock, perHour } = options;
  const random = options.random ?? Math.random;
  const autoCloseMs = options.autoCloseMs ?? DOOR_AUTO_CLOSE_MS;
  const pollMs = options.pollMs ?? DOOR_POLL_MS;
  const onError = (err: unknown) => options.onError?.(err);
  let stopped = false;
  const timers = new Set<unknown>();
  let running: Promise<void> = Promise.resolve();

  /** runs `work` after the work before it; `then` gets what it returned (or undefined after a failure) */
  function step<T>(work: () => Promise<T>, then: (value: T | undefined) => void) {
    running = running
      .then(work)
      .catch((err: unknown) => (onError(err), undefined))
      .then((value) => {
        if (!stopped) then(value);
      });
  }

  function after(ms: number, fn: () => void) {
    if (stopped) return;
    const timer = clock.setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  /** closes the doors that are due; answers how long until the next look */
  async function closeDue(): Promise<number> {
    const now = clock.now().getTime();
    let next = now + pollMs;
    for (const door of await traffic.openDoors()) {
      if (stopped) break;
      const opened = door.openedAt === null ? NaN : Date.parse(door.openedAt);
      const due = Number.isNaN(opened) ? now : opened + autoCloseMs;
      if (due > now) {
        next = Math.min(next, due);
        continue;
      }
      try {
        await traffic.close(door, new Date(now).toISOString());
      } catch (err) {
        // one door's failure does not keep the others open
        onError(err);
      }
    }
    return next - now;
  }

  function closer(wait: number) {
    after(wait, () => step(closeDue, (ms) => closer(ms ?? pollMs)));
  }

  async function openOne() {
    const byBuilding = new Map<number, number[]>();
    for (const d of await traffic.doors()) byBuilding.set(d.buildingId, [...(byBuilding.get(d.buildingId) ?? []), d.doorId]);
    for (const [buildingId, doorIds] of byBuilding) {
      if (stopped) return;
      const doorId = doorIds[Math.floor(random() * doorIds.length)];
      try {
        await traffic.open(buildingId, doorId, clock.now().toISOString());
      } catch (err) {
        onError(err);
      }
    }
  }

  function opener() {
    if (perHour <= 0) return;
    const mean = 3_600_000 / perHour;
    after(mean * (2 / 3 + random() * (4 / 3)), () => step(openOne, opener));
  }

  closer(0);
  opener();
  return {
    idle: () => running,
    async stop() {
      stopped = true;
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}
