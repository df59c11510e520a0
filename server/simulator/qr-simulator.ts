import type { Clock } from './clock';
import { repeatAtRandom } from './repeat';

/** What the QR simulator reads and does; server/simulator/qr-source.ts backs it with the database. */
export interface QrTraffic {
  /** the buildings with a built-in entrance door, each with that door */
  entrances(): Promise<Array<{ buildingId: number; doorId: number }>>;
  /** the codes of the building's active passes (one-time passes not yet used) */
  activeCodes(buildingId: number): Promise<string[]>;
  /** one read at the door's reader, decided by the server as a real reader's is */
  scan(input: { buildingId: number; doorId: number; code: string; at: string }): Promise<unknown>;
}

export interface QrSimulatorOptions {
  clock: Clock;
  /** reads per building per hour on average; 0 stops the readers */
  perHour: number;
  /** [0, 1); injected so tests repeat */
  random?: () => number;
  onError?: (err: unknown) => void;
}

export interface QrSimulator {
  /** resolves when the reads under way (if any) are done */
  idle(): Promise<void>;
  /** no further reads; waits for the ones under way */
  stop(): Promise<void>;
}

/**
 * Visitors for the demo (docs/architecture.md "Simulator"): every so often (on average `perHour` times an
 * hour, each wait between two thirds and five thirds of the mean) a random active pass of each
 * building is shown at its entrance reader. The decision (a time window not yet open, a creator
 * who has moved out, a one-time pass spent) is the server's, exactly as for a real reader.
 */
export function startQrSimulator(traffic: QrTraffic, options: QrSimulatorOptions): QrSimulator {
  const { clock } = options;
  const random = options.random ?? Math.random;
  const repeating = repeatAtRandom({ ...options, random }, async () => {
    for (const { buildingId, doorId } of await traffic.entrances()) {
      if (repeating.stopped) return;
      try {
        const codes = await traffic.activeCodes(buildingId);
        if (codes.length === 0) continue;
        const code = codes[Math.floor(random() * codes.length)];
        await traffic.scan({ buildingId, doorId, code, at: clock.now().toISOString() });
      } catch (err) {
        // one building's failure does not stop the others' visitors
        options.onError?.(err);
      }
    }
  });
  return { idle: () => repeating.idle(), stop: () => repeating.stop() };
}
