/**
 * What every retention sweep shares (issue 28 §2): the cut-off from `now` and a number of days, and
 * a round of bounded batches. Each batch is its own short statement (no transaction around a
 * round), so the board, the lists and the logs keep reading and writing between two batches, and
 * between two batches the round gives the event loop a turn.
 */

/** One statement deletes at most this many rows, so a long backlog never holds the database (or SQLite's write lock) for long. */
export const PRUNE_BATCH = 5000;
/** One round deletes at most this many of one kind; the rest waits for the next hourly round. */
export const PRUNE_ROUND_CAP = 100_000;

const DAY_MS = 24 * 3600_000;

/** The UTC ISO instant `days` before `now`: what is older goes. */
export const retentionCutoff = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

export interface PruneOptions {
  /** rows (or files) per statement; PRUNE_BATCH unless a test asks for fewer */
  batch?: number;
  /** rows (or files) per round; PRUNE_ROUND_CAP unless a test asks for fewer */
  cap?: number;
  /** what runs between two batches; by default a turn of the event loop, so requests waiting on this process are served in between */
  pause?: () => Promise<void>;
  /** a file that belonged to a deleted row (or an outbox file) could not be removed: logged by the caller, never thrown */
  onFileError?: (err: unknown) => void;
}

export interface PruneResult {
  /** rows (or files) deleted */
  removed: number;
  /** delete statements run (outbox: batches of files), each of at most `batch` */
  batches: number;
  /** the round stopped at its cap: more may be left for the next round */
  capped: boolean;
}

/** What one batch did: how many candidates it found (fewer than asked: nothing more to find), how many it deleted. */
export interface BatchOutcome {
  found: number;
  removed: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A round of batches, shared by the scopes a sweep walks (building by building, register by
 * register): `drain(step)` asks `step` for batches of at most `batch` (less near the cap) until one
 * comes back short, and answers false once the round's cap is reached, when the sweep stops.
 */
export function pruneRound(options: PruneOptions) {
  const { batch = PRUNE_BATCH, cap = PRUNE_ROUND_CAP, pause = nextTurn } = options;
  const result: PruneResult = { removed: 0, batches: 0, capped: false };
  return {
    result,
    async drain(step: (limit: number) => Promise<BatchOutcome>): Promise<boolean> {
      for (;;) {
        const room = cap - result.removed;
        if (room <= 0) {
          result.capped = true;
          return false;
        }
        const limit = Math.min(batch, room);
        const { found, removed } = await step(limit);
        if (removed > 0) result.batches++;
        result.removed += removed;
        if (found < limit) return true;
        await pause();
      }
    },
  };
}
