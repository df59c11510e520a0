/**
 * What the palette puts first for what users type (issue 29 §7): the real registry, the real
 * locale titles and keywords, both UI languages, with and without diacritics. A renamed title or a
 * dropped keyword that changes an answer fails here.
 */
import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { allCommands } from '../../src/commands/registry';
import { rank } from '../../src/lib/rank';

const title = (locale: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], locale) as string | undefined;

/** The palette's order for a query in a UI language: title on screen, the other language's title, keywords. */
function ranked(lng: 'cs' | 'en', search: string): string[] {
  const [shown, other] = lng === 'cs' ? [cs, en] : [en, cs];
  return rank(allCommands(), search, (c) => ({ title: title(shown, c.title) ?? c.title, otherTitles: [title(other, c.title) ?? ''], keywords: c.keywords })).map((c) => c.id);
}

/** query → the command that must come first, in both UI languages unless the row says one. */
const TABLE: ReadonlyArray<[query: string, first: string, only?: 'cs' | 'en']> = [
  // the complaints
  ['spz', 'parking.addPlate'],
  ['oznameni', 'announcements.create'],
  ['oznámení', 'announcements.create'],
  ['new announcement', 'announcements.create'],
  ['nové oznámení', 'announcements.create'],
  ['nove oznameni', 'announcements.create'],
  ['register visitor', 'reception.recordVisitor'],
  // synonyms of a visitor (Czech endings: 'návštěva' finds 'Zapsat návštěvu…')
  ['návštěva', 'reception.recordVisitor'],
  ['navsteva', 'reception.recordVisitor'],
  ['visitor', 'reception.recordVisitor'],
  ['host', 'qr.create'],
  ['propustka', 'qr.create'],
  // mail and keys at the desk
  ['zásilka', 'reception.recordMail'],
  ['zasilka', 'reception.recordMail'],
  ['parcel', 'reception.recordMail'],
  ['balík', 'reception.recordMail'],
  ['vydat zasilku', 'reception.handOverMail'],
  ['klíč', 'reception.lendKey'],
  ['klic', 'reception.lendKey'],
  ['take back key', 'reception.returnKey'],
  // documents, floor plans, forum posts: the new edit and delete commands
  ['dokument', 'nav.documents'],
  ['upravit dokument', 'documents.edit'],
  ['edit document', 'documents.edit'],
  ['smazat dokument', 'documents.delete'],
  ['delete document', 'documents.delete'],
  ['plán', 'floorplans.upload', 'cs'],
  ['smazat plan', 'floorplans.delete'],
  ['delete floor plan', 'floorplans.delete'],
  ['upravit příspěvek', 'forum.editPost'],
  ['upravit prispevek', 'forum.editPost'],
  ['edit post', 'forum.editPost'],
  ['smazat příspěvek', 'forum.deletePost'],
  ['new topic', 'forum.newTopic'],
  ['copy link', 'qr.copyLink'],
  // sections and everyday commands
  ['qr', 'nav.qrAccess'],
  ['otevřít dveře', 'doors.openDoor'],
  ['otevrit dvere', 'doors.openDoor'],
  ['open door', 'doors.openDoor'],
  ['úklid', 'nav.cleaning'],
  ['uklid', 'nav.cleaning'],
  ['zahajit uklid', 'cleaning.start'],
  ['závada', 'nav.issues'],
  ['nahlásit závadu', 'issues.reportIssue'],
  ['report issue', 'issues.reportIssue'],
  ['pozar', 'nav.fireAlarm'],
  ['fire alarm', 'nav.fireAlarm'],
  ['teplota', 'sensors.find'],
  ['motiv', 'shell.toggleTheme'],
  ['theme', 'shell.toggleTheme'],
  ['odhlásit', 'shell.logout'],
  ['sign out', 'shell.logout'],
  ['jazyk', 'shell.switchLanguage'],
  ['zvonek', 'myUnit.renameDoorbell'],
  ['výtah', 'myUnit.elevatorAutoCall'],
  ['vytah', 'myUnit.elevatorAutoCall'],
  ['upozornění', 'nav.notifications'],
  ['profil', 'nav.profile'],
];

describe('palette ranking table (issue 29 §7)', () => {
  it('holds at least 40 queries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  for (const lng of ['cs', 'en'] as const) {
    describe(`${lng} UI`, () => {
      for (const [query, first, only] of TABLE) {
        if (only && only !== lng) continue;
        it(`'${query}' → ${first}`, () => {
          expect(ranked(lng, query)[0]).toBe(first);
        });
      }
    });
  }

  it('puts title matches above keyword matches, and keyword matches above the rest', () => {
    // 'spz' used to list 'Zapsat zásilku…' (scattered letters): now every plate command comes first, and it is gone
    const spz = ranked('cs', 'spz');
    expect(spz.slice(0, 4).every((id) => id.startsWith('parking.'))).toBe(true);
    expect(spz).not.toContain('reception.recordMail');
    // 'oznameni': the announcements (whose title is the word) above the notification switches
    const oz = ranked('cs', 'oznameni');
    expect(oz.indexOf('announcements.create')).toBeLessThan(oz.indexOf('settings.toggleEmailNotifications'));
    // 'host' is no title's word: keyword matches only, QR and the desk's visitor commands
    expect(ranked('cs', 'host')).toEqual(expect.arrayContaining(['qr.create', 'reception.recordVisitor']));
  });
});
