/**
 * Time as the simulator sees it. The real clock is the process's; tests use FakeClock and move it
 * on by hand, so a day of gate traffic runs in milliseconds and every step is repeatable.
 */
export interface Clock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    // a simulator timer alone never keeps the process alive (shutdown stops it anyway)
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

/** A clock that stands still until `advance` moves it, running the timers that fall due in order. */
export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start: Date | string = '2026-01-15T08:00:00.000Z') {
    this.time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** timers waiting to run */
  get pending(): number {
    return this.timers.length;
  }

  /**
   * Moves time on by `ms`, running each timer that falls due at its own moment; between timers it
   * lets promises settle, so work a timer starts (a pass and its database writes) finishes first.
   */
  async advance(ms: number, settle: () => Promise<void> = () => new Promise((r) => setImmediate(r))): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
      await settle();
    }
    this.time = end;
  }
}
