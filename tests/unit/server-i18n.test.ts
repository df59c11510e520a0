import { describe, expect, it } from 'vitest';
import { languageOf, translate } from '../../server/lib/i18n';

describe('server messages (i18next)', () => {
  it('reads the shared locale files with interpolation, in both languages', () => {
    expect(translate('cs', 'server.errors.too_many_requests', { seconds: 30 })).toBe('Příliš mnoho pokusů. Zkuste to znovu za 30 s.');
    expect(translate('en', 'server.errors.too_many_requests', { seconds: 30 })).toBe('Too many attempts. Try again in 30 s.');
  });

  it('returns text that is not a key unchanged, colons and dots included', () => {
    expect(translate('en', 'Body cannot be empty: expected JSON.')).toBe('Body cannot be empty: expected JSON.');
  });

  it('chooses plural forms by the language’s rules', () => {
    // floor names use ordinal plural forms: English one, two, few, other
    const floor = (lang: 'cs' | 'en', count: number) => translate(lang, 'floorplans.floor.above', { count, ordinal: true });
    expect([1, 2, 3, 4, 11, 22].map((n) => floor('en', n))).toEqual([
      '1st floor',
      '2nd floor',
      '3rd floor',
      '4th floor',
      '11th floor',
      '22nd floor',
    ]);
    expect(floor('cs', 3)).toBe('3. patro');
  });
});

describe('Accept-Language with q-values (negotiator)', () => {
  it.each([
    [undefined, 'cs'],
    ['', 'cs'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cs'],
    ['en;q=0.5, cs;q=0.9', 'cs'],
    ['cs;q=0.1, en;q=0.2', 'en'],
    ['de-DE, en;q=0.7', 'en'],
    ['sk', 'cs'],
    ['de, fr;q=0.5', 'cs'],
    ['*', 'cs'],
    ['en;q=0, cs;q=0.1', 'cs'],
  ] as const)('%s → %s', (header, lang) => {
    expect(languageOf(header)).toBe(lang);
  });
});
