/** The notification rules (contract/rules/notifications.ts): spec 001 §3's dictionaries and issue 15 §3's limits. */
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_IMPORTANCES,
  NOTIFICATION_SOURCES,
  NOTIFICATION_TYPES,
  badgeCount,
  excerpt,
} from '../../contract/rules/notifications';

describe('notification rules', () => {
  it('has the dictionaries’ types and importances (spec 001 §3)', () => {
    expect(NOTIFICATION_TYPES).toEqual(['general', 'warning', 'maintenance']);
    expect(NOTIFICATION_IMPORTANCES).toEqual(['low', 'normal', 'high']);
  });

  it('names one source per rule of the notification sources', () => {
    expect(NOTIFICATION_SOURCES).toEqual([
      'announcement',
      'issue_status',
      'issue_comment',
      'forum_post',
      'reception_visitor',
      'reception_mail',
      'reception_key',
      'fire_alarm',
      'gate_denied',
    ]);
  });

  it('cuts a body to 280 characters with the ellipsis counted, whitespace folded, whole characters', () => {
    expect(NOTIFICATION_BODY_MAX).toBe(280);
    expect(excerpt('  Dobrý\n\n den\t ')).toBe('Dobrý den');
    expect(excerpt('x'.repeat(280))).toBe('x'.repeat(280));
    expect(excerpt('x'.repeat(281))).toBe(`${'x'.repeat(279)}…`);
    expect(excerpt('abcdef', 4)).toBe('abc…');
    expect(excerpt('abcd', 4)).toBe('abcd');
    expect(excerpt('😀'.repeat(5), 3)).toBe('😀😀…');
    expect(excerpt(' a  b ', 3)).toBe('a b');
  });

  it('shows the bell’s count up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 12345].map(badgeCount)).toEqual(['0', '1', '99', '99+', '99+']);
  });
});
