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
 * Runs `round` after each wait `delay` answers (null: no further round). A round's failure goes to
 * `onError` and the next round is still scheduled.
 */
function repeat(options: { clock: Clock; delay: () => number | null; onError?: (err: unknown) => void }, round: () => Promise<void>): Repeating {
  const { clock } = options;
  let stopped = false;
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();

  function schedule() {
    if (stopped) return;
    const ms = options.delay();
    if (ms === null) return;
    timer = clock.setTimeout(() => {
      timer = null;
      running = round()
        .catch((err: unknown) => options.onError?.(err))
        .finally(schedule);
    }, ms);
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

/**
 * Runs `round` on average `perHour` times an hour, each wait between two thirds and five thirds
 * of the mean, so simulated traffic looks irregular; 0 never runs it. Shared by the gate, QR and
 * fire simulators.
 */
export function repeatAtRandom(
  options: { clock: Clock; perHour: number; random: () => number; onError?: (err: unknown) => void },
  round: () => Promise<void>,
): Repeating {
  const { perHour, random } = options;
  const delay = () => (perHour <= 0 ? null : (3_600_000 / perHour) * (2 / 3 + random() * (4 / 3)));
  return repeat({ clock: options.clock, delay, onError: options.onError }, round);
}

/** Runs `round` every `everyMs` (a sensor gateway's steady rhythm); 0 never runs it. */
export function repeatEvery(options: { clock: Clock; everyMs: number; onError?: (err: unknown) => void }, round: () => Promise<void>): Repeating {
  const { everyMs } = options;
  return repeat({ clock: options.clock, delay: () => (everyMs > 0 ? everyMs : null), onError: options.onError }, round);
}
