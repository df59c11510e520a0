/**
 * The two engines' spelling of what the generator needs: INSERT … SELECT over a generated series
 * (a recursive CTE on SQLite, generate_series on PostgreSQL) and a few expressions on its `n`.
 * Every value is a number or a literal the generator wrote itself, so the SQL is built as text.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../server/db/engine';
import type { DB } from '../../server/db/schema';

export interface SeriesSql {
  dialect: Dialect;
  /** ISO 8601 UTC text (the app's timestamps) of an epoch-seconds expression */
  iso(seconds: string): string;
  /** `x` as text, zero-padded to `width` digits */
  pad(x: string, width: number): string;
  /** `n` as a 64-bit integer (PostgreSQL's generate_series gives int4) */
  big(x: string): string;
}

export function seriesSql(dialect: Dialect): SeriesSql {
  return dialect === 'postgres'
    ? {
        dialect,
        iso: (s) => `to_char(to_timestamp(${s}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        pad: (x, w) => `lpad((${x})::text, ${w}, '0')`,
        big: (x) => `(${x})::bigint`,
      }
    : {
        dialect,
        iso: (s) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${s}, 'unixepoch')`,
        pad: (x, w) => `printf('%0${w}d', ${x})`,
        big: (x) => `(${x})`,
      };
}

/** Rows per statement: a progress line each, and no transaction holds more than this. */
export const CHUNK_ROWS = 500_000;

/**
 * `INSERT INTO table (columns) SELECT select FROM <n = from … to-1>`, in chunks of CHUNK_ROWS.
 * `select` is the SELECT list over `n` (and over `with` columns, when given: extra columns computed
 * from n once, e.g. a building number used by several expressions).
 */
export async function insertSeries(
  db: Kysely<DB>,
  dialect: Dialect,
  spec: { table: string; columns: string[]; select: string[]; from: number; to: number; with?: string[] },
  onChunk?: (done: number) => void,
): Promise<void> {
  const extra = spec.with?.length ? `, ${spec.with.join(', ')}` : '';
  for (let lo = spec.from; lo < spec.to; lo += CHUNK_ROWS) {
    const hi = Math.min(spec.to, lo + CHUNK_ROWS) - 1;
    const insert = `INSERT INTO ${spec.table} (${spec.columns.join(', ')}) SELECT ${spec.select.join(', ')} FROM s`;
    const statement =
      dialect === 'postgres'
        ? `WITH s AS (SELECT n${extra} FROM generate_series(${lo}, ${hi}) AS g(n)) ${insert}`
        : `WITH RECURSIVE seq(n) AS (SELECT ${lo} UNION ALL SELECT n + 1 FROM seq WHERE n < ${hi}), s AS (SELECT n${extra} FROM seq) ${insert}`;
    await sql.raw(statement).execute(db);
    onChunk?.(hi + 1 - spec.from);
  }
}

/** Fresh planner statistics after a load (PostgreSQL: VACUUM too, for index-only scans). */
export async function refreshStatistics(db: Kysely<DB>, dialect: Dialect, tables: string[]): Promise<void> {
  if (dialect === 'postgres') for (const t of tables) await sql.raw(`VACUUM ANALYZE ${t}`).execute(db);
  else await sql.raw('ANALYZE').execute(db);
}
