/**
 * The other language's command titles are not in the first screen: they are fetched when the palette
 * first opens (src/commands/otherTitles.ts). Until they arrive, or if they cannot be fetched, the
 * palette works in the current language; a failed fetch is tried again at the next opening.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cs from '../../locales/cs.json';
import { allCommands } from '../../src/commands/registry';
import { importTexts } from '../../src/lib/i18n';
import { closePalette, fullContext, openPalette } from './palette-fixtures';
import { paletteAtom } from '../../src/commands/overlays';
import { appStore } from '../../src/state/store';

vi.mock('../../src/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/i18n')>();
  return { ...actual, importTexts: vi.fn(actual.importTexts) };
});

const CZECH_TITLE = 'prepnout budovu'; // 'Přepnout budovu…', typed without diacritics
const SWITCH_BUILDING = 'command-shell.switchBuilding';

async function reopen() {
  act(() => appStore.set(paletteAtom, { open: true }));
  return screen.findByTestId('command-palette');
}

function search(palette: HTMLElement, text: string) {
  fireEvent.change(within(palette).getByRole('combobox'), { target: { value: text } });
}

describe('command titles in the other language arrive with the palette', () => {
  it('the palette works before they arrive and without them, and fetches them once', async () => {
    // first opening: offline, the Czech texts cannot be fetched
    vi.mocked(importTexts).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    let { palette } = await openPalette(allCommands(), fullContext());
    await waitFor(() => expect(importTexts).toHaveBeenCalledTimes(1));
    expect(importTexts).toHaveBeenCalledWith('cs');
    await act(async () => undefined);
    search(palette, 'switch building');
    expect(within(palette).getByTestId(SWITCH_BUILDING)).toHaveTextContent('Switch building…');
    search(palette, CZECH_TITLE);
    expect(within(palette).queryByTestId(SWITCH_BUILDING)).not.toBeInTheDocument();
    expect(within(palette).getByText('No results')).toBeInTheDocument();
    await closePalette();

    // second opening: tried again; until the texts are here the English titles still work
    let arrive: (texts: Record<string, unknown>) => void = () => undefined;
    vi.mocked(importTexts).mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    palette = await reopen();
    expect(importTexts).toHaveBeenCalledTimes(2);
    search(palette, 'switch building');
    expect(within(palette).getByTestId(SWITCH_BUILDING)).toBeInTheDocument();
    search(palette, CZECH_TITLE);
    expect(within(palette).queryByTestId(SWITCH_BUILDING)).not.toBeInTheDocument();
    // they arrive while the user types: the list follows, still in English under an English heading
    await act(async () => arrive(cs));
    expect(within(palette).getByTestId(SWITCH_BUILDING)).toHaveTextContent('Switch building…');
    expect(within(palette).getByText('Results')).toBeInTheDocument();
    await closePalette();

    // later openings use them at once, without fetching again
    palette = await reopen();
    search(palette, CZECH_TITLE);
    expect(within(palette).getByTestId(SWITCH_BUILDING)).toBeInTheDocument();
    expect(importTexts).toHaveBeenCalledTimes(2);
  });
});
