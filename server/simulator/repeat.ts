import type { Clock } from './clock';

/** A simulated device's round of work, repeated at random intervals until stopped. */
export interface Repeating {
  /** resolves when the round under way (if any) is done */
  idle(): Promise<void>;
  /** no further rounds; waits for the one under way */
  stop(): Promise<void>;
  /** whether stop() was called (a round checks it between buildings) */
  readonly stopped: boolean;
}

/**
 * Runs `round` on average `perHour` times an hour, each wait between two thirds and five thirds
 * of the mean, so simulated traffic looks irregular; 0 never runs it. A round's failure goes to
 * `onError` and the next round is still scheduled. Shared by the gate, QR and fire simulators.
 */
export function repeatAtRandom(
  options: { clock: Clock; perHour: number; random: () => number; onError?: (err: unknown) => void },
  round: () => Promise<void>,
): Repeating {
  const { clock, perHour, random } = options;
  let stopped = false;
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();

  function schedule() {
    if (stopped || perHour <= 0) return;
    const mean = 3_600_000 / perHour;
    timer = clock.setTimeout(() => {
      timer = null;
      running = round()
        .catch((err: unknown) => options.onError?.(err))
        .finally(schedule);
    }, mean * (2 / 3 + random() * (4 / 3)));
  }

  schedule();
  return {
    idle: () => running,
    get stopped() {
      return stopped;
    },
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
