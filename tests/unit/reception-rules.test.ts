import { describe, expect, it } from 'vitest';
import { closingTimeAllowed, openingTimeAllowed, RECEPTION_BACKDATE_DAYS, RECEPTION_CLOCK_SKEW_MS } from '../../contract/rules/reception';

/** The desk's time rules (contract/rules/reception.ts), which the SPA's forms and the server both apply. */
describe('reception time rules', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const DAY = 86_400_000;

  it('allows a week back and two minutes of clock skew ahead', () => {
    expect(RECEPTION_BACKDATE_DAYS).toBe(7);
    expect(RECEPTION_CLOCK_SKEW_MS).toBe(120_000);
    expect(openingTimeAllowed(at(120_000), now)).toBe(true);
    expect(openingTimeAllowed(at(120_001), now)).toBe(false);
    expect(openingTimeAllowed(at(-7 * DAY), now)).toBe(true);
    expect(openingTimeAllowed(at(-7 * DAY - 1), now)).toBe(false);
  });

  it('takes an opening time within the last days, up to a small clock skew ahead', () => {
    expect(openingTimeAllowed(at(0), now)).toBe(true);
    expect(openingTimeAllowed(at(-RECEPTION_BACKDATE_DAYS * DAY), now)).toBe(true);
    expect(openingTimeAllowed(at(-RECEPTION_BACKDATE_DAYS * DAY - 1), now)).toBe(false);
    expect(openingTimeAllowed(at(RECEPTION_CLOCK_SKEW_MS), now)).toBe(true);
    expect(openingTimeAllowed(at(RECEPTION_CLOCK_SKEW_MS + 1), now)).toBe(false);
  });

  it('takes a closing time from the opening on, not ahead beyond the skew', () => {
    const opened = at(-3_600_000);
    expect(closingTimeAllowed(opened, opened, now)).toBe(true);
    expect(closingTimeAllowed(opened, at(-3_600_001), now)).toBe(false);
    expect(closingTimeAllowed(opened, at(0), now)).toBe(true);
    expect(closingTimeAllowed(opened, at(RECEPTION_CLOCK_SKEW_MS), now)).toBe(true);
    expect(closingTimeAllowed(opened, at(RECEPTION_CLOCK_SKEW_MS + 1), now)).toBe(false);
    // an offset other than Z is the same instant
    expect(closingTimeAllowed(opened, '2026-03-10T12:30:00+01:00', now)).toBe(true);
  });
});
