import type { SensorLocationType, SensorType } from '../../contract/rules/sensors';
import type { Clock } from './clock';
import { repeatEvery } from './repeat';
import { nextReading, reports, type CurveReading } from './sensor-curves';

/** A built-in sensor as the simulator sees it: what and where it measures, and its latest reading. */
export interface SimulatedSensor {
  buildingId: number;
  sensorId: number;
  type: SensorType;
  locationType: SensorLocationType | null;
  latest: CurveReading | null;
}

/** What the sensor simulator reads and does; server/simulator/sensor-source.ts backs it with the database. */
export interface SensorTraffic {
  /** the built-in sensors of every building with their latest readings */
  sensors(): Promise<SimulatedSensor[]>;
  /** one round of one building's readings, stored together and told as one event */
  record(buildingId: number, readings: Array<CurveReading & { sensorId: number }>, at: string): Promise<void>;
}

export interface SensorSimulatorOptions {
  clock: Clock;
  /** seconds between two rounds (SIMULATOR_SENSOR_INTERVAL_S); 0: none */
  everyS: number;
  /** [0, 1); injected so tests repeat */
  random?: () => number;
  onError?: (err: unknown) => void;
}

export interface SensorSimulator {
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The built-in sensors for the demo (docs/architecture.md "Simulator"): every `everyS` seconds each building's
 * sensors report one round, drawn from their curves (sensor-curves.ts: the daily temperature cycle,
 * drifting humidity, garage CO at the rush hours, doors opening now and then, a rare flood alarm;
 * a contact reports only a change of its state). One round per building is recorded at once and told in one event, as a real gateway's batch is.
 */
export function startSensorSimulator(traffic: SensorTraffic, options: SensorSimulatorOptions): SensorSimulator {
  const { clock } = options;
  const random = options.random ?? Math.random;
  const onError = (err: unknown) => options.onError?.(err);

  async function round() {
    const byBuilding = new Map<number, SimulatedSensor[]>();
    for (const s of await traffic.sensors()) byBuilding.set(s.buildingId, [...(byBuilding.get(s.buildingId) ?? []), s]);
    for (const [buildingId, sensors] of byBuilding) {
      if (rounds.stopped) return;
      const at = clock.now();
      const readings = sensors
        .map((s) => ({ s, next: nextReading({ type: s.type, locationType: s.locationType, previous: s.latest }, at, random) }))
        .filter(({ s, next }) => reports(s.type, s.latest, next))
        .map(({ s, next }) => ({ sensorId: s.sensorId, ...next }));
      try {
        await traffic.record(buildingId, readings, at.toISOString());
      } catch (err) {
        // one building's failure does not keep the others quiet
        onError(err);
      }
    }
  }

  const rounds = repeatEvery({ clock, everyMs: options.everyS * 1000, onError }, round);
  return { idle: () => rounds.idle(), stop: () => rounds.stop() };
}
