import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig, mutate as mutateGlobal } from 'swr';
import { Toaster } from 'react-hot-toast';
import { swrConfig } from '../../src/lib/swrConfig';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '../../contract/settings';
import SettingsPage from '../../src/features/settings/SettingsPage';
import { LanguageMenu } from '../../src/app/LanguageMenu';
import { ThemeToggle } from '../../src/app/ThemeToggle';
import { useUserSettings } from '../../src/lib/userSettings';
import { browser } from '../../src/lib/browser';
import { settingsCommands } from '../../src/features/settings/commands';
import { userSettingsAtom } from '../../src/state/userSettings';
import { APPLIED_FOR_KEY, useApplyUserSettings } from '../../src/app/useApplyUserSettings';
import type { CommandContext } from '../../src/commands/types';
import { allCommands } from '../../src/commands/registry';
import { i18n } from '../../src/lib/i18n';
import { appStore } from '../../src/state/store';
import { initTheme, setTheme } from '../../src/state/theme';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';

const DEFAULTS: UserSettings = { email_notifications: true, push_notifications: false, theme: 'system', language: 'en' };

let reload: ReturnType<typeof vi.spyOn>;
let stopTheme: () => void;
beforeEach(() => {
  resetApp('/settings');
  signIn();
  appStore.set(userSettingsAtom, null);
  document.documentElement.classList.remove('dark');
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  stopTheme = initTheme(); // main.tsx does this in the app: the theme state drives <html class="dark">
});
afterEach(async () => {
  stopTheme();
  setTheme('light');
  reload.mockRestore();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** A fake server that keeps the settings and merges each PATCH into them. */
function settingsServer(initial: UserSettings = DEFAULTS, failPatch = false) {
  let current = { ...initial };
  const spy = mockApi({
    'GET /v1/users/me/settings': () => ({ body: current }),
    'PATCH /v1/users/me/settings': (init) => {
      if (failPatch) return { status: 500, body: { message: 'Uložení selhalo' } };
      current = { ...current, ...JSON.parse(String(init.body)) };
      return { body: current };
    },
  });
  const patches = () =>
    spy.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
  return { spy, patches, current: () => current };
}

async function renderSettings() {
  renderWithApp(<SettingsPage />);
  await screen.findByRole('heading', { name: 'Notifications' });
  return userEvent.setup();
}

describe('settings screen', () => {
  it('shows a loading state, then the saved settings', async () => {
    settingsServer({ ...DEFAULTS, push_notifications: true, theme: 'dark' });
    renderWithApp(<SettingsPage />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(screen.getByRole('switch', { name: 'E-mail notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('shows an error with retry when the settings cannot be loaded', async () => {
    mockApi({ 'GET /v1/users/me/settings': { status: 500, body: { message: 'Server down' } } });
    renderWithApp(<SettingsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load settings');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('saves the e-mail toggle with PATCH and confirms it', async () => {
    const server = settingsServer();
    const user = await renderSettings();
    await user.click(screen.getByRole('switch', { name: 'E-mail notifications' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(server.patches()).toEqual([{ email_notifications: false }]);
    expect(screen.getByRole('switch', { name: 'E-mail notifications' })).toHaveAttribute('aria-checked', 'false');
  });

  it('saves the push toggle', async () => {
    const server = settingsServer();
    const user = await renderSettings();
    await user.click(screen.getByRole('switch', { name: 'Push notifications' }));
    await waitFor(() => expect(server.patches()).toEqual([{ push_notifications: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('puts a toggle back and reports the failure when the save fails', async () => {
    settingsServer(DEFAULTS, true);
    const user = await renderSettings();
    await user.click(screen.getByRole('switch', { name: 'Push notifications' }));
    expect(await screen.findByText('Uložení selhalo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'false'));
  });

  it('saves and applies the theme: dark, then system (follows the system again)', async () => {
    const server = settingsServer();
    const user = await renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(server.patches()).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark')); // the test system prefers light
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('saves the language and reloads into it', async () => {
    const server = settingsServer();
    const user = await renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Čeština' }));
    await waitFor(() => expect(server.patches()).toEqual([{ language: 'cs' }]));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('language')).toBe('cs');
  });
});

function ApplySettings() {
  useApplyUserSettings();
  // shows when the saved settings have arrived: the hook's effect has run in the same commit
  const { data } = useUserSettings();
  return data ? <p>settings arrived: {data.theme}</p> : null;
}

describe('top bar and settings screen are one setting (issue 7)', () => {
  // The app's own SWR cache (App.tsx gives no provider): the top bar saves from outside React
  // and updates that cache, as in the browser. Emptied first so no earlier answer is shown.
  async function renderBoth() {
    await mutateGlobal(() => true, undefined, { revalidate: false });
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <ThemeToggle />
        <LanguageMenu />
        <SettingsPage />
        <Toaster />
      </SWRConfig>,
    );
    await screen.findByRole('heading', { name: 'Notifications' });
    return userEvent.setup();
  }

  it('the top-bar theme toggle saves the theme, and the settings screen shows it', async () => {
    const server = settingsServer({ ...DEFAULTS, theme: 'light' });
    setTheme('light');
    const user = await renderBoth();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(server.patches()).toEqual([{ theme: 'dark' }]);
    expect(server.current().theme).toBe('dark');
    // and the other way: the screen's choice turns the top-bar button around
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await waitFor(() => expect(server.current().theme).toBe('light'));
  });

  it('the top-bar language menu saves the language before it reloads into it', async () => {
    const server = settingsServer({ ...DEFAULTS, language: 'en' });
    const user = await renderBoth();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Čeština' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.patches()).toEqual([{ language: 'cs' }]);
    expect(localStorage.getItem('language')).toBe('cs');
  });

  it('says so when the server refuses, and still switches this browser', async () => {
    settingsServer({ ...DEFAULTS, theme: 'light' }, true);
    setTheme('light');
    const user = await renderBoth();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(await screen.findByText('Uložení selhalo')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('saved settings on sign-in', () => {
  it('applies the saved theme and language once per session', async () => {
    settingsServer({ ...DEFAULTS, theme: 'dark', language: 'cs' });
    const { unmount } = renderWithApp(<ApplySettings />);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('language')).toBe('cs');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(APPLIED_FOR_KEY)).toBeTruthy();
    unmount();

    // a later choice in this browser is not overwritten on the next page load of the same session
    setTheme('light');
    renderWithApp(<ApplySettings />);
    expect(await screen.findByText('settings arrived: dark')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the saved language is already shown', async () => {
    settingsServer({ ...DEFAULTS, theme: 'light', language: 'en' });
    renderWithApp(<ApplySettings />);
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('settings palette commands', () => {
  const ctx = { t: i18n.t.bind(i18n) } as unknown as CommandContext;
  const command = (id: string) => settingsCommands.find((c) => c.id === id)!;

  it('toggles e-mail notifications against the saved value', async () => {
    const server = settingsServer();
    await command('settings.toggleEmailNotifications').run!(ctx);
    expect(server.patches()).toEqual([{ email_notifications: false }]);
    await command('settings.toggleEmailNotifications').run!(ctx);
    expect(server.patches()).toEqual([{ email_notifications: false }, { email_notifications: true }]);
  });

  it('toggles push notifications', async () => {
    const server = settingsServer();
    await command('settings.togglePushNotifications').run!(ctx);
    expect(server.patches()).toEqual([{ push_notifications: true }]);
  });

  it('offers light, dark and system, marks the saved one, and saves the choice', async () => {
    const server = settingsServer({ ...DEFAULTS, theme: 'dark' });
    appStore.set(userSettingsAtom, { ...DEFAULTS, theme: 'dark' });
    const page = command('settings.themePreference').page;
    if (page?.kind !== 'list') throw new Error('expected a list page');
    const items = page.items(ctx);
    expect(items.map((i) => [i.label, i.active])).toEqual([
      ['Light', false],
      ['Dark', true],
      ['System', false],
    ]);
    await items[0].run(ctx);
    expect(server.patches()).toEqual([{ theme: 'light' }]);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('command registry', () => {
  it('offers every profile and settings screen action in the palette', () => {
    const ids = allCommands().map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(['profile.edit', 'settings.themePreference', 'settings.toggleEmailNotifications', 'settings.togglePushNotifications']),
    );
  });
});
