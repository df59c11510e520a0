import type { Clock } from './clock';
import { repeatAtRandom } from './repeat';

/** What the fire simulator reads and does; server/simulator/fire-source.ts backs it with the database. */
export interface FireTraffic {
  /** the zones of the built-in fire panels, by building */
  zones(): Promise<Array<{ buildingId: number; zoneId: number }>>;
  /** the zones of the built-in panels in alarm now, and since when */
  alarms(): Promise<Array<{ buildingId: number; zoneId: number; since: string | null }>>;
  /** the panel reports the zone in alarm (audited as the device's act); false when it already was */
  raise(buildingId: number, zoneId: number, at: string): Promise<boolean>;
  /** the panel reports the zone OK again; false when it already was */
  clear(buildingId: number, zoneId: number, at: string): Promise<boolean>;
}

export interface FireSimulatorOptions {
  clock: Clock;
  /** alarms per building and day on average; 0: none */
  perDay: number;
  /** how long an alarm lasts before the panel clears it */
  alarmMs?: number;
  /** [0, 1); injected so tests repeat */
  random?: () => number;
  onError?: (err: unknown) => void;
}

export interface FireSimulator {
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A simulated alarm lasts about this long (a detector clears once the smoke of burnt toast is gone). */
export const FIRE_ALARM_MS = 4 * 60_000;

/**
 * The built-in fire panels for the demo (docs/architecture.md "Simulator"): now and then, per building, a
 * random zone goes into alarm and clears itself alarmMs later. Intervals are spread around the
 * mean (repeatAtRandom: 2/3 to 5/3 of it) so alarms do not line up. An alarm it finds at start
 * (raised before the process stopped, or by hand) is cleared when its time is up, so no demo zone
 * stays red for ever. Clearing runs one zone at a time.
 */
export function startFireSimulator(traffic: FireTraffic, options: FireSimulatorOptions): FireSimulator {
  const { clock } = options;
  const random = options.random ?? Math.random;
  const alarmMs = options.alarmMs ?? FIRE_ALARM_MS;
  const onError = (err: unknown) => options.onError?.(err);
  const timers = new Set<unknown>();
  // the clearing work, one zone at a time (the raising rounds are repeatAtRandom's)
  let clearing: Promise<void> = Promise.resolve();

  function clearLater(buildingId: number, zoneId: number, ms: number) {
    if (rounds.stopped) return;
    const timer = clock.setTimeout(() => {
      timers.delete(timer);
      clearing = clearing.then(() => traffic.clear(buildingId, zoneId, clock.now().toISOString())).then(() => undefined, onError);
    }, ms);
    timers.add(timer);
  }

  async function raiseOne() {
    const byBuilding = new Map<number, number[]>();
    for (const z of await traffic.zones()) byBuilding.set(z.buildingId, [...(byBuilding.get(z.buildingId) ?? []), z.zoneId]);
    for (const [buildingId, zoneIds] of byBuilding) {
      if (rounds.stopped) return;
      const zoneId = zoneIds[Math.floor(random() * zoneIds.length)];
      try {
        if (await traffic.raise(buildingId, zoneId, clock.now().toISOString())) clearLater(buildingId, zoneId, alarmMs);
      } catch (err) {
        // one building's failure does not keep the others quiet
        onError(err);
      }
    }
  }

  const rounds = repeatAtRandom({ clock, perHour: options.perDay / 24, random, onError }, raiseOne);
  clearing = traffic
    .alarms()
    .then((alarms) => {
      const now = clock.now().getTime();
      for (const a of alarms) {
        const since = a.since === null ? NaN : Date.parse(a.since);
        clearLater(a.buildingId, a.zoneId, Number.isNaN(since) ? 0 : Math.max(0, since + alarmMs - now));
      }
    })
    .catch(onError);

  return {
    idle: async () => {
      await rounds.idle();
      await clearing;
    },
    async stop() {
      await rounds.stop();
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      await clearing;
    },
  };
}
