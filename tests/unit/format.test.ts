import { describe, expect, it } from 'vitest';
import { formatApiDate, formatDate, formatDateTime, formatFileSize, formatRelative } from '../../src/lib/format';

describe('dates (spec 000 §9): one format per language', () => {
  it('Czech: dd.MM.yyyy and dd.MM.yyyy HH:mm', () => {
    expect(formatDate('2025-03-07T09:05:00', 'cs')).toBe('07.03.2025');
    expect(formatDateTime('2025-03-07T09:05:00', 'cs')).toBe('07.03.2025 09:05');
  });

  it('English: dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2025-03-07T09:05:00', 'en')).toBe('07/03/2025');
    expect(formatDateTime('2025-03-07T21:05:00', 'en')).toBe('07/03/2025 21:05');
  });

  it('sends plain dates to the API as yyyy-MM-dd', () => {
    expect(formatApiDate(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('returns an empty string for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it('follows the thresholds in English, then the English date', () => {
    expect(formatRelative(ago(59 * S), now, 'en')).toBe('just now');
    expect(formatRelative(ago(60 * S), now, 'en')).toBe('1m ago');
    expect(formatRelative(ago(59 * M + 59 * S), now, 'en')).toBe('59m ago');
    expect(formatRelative(ago(60 * M), now, 'en')).toBe('1h ago');
    expect(formatRelative(ago(23 * H + 59 * M), now, 'en')).toBe('23h ago');
    expect(formatRelative(ago(24 * H), now, 'en')).toBe('1d ago');
    expect(formatRelative(ago(6 * D + 23 * H), now, 'en')).toBe('6d ago');
    expect(formatRelative(ago(7 * D), now, 'en')).toBe(formatDate(ago(7 * D), 'en'));
    expect(formatRelative(ago(7 * D), now, 'en')).toBe('08/06/2025');
  });

  it('is Czech in Czech, with the Czech date after a week', () => {
    expect(formatRelative(ago(10 * S), now, 'cs')).toBe('právě teď');
    expect(formatRelative(ago(5 * M), now, 'cs')).toBe('před 5 min');
    expect(formatRelative(ago(3 * H), now, 'cs')).toBe('před 3 h');
    expect(formatRelative(ago(2 * D), now, 'cs')).toBe('před 2 d');
    expect(formatRelative(ago(30 * D), now, 'cs')).toBe('16.05.2025');
  });

  it('treats a future time (clock skew) as just now', () => {
    expect(formatRelative(new Date(now.getTime() + 5 * M), now, 'en')).toBe('just now');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 * 2.25, '2.3 MB'],
    [1024 ** 3 * 3, '3 GB'],
    [1024 ** 4, '1024 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('is empty for nonsense', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(null)).toBe('');
  });
});
