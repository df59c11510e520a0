/**
 * Issue 29 §8a: the registration page asks about the invitation code from the link before it shows
 * its form; a used, expired or unknown code gets a message and a way to sign in instead.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderWithApp, resetApp } from './helpers';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => resetApp());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const CHECK = 'POST /v1/auth/invitations/check';

function openRegister(code: string) {
  resetApp(`/register?code=${code}`);
  renderWithApp(<AppRoutes />);
}

describe('registration asks about the invitation first', () => {
  it('shows a loading state while it asks, then the form for a valid code', async () => {
    let answer!: (v: unknown) => void;
    const api = mockApi({});
    // hold the answer back, so the loading state can be seen
    api.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ status: 'valid' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
        }),
    );
    openRegister('INV-OK');
    expect(await screen.findByRole('status', { name: 'Checking the invitation…' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    // the screen may show its loading state before the check's request has reached fetch (a slow
    // machine, a faked clock): wait for the held request itself
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(undefined);
    expect(await screen.findByLabelText(/Full name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Invitation code/)).toHaveValue('INV-OK');
    const call = api.mock.calls.find(([url]) => String(url) === '/v1/auth/invitations/check')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ invitation_code: 'INV-OK' });
  });

  it.each([
    ['used', 'This invitation has already been used.'],
    ['expired', 'This invitation has expired.'],
    ['unknown', 'No invitation with this code exists.'],
  ])('shows the message for a %s code in place of the form, with a link to sign in', async (status, text) => {
    mockApi({ [CHECK]: { body: { status } } });
    openRegister('INV-X');
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(text);
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['used', 'Tato pozvánka už byla použita.'],
    ['expired', 'Platnost pozvánky vypršela.'],
    ['unknown', 'Pozvánka s tímto kódem neexistuje.'],
  ])('says it in Czech too (%s)', async (status, text) => {
    await i18n.changeLanguage('cs');
    mockApi({ [CHECK]: { body: { status } } });
    openRegister('INV-X');
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Přejít na přihlášení' })).toHaveAttribute('href', '/login');
  });

  it('shows the form when the check cannot be made (offline), never a blank page', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    openRegister('INV-OFFLINE');
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the form when the server fails the check', async () => {
    mockApi({ [CHECK]: { status: 500, body: {} } });
    openRegister('INV-500');
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('asks nothing without a code in the link', async () => {
    resetApp('/register');
    const api = mockApi({});
    renderWithApp(<AppRoutes />);
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(api).not.toHaveBeenCalled());
  });
});
