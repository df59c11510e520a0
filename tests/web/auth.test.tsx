import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp } from './helpers';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => resetApp());

async function openLogin() {
  resetApp('/login');
  const user = userEvent.setup();
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 20_000 });
  return user;
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
  await user.type(screen.getByLabelText(/Password/), 'heslo123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('signs in, stores the token, toasts and goes back to the remembered page', async () => {
    const api = mockApi({
      'POST /v1/auth/login/email': { body: { access_token: 'tok-1', token_type: 'Bearer' } },
      'GET /v1/users/me': { body: ME },
      'GET /v1/buildings': { body: { buildings: [] } },
    });
    const user = await openLogin();
    sessionStorage.setItem('redirect_after_login', '/settings');
    await fillLogin(user);
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    await waitFor(() => expect(window.location.pathname).toBe('/settings'));
    const loginCall = api.mock.calls.find(([url]) => String(url) === '/v1/auth/login/email')!;
    expect(JSON.parse(String(loginCall[1]!.body))).toEqual({ email: 'jana@example.cz', password: 'heslo123' });
  });

  it("shows the server's message on failure and stays signed out", async () => {
    mockApi({ 'POST /v1/auth/login/email': { status: 400, body: { message: 'Nesprávný e-mail nebo heslo' } } });
    const user = await openLogin();
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávný e-mail nebo heslo');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a failure inline in the form, once, however often it is repeated (issue 29 §8e)', async () => {
    mockApi({ 'POST /v1/auth/login/email': { status: 400, body: { message: 'Nesprávný e-mail nebo heslo' } } });
    const user = await openLogin();
    await fillLogin(user);
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('form')).toContainElement(alert);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    // one message in the form, no toast of it anywhere
    expect(screen.getAllByText('Nesprávný e-mail nebo heslo')).toHaveLength(1);
  });

  it('reports a missing access token', async () => {
    mockApi({ 'POST /v1/auth/login/email': { body: { token_type: 'Bearer' } } });
    const user = await openLogin();
    await fillLogin(user);
    expect(await screen.findByText('No access token received')).toBeInTheDocument();
  });

  it('reports a connection failure', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = await openLogin();
    await fillLogin(user);
    expect(await screen.findByText('Connection error - check your internet connection')).toBeInTheDocument();
  });

  it('offers the forgot-password dialog, the App Store link and the disabled Google Play badge', async () => {
    const api = mockApi({ 'POST /v1/users/password/reset': { body: { message: 'ok' } } });
    const user = await openLogin();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.getByText('Google Play').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/end of 06\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getAllByLabelText(/E-mail/).at(-1)!, 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByText('Password reset instructions have been sent')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const call = api.mock.calls.find(([url]) => String(url) === '/v1/users/password/reset')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ email: 'jana@example.cz' });
  });
});

describe('registration', () => {
  it('prefills the invitation code read-only and keeps only phone characters', async () => {
    resetApp('/register?code=INV-42');
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    const code = await screen.findByLabelText(/Invitation code/, {}, { timeout: 20_000 });
    expect(code).toHaveValue('INV-42');
    expect(code).toHaveAttribute('readonly');
    const phone = screen.getByLabelText(/Phone/);
    await user.type(phone, 'tel: +420 777-12a3');
    expect(phone).toHaveValue(' +420 777-123');
  });

  it('names the missing fields and sends nothing', async () => {
    resetApp('/register');
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    await user.click(await screen.findByRole('button', { name: 'Register' }, { timeout: 20_000 }));
    // the messages are the server's own (contract/auth.ts RegisterRequest), checked before sending
    expect(await screen.findByText('Invitation code missing')).toBeInTheDocument();
    expect(screen.getByText('Name is missing')).toBeInTheDocument();
    expect(screen.getByText('Phone is missing')).toBeInTheDocument();
    // the e-mail may be left out: the invitation's own e-mail then wins (server rule)
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is missing')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('registers and goes to /login; a weak password is refused first', async () => {
    resetApp('/register?code=INV-42');
    const api = mockApi({ 'POST /v1/auth/register': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    await user.type(await screen.findByLabelText(/Full name/, {}, { timeout: 20_000 }), 'Jana');
    await user.type(screen.getByLabelText(/^E-mail/), 'jana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '777 123 456');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The password must have at least 8 characters, at least 1 letter and 1 digit')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'heslo123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration was successful')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const call = api.mock.calls.find(([url]) => String(url) === '/v1/auth/register')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      invitation_code: 'INV-42',
      name: 'Jana',
      email: 'jana@example.com',
      phone: '777 123 456',
      password: 'heslo123',
    });
  });

  it("shows 'Registration failed' when the server gives no reason", async () => {
    resetApp('/register?code=X');
    mockApi({ 'POST /v1/auth/register': { status: 500, body: {} } });
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    await user.type(await screen.findByLabelText(/Full name/, {}, { timeout: 20_000 }), 'Jana');
    await user.type(screen.getByLabelText(/^E-mail/), 'jana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '777');
    await user.type(screen.getByLabelText(/^Password/), 'heslo123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('reads ?token, checks the confirmation and goes to /login on success', async () => {
    resetApp('/reset-password?token=abc123');
    const historyLength = window.history.length;
    const api = mockApi({ 'POST /v1/users/password/reset/confirm': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    expect(await screen.findByLabelText(/Reset token/, {}, { timeout: 20_000 })).toHaveValue('abc123');
    // the token is gone from the address bar (and so from history and any Referer), still in the form
    await waitFor(() => expect(window.location.href).not.toContain('abc123'));
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByLabelText(/Reset token/)).toHaveValue('abc123');
    await user.type(screen.getByLabelText(/^New password/), 'noveheslo1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'noveheslo2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'noveheslo1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const call = api.mock.calls.find(([url]) => String(url) === '/v1/users/password/reset/confirm')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ token: 'abc123', new_password: 'noveheslo1' });
  });

  it('asks for the token when the link had none', async () => {
    resetApp('/reset-password');
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />);
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 20_000 }));
    expect(await screen.findByText('Enter the reset token')).toBeInTheDocument();
  });
});
