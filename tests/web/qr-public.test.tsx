/** A pass's own page for its recipient's phone (/qr-access/{key}, spec 001 §2; issue 10 §2): no session needed. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrPublicPass } from '../../contract/qr';
import { AppRoutes } from '../../src/app/App';
import { formatDateTime } from '../../src/lib/format';
import { mockApi, renderWithApp, resetApp } from './helpers';
import { codeOf } from './qr-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const CODE = codeOf('Z');
const PASS: QrPublicPass = {
  qr_code: CODE,
  type: 'time_limited',
  valid_from: '2026-05-01T08:00:00.000Z',
  valid_to: '2026-05-01T18:00:00.000Z',
  is_active: true,
  is_used: false,
  recipient_name: 'Karel Novák',
  building_name: 'Rezidence Vltava',
};

function open(path: string, routes: Parameters<typeof mockApi>[0]) {
  resetApp(path);
  const api = mockApi(routes);
  renderWithApp(<AppRoutes />);
  return api;
}

beforeEach(() => resetApp());

describe('public pass page', { timeout: 20_000 }, () => {
  it('shows the pass without signing in: large code, building, recipient, type, validity and status', async () => {
    const api = open(`/qr-access/${CODE}`, { [`GET /v1/qr-passes/${CODE}`]: { body: { pass: PASS } } });
    expect(await screen.findByRole('heading', { name: 'Access pass', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const details = await screen.findByText('Rezidence Vltava');
    const list = details.closest('dl') as HTMLElement;
    expect(list).toHaveTextContent('Karel Novák');
    expect(list).toHaveTextContent('Time-limited');
    expect(list).toHaveTextContent(`Valid from${formatDateTime(PASS.valid_from)}`);
    expect(list).toHaveTextContent(`Valid to${formatDateTime(PASS.valid_to)}`);
    expect(within(list).getByText('Active')).toHaveAttribute('data-status', 'active');
    const img = await screen.findByRole('img', { name: 'QR code of the pass' }, { timeout: 10_000 });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // no session: nothing of the signed-in app was asked, and the login screen did not take over
    const urls = api.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([`/v1/qr-passes/${CODE}`]);
    expect(window.location.pathname).toBe(`/qr-access/${CODE}`);
  });

  it('says a used one-time pass is used', async () => {
    open(`/qr-access/${CODE}`, { [`GET /v1/qr-passes/${CODE}`]: { body: { pass: { ...PASS, type: 'one_time', valid_from: null, valid_to: null, is_used: true } } } });
    const status = await screen.findByText('Used', {}, { timeout: 10_000 });
    expect(status).toHaveAttribute('data-status', 'used');
    expect(screen.queryByText('Valid from')).not.toBeInTheDocument();
  });

  it('shows not-found for an unknown code', async () => {
    open(`/qr-access/${CODE}`, { [`GET /v1/qr-passes/${CODE}`]: { status: 404, body: { message: 'Not found' } } });
    expect(await screen.findByText('Pass not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows not-found for a malformed code without asking the server', async () => {
    const api = open('/qr-access/not-a-code', {});
    expect(await screen.findByText('Pass not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('offers a retry when the pass cannot be loaded', async () => {
    open(`/qr-access/${CODE}`, { [`GET /v1/qr-passes/${CODE}`]: { status: 503, body: {} } });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load the pass');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
