import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES, DEFAULT_ANNOUNCEMENT_COLOR, IMPORTANCES, announcementColor, isValidToAcceptable } from '../../contract/rules/announcements';

describe('contract/rules/announcements', () => {
  it('a colour for every type and importance, distinct within a type', () => {
    for (const type of ANNOUNCEMENT_TYPES) {
      const colours = IMPORTANCES.map((i) => announcementColor(type, i));
      expect(colours.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      expect(new Set(colours).size).toBe(3);
    }
    expect(announcementColor('warning', 'high')).toBe('#dc2626');
    expect(announcementColor('unknown', 'x')).toBe(DEFAULT_ANNOUNCEMENT_COLOR);
  });

  it('an end date may be today or later, or none at all', () => {
    expect(isValidToAcceptable('', '2026-11-23')).toBe(true);
    expect(isValidToAcceptable(null, '2026-11-23')).toBe(true);
    expect(isValidToAcceptable('2026-11-23', '2026-11-23')).toBe(true);
    expect(isValidToAcceptable('2026-11-22', '2026-11-23')).toBe(false);
    expect(isValidToAcceptable('2026-12-01T10:00:00Z', '2026-11-23')).toBe(true);
  });
});
