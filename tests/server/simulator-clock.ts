import { expect } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';

/**
 * A FakeClock for the app's own simulators (Config.simulatorClock): it counts the timers asked of it
 * and the ones that ran, so a test sees without waiting in real time whether the app started its
 * simulators at all, and that once the app is closed nothing of theirs runs however far time moves.
 */
export class WatchedClock extends FakeClock {
  /** timers asked for since the clock was made: a started simulator asks for its first at once */
  scheduled = 0;
  /** timers that ran: each is a simulator's round (or a door's closing, an alarm's clearing) */
  fired = 0;

  override setTimeout(fn: () => void, ms: number): unknown {
    this.scheduled++;
    return super.setTimeout(() => {
      this.fired++;
      fn();
    }, ms);
  }
}

/**
 * Moves the clock on a step at a time until `done` (a look at the database) holds, letting the rounds
 * a step started finish in real time before the next look; fails after `ms` of real time.
 */
export async function advanceUntil(clock: FakeClock, done: () => Promise<boolean>, stepMs = 1000, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not done after ${ms} ms of real time (the fake clock is at ${clock.now().toISOString()})`);
    await clock.advance(stepMs);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * After the app closed: no simulator timer is left waiting on the clock, and a day of simulated time
 * later none has run (a simulator closing forgot would run hundreds of rounds in that day).
 */
export async function expectStoppedAfterClose(clock: WatchedClock): Promise<void> {
  expect(clock.pending, 'simulator timers still waiting after the app closed').toBe(0);
  const fired = clock.fired;
  await clock.advance(24 * 3_600_000);
  expect(clock.fired - fired, 'simulator rounds run after the app closed').toBe(0);
}

/**
 * With `runs`, the app started its simulator: it asked the clock for a timer at once, and the rows it
 * writes (`count`) grow as the clock moves. Without (ROLE=api), it never started: not one timer was
 * asked for, and an hour of simulated time writes nothing.
 */
export async function expectRunsOrNever(clock: WatchedClock, runs: boolean, count: () => Promise<number>): Promise<void> {
  const seeded = await count();
  if (runs) {
    expect(clock.scheduled).toBeGreaterThan(0);
    await advanceUntil(clock, async () => (await count()) > seeded);
  } else {
    expect(clock.scheduled).toBe(0);
    await clock.advance(3_600_000);
    expect(clock.fired).toBe(0);
    expect(await count()).toBe(seeded);
  }
}
