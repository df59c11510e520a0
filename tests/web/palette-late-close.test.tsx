/**
 * A form page closes the palette when its request answers. If the user has shut the palette and
 * opened it again meanwhile, that late close belongs to the old opening and must leave the new one
 * open (src/commands/Palette.tsx, useCloseOfThisOpening).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Command, FormPageComponent } from '../../src/commands/types';
import { paletteAtom } from '../../src/commands/overlays';
import { appStore } from '../../src/state/store';
import { closePalette, openPalette } from './palette-fixtures';

// the palette keeps one lazy component per form page id: each test's form gets its own
let forms = 0;

function slowForm() {
  const id = `test.slowForm${++forms}`;
  let answer: () => void = () => undefined;
  const Form: FormPageComponent = ({ close }) => (
    <button type="button" onClick={() => void new Promise<void>((resolve) => (answer = () => { console.log('RESOLVE'); resolve(); })).then(() => { console.log('CLOSING'); close(); })}>
      Save
    </button>
  );
  const command: Command = { id, group: 'palette.groups.navigation', title: 'Slow form', page: { kind: 'form', load: async () => ({ default: Form }) } };
  return { command, testId: `command-${id}`, answer: () => act(async () => answer()) };
}

describe('a late close from a form page', () => {
  it('closes the opening it came from', async () => {
    const { command, testId, answer } = slowForm();
    const user = userEvent.setup();
    const { palette } = await openPalette([command]);
    await user.click(within(palette).getByTestId(testId));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await answer();
    expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument();
  });

  it('does not shut a palette opened again before the request answered', async () => {
    const { command, testId, answer } = slowForm();
    const user = userEvent.setup();
    const { palette } = await openPalette([command]);
    await user.click(within(palette).getByTestId(testId));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await closePalette();
    act(() => appStore.set(paletteAtom, { open: true }));
    expect(await screen.findByTestId('command-palette')).toBeInTheDocument();
    await answer();
    console.log('ATOM', JSON.stringify(appStore.get(paletteAtom)));
    expect(screen.getByTestId('command-palette')).toBeInTheDocument();
    await closePalette();
  });
});
