/**
 * The portfolio board's rules as pure functions (issue 29 §1): how urgent a building is, the order
 * of the grid, the search, the wall's pages and clock, and when the data may no longer be shown as
 * current. Time is always a parameter, so each rule is tested with fixed instants.
 */
import type { PortfolioBuilding } from '../../../contract/portfolio';
import { foldText } from '../../../contract/rules/text';

/** Severity, highest first: a fire alarm, then sensors or doors, then refusals or overdue issues. */
export const SEVERITIES = ['fire', 'warning', 'notice', 'ok'] as const;
export type Severity = (typeof SEVERITIES)[number];

export function severityOf(b: PortfolioBuilding): Severity {
  if (b.fire_zones > 0) return 'fire';
  if (b.sensors_out > 0 || b.doors_open > 0) return 'warning';
  if (b.gate_refusals_hour > 0 || b.issues_overdue > 0) return 'notice';
  return 'ok';
}

const rank = (b: PortfolioBuilding) => SEVERITIES.indexOf(severityOf(b));
const byName = new Intl.Collator('cs', { sensitivity: 'base' });

/**
 * The grid's order: alarms first; within a severity the one with more waiting (unacknowledged
 * zones, then everything counted) first, then by name, so the order is stable between polls.
 */
export function sortBySeverity(list: readonly PortfolioBuilding[]): PortfolioBuilding[] {
  const weight = (b: PortfolioBuilding) => b.sensors_out + b.doors_open + b.gate_refusals_hour + b.issues_overdue;
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || b.fire_unacknowledged - a.fire_unacknowledged || weight(b) - weight(a) || byName.compare(a.name, b.name) || a.id - b.id,
  );
}

/** The search box: every word in the name, code or address, case and accents ignored. */
export function matchesSearch(b: PortfolioBuilding, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = foldText(`${b.name} ${b.code} ${b.address}`);
  return words.every((w) => hay.includes(w));
}

/** How many cards fit the wall's grid: the columns and rows a viewport holds (at least one). */
export function wallPageSize(width: number, height: number, card = { width: 360, height: 190 }, header = 120): number {
  const cols = Math.max(1, Math.floor(width / card.width));
  const rows = Math.max(1, Math.floor((height - header) / card.height));
  return cols * rows;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page the wall shows at `now`: the pages turn every `intervalMs` from `startedAt`. */
export function wallPageAt(now: number, startedAt: number, intervalMs: number, pages: number): number {
  if (pages <= 1) return 0;
  const turns = Math.floor(Math.max(0, now - startedAt) / intervalMs);
  return turns % pages;
}

export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice(page * pageSize, page * pageSize + pageSize);
}

/** Whole seconds since `asOf` (never negative: a clock a little behind the server's reads 0). */
export function secondsAgo(asOf: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(asOf)) / 1000));
}

/**
 * Data older than its polling interval is stale: the socket is down and the poll is failing, so
 * nothing says it is still true. A grace of a few seconds covers the request's own time.
 */
export function isStale(asOf: string | null, now: number, pollMs: number, graceMs = 5_000): boolean {
  if (!asOf) return true;
  return now - Date.parse(asOf) > pollMs + graceMs;
}

/** The wall's clock, HH:mm:ss in the given locale. */
export function clockText(now: number, locale: string): string {
  return new Date(now).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
