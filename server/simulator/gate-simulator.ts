import type { Clock } from './clock';
import { repeatAtRandom } from './repeat';
import type { GateDirection } from '../../contract/rules/parking';
import type { PassInput } from '../domain/parking/gate-service';

/** What the gate simulator reads and does; server/simulator/gate-source.ts backs it with the database. */
export interface GateTraffic {
  /** buildings whose gate is built in (a vendor's gate has real cars; the simulator leaves it alone) */
  gates(): Promise<number[]>;
  /** the plates registered to the building's units */
  plates(buildingId: number): Promise<string[]>;
  /** the direction of the plate's last pass in the building's log, null when it has none */
  lastDirection(buildingId: number, plate: string): Promise<GateDirection | null>;
  pass(input: PassInput): Promise<unknown>;
}

export interface GateSimulatorOptions {
  clock: Clock;
  /** passes per building per hour on average; 0 stops the gates */
  perHour: number;
  /** the share of passes by a stranger's plate (denied) */
  strangerShare?: number;
  /** [0, 1); injected so tests repeat */
  random?: () => number;
  onError?: (err: unknown) => void;
}

export interface GateSimulator {
  /** resolves when the pass under way (if any) has been recorded */
  idle(): Promise<void>;
  /** no further passes; waits for the one under way */
  stop(): Promise<void>;
}

const LETTERS = 'ABCDEFHJKLMPRSTUVXYZ';

/** A plate of the Czech shape (digit, letter, letter or digit, four digits) that the building has not registered. */
export function strangerPlate(random: () => number, registered: ReadonlySet<string>): string {
  for (;;) {
    const pick = (s: string) => s[Math.floor(random() * s.length)];
    const plate = `${pick('123456789')}${pick(LETTERS)}${pick(LETTERS + '0123456789')}${[0, 1, 2, 3].map(() => pick('0123456789')).join('')}`;
    if (!registered.has(plate)) return plate;
  }
}

/**
 * Gate traffic for the demo (docs/architecture.md "Simulator"): every so often (on average `perHour` times an
 * hour, each wait between two thirds and five thirds of the mean) each built-in gate sees one pass.
 * Mostly a registered plate of the building, going the other way than its last pass (out in the
 * morning, back in the evening); now and then a stranger, whom the gate's decision turns away.
 * The decision itself is the server's (recordPass), exactly as for a real camera read.
 */
export function startGateSimulator(traffic: GateTraffic, options: GateSimulatorOptions): GateSimulator {
  const { clock } = options;
  const random = options.random ?? Math.random;
  const strangerShare = options.strangerShare ?? 0.15;
  const directions = new Map<string, GateDirection>();

  async function directionFor(buildingId: number, plate: string): Promise<GateDirection> {
    const key = `${buildingId}/${plate}`;
    const last = directions.get(key) ?? (await traffic.lastDirection(buildingId, plate)) ?? 'reverse';
    const next: GateDirection = last === 'forward' ? 'reverse' : 'forward';
    directions.set(key, next);
    return next;
  }

  async function passOne(buildingId: number) {
    const plates = await traffic.plates(buildingId);
    const at = clock.now().toISOString();
    if (plates.length === 0 || random() < strangerShare) {
      const plate = strangerPlate(random, new Set(plates));
      await traffic.pass({ buildingId, plate, direction: 'forward', at, source: 'device' });
      return;
    }
    const plate = plates[Math.floor(random() * plates.length)];
    await traffic.pass({ buildingId, plate, direction: await directionFor(buildingId, plate), at, source: 'device' });
  }

  const repeating = repeatAtRandom({ ...options, random }, async () => {
    for (const buildingId of await traffic.gates()) {
      if (repeating.stopped) return;
      try {
        await passOne(buildingId);
      } catch (err) {
        // one building's failure (a full disk, a deleted unit) does not stop the others' traffic
        options.onError?.(err);
      }
    }
  });
  return { idle: () => repeating.idle(), stop: () => repeating.stop() };
}
