import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../contract/users';
import ProfilePage from '../../src/features/profile/ProfilePage';
import { browser } from '../../src/lib/browser';
import { profileCommands } from '../../src/features/profile/commands';
import { openDialog } from '../../src/commands/pendingAction';
import type { CommandContext } from '../../src/commands/types';
import { i18n } from '../../src/lib/i18n';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';

const USER: Me = {
  ...ME,
  name: 'Jana Nováková',
  phone: '+420 777 000 111',
  permissions: ['announcement:manage', 'custom:thing'],
  buildings: [
    { building_id: 1, building_name: 'Rezidence Vltava', building_code: 'VLT', role: 'admin', building_address: 'Praha', permissions: [], document_unit_ids: [] },
    { building_id: 2, building_name: 'Dům Slunečná', building_code: 'SLN', role: 'owner', building_address: 'Brno', permissions: [], document_unit_ids: [] },
  ],
};

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetApp('/profile');
  signIn();
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
});
afterEach(async () => {
  reload.mockRestore();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function patchBodies(spy: ReturnType<typeof mockApi>) {
  return spy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
}

async function renderProfile(me: Me = USER, patch?: Parameters<typeof mockApi>[0][string]) {
  const spy = mockApi({
    'GET /v1/users/me': { body: me },
    ...(patch ? { 'PATCH /v1/users/me': patch } : {}),
  });
  renderWithApp(<ProfilePage />);
  await screen.findByRole('heading', { name: 'Personal information' });
  return { spy, user: userEvent.setup() };
}

describe('profile screen', () => {
  it('shows a loading state, then the personal information in view mode', async () => {
    mockApi({ 'GET /v1/users/me': { body: USER } });
    renderWithApp(<ProfilePage />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Personal information' });
    expect(screen.getByText('Jana Nováková')).toBeInTheDocument();
    expect(screen.getByText('jana@example.cz')).toBeInTheDocument();
    expect(screen.getByText('+420 777 000 111')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
  });

  it('lists building accesses with name, code and a translated role, and the permissions', async () => {
    await renderProfile();
    const buildings = screen.getByTestId('profile-buildings');
    const rows = within(buildings).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rezidence Vltava');
    expect(rows[0]).toHaveTextContent('VLT');
    expect(rows[0]).toHaveTextContent('Administrator');
    expect(rows[1]).toHaveTextContent('Owner');
    const permissions = screen.getByTestId('profile-permissions');
    expect(permissions).toHaveTextContent('Manage announcements');
    expect(permissions).toHaveTextContent('announcement:manage');
    expect(permissions).toHaveTextContent('custom:thing'); // unknown code shown as it is
  });

  it('shows empty states without buildings or permissions', async () => {
    await renderProfile({ ...USER, buildings: [], permissions: [] });
    expect(screen.getByText('You have no access to any building')).toBeInTheDocument();
    expect(screen.getByText('You have no special permissions')).toBeInTheDocument();
  });

  it('shows an error with retry when the profile cannot be loaded', async () => {
    mockApi({ 'GET /v1/users/me': { status: 500, body: { message: 'Server down' } } });
    renderWithApp(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load profile');
    expect(alert).toHaveTextContent('Server down');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('requires a name in edit mode and sends nothing without one', async () => {
    const { spy, user } = await renderProfile(USER, { body: USER });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field “Name” is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(patchBodies(spy)).toEqual([]);
  });

  it('saves name and phone with PATCH /users/me, toasts success and reloads the page', async () => {
    const { spy, user } = await renderProfile(USER, { body: { ...USER, name: 'Jana Nová' } });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '  Jana Nová ');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, 'kdykoli po 18. hodině');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(patchBodies(spy)).toEqual([{ url: '/v1/users/me', body: { name: 'Jana Nová', phone: 'kdykoli po 18. hodině' } }]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('sends an emptied phone as null', async () => {
    const { spy, user } = await renderProfile(USER, { body: USER });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchBodies(spy)).toEqual([{ url: '/v1/users/me', body: { name: 'Jana Nováková', phone: null } }]));
  });

  it('shows the Czech texts of the spec (success)', async () => {
    await i18n.changeLanguage('cs');
    mockApi({ 'GET /v1/users/me': { body: USER }, 'PATCH /v1/users/me': { body: USER } });
    renderWithApp(<ProfilePage />);
    await screen.findByRole('heading', { name: 'Osobní údaje' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upravit' }));
    await user.clear(screen.getByRole('textbox', { name: /Jméno/ }));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Pole „Jméno“ je povinné')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Jméno/ }), 'Jana');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Profil byl úspěšně aktualizován')).toBeInTheDocument();
  });

  it('shows the Czech texts of the spec (failure)', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await (async () => {
      const spy = mockApi({ 'GET /v1/users/me': { body: USER }, 'PATCH /v1/users/me': { status: 500, body: {} } });
      renderWithApp(<ProfilePage />);
      await screen.findByRole('heading', { name: 'Osobní údaje' });
      return { spy, user: userEvent.setup() };
    })();
    await user.click(screen.getByRole('button', { name: 'Upravit' }));
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    // no server message in the body: the spec's fallback
    expect(await screen.findByText('Nepodařilo se aktualizovat profil')).toBeInTheDocument();
  });

  it("reports the server's message on failure and stays in edit mode without reloading", async () => {
    // fake timers that still follow real time, so at the end every timer the save may have scheduled
    // (the success path's delayed reload) can be run at once instead of sleeping past it
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderProfile(USER, { status: 400, body: { message: 'Jméno je příliš dlouhé' } });
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Jméno je příliš dlouhé')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
      act(() => vi.runOnlyPendingTimers());
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('(control for the test above) a successful save schedules the reload that running the timers fires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderProfile(USER, { body: USER });
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      act(() => vi.runOnlyPendingTimers());
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the translated error when the request fails without a message', async () => {
    const { user } = await renderProfile(USER, { status: 500, body: { message: '' } });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('cancel returns to view mode with nothing sent', async () => {
    const { spy, user } = await renderProfile(USER, { body: USER });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.getByText('Jana Nováková')).toBeInTheDocument();
    expect(patchBodies(spy)).toEqual([]);
  });
});

describe('profile palette command', () => {
  it('navigates to /profile and asks the screen to open edit mode', async () => {
    const cmd = profileCommands.find((c) => c.id === 'profile.edit')!;
    const ctx = { navigate: vi.fn(), openDialog: vi.fn() } as unknown as CommandContext;
    await cmd.run!(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/profile');
    expect(ctx.openDialog).toHaveBeenCalledWith('profile.edit');
  });

  it('the screen opens edit mode when that request arrives', async () => {
    await renderProfile();
    act(() => openDialog('profile.edit'));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Jana Nováková');
  });
});
