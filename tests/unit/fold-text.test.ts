import { describe, expect, it } from 'vitest';
import { foldText } from '../../contract/rules/text';
import { fold } from '../../src/lib/rank';
import { foldForSearch } from '../../server/domain/documents/search-text';
import { matchesBuilding } from '../../src/app/BuildingPicker';

describe('one folding rule for accent-insensitive matching', () => {
  it('drops case and every Czech diacritic', () => {
    expect(foldText('ŽLUŤOUČKÝ KŮŇ úpěl ďábelské ódy')).toBe('zlutoucky kun upel dabelske ody');
    expect(foldText('Přízemí')).toBe('prizemi');
  });

  it('is the rule of the palette, the document search and the building picker alike', () => {
    for (const text of ['Zápis ze Schůze', 'Dům Slunečná', 'Žižkov']) {
      expect(fold(text)).toBe(foldText(text));
      expect(foldForSearch(text)).toBe(foldText(text));
    }
    const building = { id: 1, name: 'Bytový dům Žižkov', address: 'Čechova 5', code: 'ZIZ' };
    expect(matchesBuilding(building, 'zizkov')).toBe(true);
    expect(matchesBuilding(building, 'CECHOVA')).toBe(true);
    expect(matchesBuilding(building, 'vinohrady')).toBe(false);
  });
});
