import { describe, expect, it } from 'vitest';
import type { PortfolioBuilding } from '../../contract/portfolio';
import {
  clockText,
  isStale,
  matchesSearch,
  pageCount,
  pageItems,
  secondsAgo,
  severityOf,
  sortBySeverity,
  wallPageAt,
  wallPageSize,
} from '../../src/features/board/portfolio';

/** The portfolio board's rules (issue 29 §1) at fixed instants: severity, order, search, the wall's pages and clock, staleness. */
const building = (over: Partial<PortfolioBuilding> = {}): PortfolioBuilding => ({
  id: 1,
  name: 'Rezidence Vltava',
  code: 'VLT',
  address: 'Nábřeží 1, Praha',
  fire_zones: 0,
  fire_unacknowledged: 0,
  sensors_out: 0,
  doors_open: 0,
  gate_refusals_hour: 0,
  issues_open: 0,
  issues_overdue: 0,
  people_in: 0,
  can_acknowledge: true,
  ...over,
});

describe('severity and order', () => {
  it('ranks a fire alarm over sensors or doors, those over refusals or overdue issues, and those over the rest', () => {
    expect(severityOf(building({ fire_zones: 1, sensors_out: 3 }))).toBe('fire');
    expect(severityOf(building({ doors_open: 1, issues_overdue: 9 }))).toBe('warning');
    expect(severityOf(building({ sensors_out: 1 }))).toBe('warning');
    expect(severityOf(building({ gate_refusals_hour: 2 }))).toBe('notice');
    expect(severityOf(building({ issues_overdue: 1 }))).toBe('notice');
    expect(severityOf(building({ issues_open: 40, people_in: 5 }))).toBe('ok');
  });

  it('sorts alarms first, then by what waits, then by name', () => {
    const list = [
      building({ id: 1, name: 'Áčko' }),
      building({ id: 2, name: 'Bé', issues_overdue: 1 }),
      building({ id: 3, name: 'Cé', doors_open: 1 }),
      building({ id: 4, name: 'Dé', fire_zones: 1, fire_unacknowledged: 0 }),
      building({ id: 5, name: 'Eé', fire_zones: 1, fire_unacknowledged: 1 }),
      building({ id: 6, name: 'Ef', doors_open: 2, sensors_out: 1 }),
    ];
    expect(sortBySeverity(list).map((b) => b.id)).toEqual([5, 4, 6, 3, 2, 1]);
    // the input is left as it was
    expect(list.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('search', () => {
  const b = building({ name: 'Dům Slunečná', code: 'SLN', address: 'Slunečná 12, Brno' });
  it('finds by name, code or address, ignoring case and accents, every word', () => {
    expect(matchesSearch(b, 'slunecna')).toBe(true);
    expect(matchesSearch(b, 'sln')).toBe(true);
    expect(matchesSearch(b, 'BRNO dům')).toBe(true);
    expect(matchesSearch(b, 'brno vltava')).toBe(false);
    expect(matchesSearch(b, '   ')).toBe(true);
  });
});

describe('the wall', () => {
  it('fits as many cards as the screen holds', () => {
    expect(wallPageSize(1920, 1080)).toBe(5 * 5);
    expect(wallPageSize(1280, 720)).toBe(3 * 3);
    expect(wallPageSize(300, 200)).toBe(1);
  });

  it('turns the pages on the timer and starts again after the last', () => {
    const start = Date.parse('2026-11-28T10:00:00Z');
    const pages = pageCount(50, 25);
    expect(pages).toBe(2);
    expect(pageCount(0, 25)).toBe(1);
    expect(wallPageAt(start, start, 15_000, pages)).toBe(0);
    expect(wallPageAt(start + 14_999, start, 15_000, pages)).toBe(0);
    expect(wallPageAt(start + 15_000, start, 15_000, pages)).toBe(1);
    expect(wallPageAt(start + 30_000, start, 15_000, pages)).toBe(0);
    expect(wallPageAt(start + 45_000, start, 15_000, 3)).toBe(0);
    expect(wallPageAt(start + 999_000, start, 15_000, 1)).toBe(0);
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(pageItems(items, 1, 3)).toEqual([3, 4, 5]);
    expect(pageItems(items, 2, 3)).toEqual([6]);
  });

  it('counts the seconds since the data and calls data older than its polling interval stale', () => {
    const asOf = '2026-11-28T10:00:00.000Z';
    const at = (s: number) => Date.parse(asOf) + s * 1000;
    expect(secondsAgo(asOf, at(42.9))).toBe(42);
    expect(secondsAgo(asOf, at(-3))).toBe(0);
    expect(isStale(asOf, at(15), 15_000)).toBe(false);
    expect(isStale(asOf, at(20), 15_000)).toBe(false);
    expect(isStale(asOf, at(21), 15_000)).toBe(true);
    // the socket up: polled every minute, so a minute-old answer is still current
    expect(isStale(asOf, at(60), 60_000)).toBe(false);
    expect(isStale(null, at(0), 15_000)).toBe(true);
  });

  it('shows the clock in the language’s format', () => {
    const now = new Date(2026, 10, 28, 9, 5, 7).getTime();
    expect(clockText(now, 'cs-CZ')).toMatch(/^0?9:05:07$/);
    expect(clockText(now, 'en-GB')).toBe('09:05:07');
  });
});
