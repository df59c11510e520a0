import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { allCommands } from '../../src/commands/registry';
import { fold, matchScore, rank } from '../../src/lib/rank';

/** The translated title of a key, from the locale files themselves. */
const title = (locale: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], locale) as string;

const ranked = (locale: object, search: string) =>
  rank(allCommands(), search, (c) => ({ title: title(locale, c.title) ?? c.title, keywords: c.keywords })).map((c) => c.id);

describe('palette ranking', () => {
  it('folds case and diacritics', () => {
    expect(fold('Přízemí')).toBe('prizemi');
    expect(matchScore('plan', 'Nahrát plán podlaží')).toBeGreaterThan(0);
    expect(matchScore('PRIZEMI', 'Přízemí')).toBeGreaterThan(0);
  });

  it('puts the best match first, whatever its group', () => {
    // 'theme' used to run 'Search documents', the first command of "This screen" on /documents
    expect(ranked(en, 'theme')[0]).toBe('shell.toggleTheme');
    expect(ranked(cs, 'motiv')[0]).toBe('shell.toggleTheme');
  });

  it("ranks the floor-plan commands above 'Nahrát dokument' for 'plán', with or without the accent", () => {
    for (const q of ['plán', 'plan']) {
      const ids = ranked(cs, q);
      expect(ids[0]).toMatch(/^floorplans\./);
      const upload = ids.indexOf('documents.upload');
      // below every floor-plan command, or not offered at all
      expect(upload === -1 || upload > ids.findLastIndex((id) => id.startsWith('floorplans.'))).toBe(true);
    }
  });

  it('drops what does not match and keeps the given order for equal scores', () => {
    expect(rank(['a', 'b', 'c'], '', (x) => ({ title: x }))).toEqual(['a', 'b', 'c']);
    expect(rank(['alpha', 'beta'], 'zzz', (x) => ({ title: x }))).toEqual([]);
  });
});
