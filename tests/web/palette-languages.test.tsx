/**
 * Issue 10 §3: every command of the palette is found by its title in the other language, typed
 * without diacritics ('otevrit dvere' finds 'Open door…' in the English UI, 'open door' finds
 * 'Otevřít dveře…' in the Czech one). The commands come from the registry itself, so a feature's new
 * command is checked without anyone adding it here.
 */
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { isCommandVisible } from '../../src/commands/context';
import { loadOtherTitles } from '../../src/commands/otherTitles';
import { allCommands } from '../../src/commands/registry';
import type { Command } from '../../src/commands/types';
import { i18n, importTexts, type Language } from '../../src/lib/i18n';
import { fold } from '../../src/lib/rank';
import { fullContext, openPalette } from './palette-fixtures';

// The other language arrives as the build serves it: its first-screen texts, without the page texts
// that leave them (src/lib/pageTexts.ts). So a command title left out of a namespace's `keep` fails here.
vi.mock('../../src/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/i18n')>();
  const { coreTexts } = await import('../../src/lib/pageTexts');
  const files = { cs: (await import('../../locales/cs.json')).default, en: (await import('../../locales/en.json')).default };
  return { ...actual, importTexts: vi.fn(async (lng: 'cs' | 'en') => coreTexts(files[lng])) };
});

const LOCALES: Record<Language, object> = { cs, en };
const at = (locale: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], locale);
/** What a user types: the title folded, without the '…' of a command that opens a sub-page. */
const typed = (title: string) => fold(title).replace(/…|\.\.\./g, '').trim();

afterEach(() => i18n.changeLanguage('en'));

describe('every command by its title in the other language', () => {
  it.each([
    ['en', 'cs'],
    ['cs', 'en'],
  ] as const)('%s UI, typed in %s without diacritics', async (lng, other) => {
    await i18n.changeLanguage(lng);
    const ctx = { ...fullContext(), language: lng };
    // who sees a command is each feature's own test; the few this context still hides (they need a
    // screen's state) are shown here, for only the matching is under test
    const commands: Command[] = allCommands().map((c) => (isCommandVisible(c, ctx) ? c : { ...c, isVisible: undefined }));
    expect(commands.length).toBeGreaterThan(30);
    const { palette } = await openPalette(commands, ctx);
    // opening the palette fetched the other language's texts; let them arrive
    await act(() => loadOtherTitles(lng));
    expect(importTexts).toHaveBeenCalledWith(other);

    const input = within(palette).getByRole('combobox');
    const missed: string[] = [];
    for (const c of commands) {
      const title = at(LOCALES[other], c.title);
      expect(typeof title, `${c.id}: '${c.title}' in ${other}.json`).toBe('string');
      const query = typed(title as string);
      fireEvent.change(input, { target: { value: query } });
      expect(input).toHaveValue(query);
      if (!within(palette).queryByTestId(`command-${c.id}`)) missed.push(`${c.id}: '${query}'`);
    }
    expect(missed).toEqual([]);
  });
});
