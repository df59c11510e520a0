/**
 * The build serves the first screen's texts without the command texts (src/lib/pageTexts.ts
 * `firstScreenTexts`); the palette and the `?` overlay load them with their own code
 * (app/AuthenticatedApp.tsx, lib/i18n.ts `withCommandTexts`). Here i18next starts with just what the
 * build serves, as main.tsx leaves it: Ctrl+K right after the load must still show every command's
 * title in the current language, and `?` every shortcut's. Each language gets a fresh app, as a
 * language switch reloads the page (lib/i18n.ts setLanguage).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import type { Language } from '../../src/lib/i18n';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const LOCALES: Record<Language, Record<string, unknown>> = { cs, en };
const at = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), texts);

// a fresh module graph per test: the page load in the test's language (lazy components, loaded texts)
beforeEach(() => {
  vi.resetModules();
});

/** The signed-in app after a page load in this language, with the texts main.tsx has loaded by then. */
async function loadApp(lng: Language) {
  localStorage.clear();
  localStorage.setItem((await import('../../src/lib/storageKeys')).STORAGE_KEYS.language, lng);
  const { i18n, currentLanguage } = await import('../../src/lib/i18n');
  const { firstScreenTexts } = await import('../../src/lib/pageTexts');
  const { allCommands } = await import('../../src/commands/registry');
  const { AppRoutes } = await import('../../src/app/App');
  const { ME, mockApi, renderWithApp, resetApp, signIn } = await import('./helpers');
  expect(currentLanguage()).toBe(lng);
  // what the build serves as locales/<lng>.json (vite.config.ts spaLocales); the control: it lacks the palette's texts
  i18n.addResourceBundle(lng, 'translation', firstScreenTexts(LOCALES[lng]));
  expect(i18n.exists('palette.commands.switchBuilding')).toBe(false);
  expect(i18n.exists('palette.placeholder')).toBe(false);
  expect(i18n.exists('nav.documents')).toBe(true);

  resetApp('/');
  localStorage.setItem((await import('../../src/lib/storageKeys')).STORAGE_KEYS.language, lng);
  signIn();
  mockApi({
    'GET /v1/users/me': { body: ME },
    'GET /v1/buildings': { body: { buildings: [{ id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' }] } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
  });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('navigation', { name: at(LOCALES[lng], 'shell.nav.label') as string }, { timeout: 20_000 });
  return { user: userEvent.setup(), allCommands };
}

describe.each(['cs', 'en'] as const)('%s: the command texts load with the palette', (lng) => {
  const text = (key: string) => at(LOCALES[lng], key) as string;

  it('Ctrl+K right after the load shows every title, group and the placeholder translated', async () => {
    const { user, allCommands } = await loadApp(lng);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    expect(within(palette).getByRole('combobox')).toHaveAttribute('placeholder', text('palette.placeholder'));
    expect(palette).toHaveTextContent(text('palette.groups.navigation'));
    expect(palette).toHaveTextContent(text('palette.hints.run'));
    const shown = allCommands().filter((c) => within(palette).queryByTestId(`command-${c.id}`));
    expect(shown.length).toBeGreaterThan(15);
    for (const c of shown) {
      expect(within(palette).getByTestId(`command-${c.id}`), c.id).toHaveTextContent(text(c.title));
    }
    expect(within(palette).getByTestId('command-shell.switchBuilding')).toHaveTextContent(text('palette.commands.switchBuilding'));
  });

  it('? shows the overlay with every shortcut translated', async () => {
    const { user } = await loadApp(lng);
    await user.keyboard('?');
    const help = await screen.findByTestId('shortcut-help');
    expect(within(help).getByText(text('palette.help.title'), { selector: 'h2' })).toBeInTheDocument();
    expect(within(help).getByText(text('palette.commands.open'))).toBeInTheDocument();
    // the overlay's own title and the row of its `?` shortcut
    expect(within(help).getAllByText(text('palette.commands.shortcuts')).length).toBeGreaterThanOrEqual(1);
    expect(within(help).getByText(text('nav.documents'))).toBeInTheDocument();
    expect(help).toHaveTextContent(text('palette.groups.help'));
  });
});
