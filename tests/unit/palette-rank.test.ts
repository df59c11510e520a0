import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { allCommands } from '../../src/commands/registry';
import { fold, matchScore, rank } from '../../src/lib/rank';

/** The translated title of a key, from the locale files themselves. */
const title = (locale: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], locale) as string;

/** As the palette ranks: the title in the UI's language, the other language's title, the keywords. */
const ranked = (locale: object, search: string) => {
  const other = locale === cs ? en : cs;
  return rank(allCommands(), search, (c) => ({ title: title(locale, c.title) ?? c.title, otherTitles: [title(other, c.title)], keywords: c.keywords })).map(
    (c) => c.id,
  );
};

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

  it("finds a command by its title in the other language, with or without diacritics", () => {
    // neither the title nor the keywords of 'Přepnout budovu…' hold 'switch'
    expect(matchScore('switch building', 'Přepnout budovu…', ['building', 'budova', 'dům'])).toBe(0);
    expect(matchScore('switch building', 'Přepnout budovu…', ['building', 'budova', 'dům'], ['Switch building…'])).toBeGreaterThan(0);
    for (const q of ['switch building', 'Switch Building']) expect(ranked(cs, q)[0]).toBe('shell.switchBuilding');
    for (const q of ['přepnout budovu', 'prepnout budovu', 'PREPNOUT BUDOVU']) expect(ranked(en, q)[0]).toBe('shell.switchBuilding');
    expect(ranked(cs, 'keyboard shortcuts')[0]).toBe('shell.shortcuts');
    expect(ranked(en, 'klavesove zkratky')[0]).toBe('shell.shortcuts');
  });

  it('ranks the title on screen a little above the same words in the other language, and those above a keyword', () => {
    const items = [
      { id: 'keyword', title: 'Alpha', keywords: ['doors'] },
      { id: 'other', title: 'Beta', otherTitles: ['Doors'] },
      { id: 'shown', title: 'Doors' },
    ];
    expect(rank(items, 'doors', (x) => x).map((x) => x.id)).toEqual(['shown', 'other', 'keyword']);
    const shown = matchScore('doors', 'Doors');
    const other = matchScore('doors', 'Beta', [], ['Doors']);
    expect(other).toBeLessThan(shown);
    expect(other).toBeGreaterThan(matchScore('doors', 'Alpha', ['doors']));
    // a better match in the other language still wins over a poor one on screen
    expect(matchScore('door', 'Beta', [], ['Door'])).toBeGreaterThan(matchScore('door', 'Delete old records'));
  });

  it('drops what does not match and keeps the given order for equal scores', () => {
    expect(rank(['a', 'b', 'c'], '', (x) => ({ title: x }))).toEqual(['a', 'b', 'c']);
    expect(rank(['alpha', 'beta'], 'zzz', (x) => ({ title: x }))).toEqual([]);
  });
});
