/** The QR access screen (spec 001 §2 "QR access", §4, §5, §8, §9; issue 10 §2). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { AppRoutes } from '../../src/app/App';
import { formatDateTime } from '../../src/lib/format';
import { sockets } from './fakeSocket';
import { callsTo, connectLive, member, type Routes } from './parking-fixtures';
import { summaryOf } from './units-fixtures';
import { OTHER_UNIT, QR_PATH, UNIT, USERS, codeOf, pass, qrPath, qrRoutes, renderQr } from './qr-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const form = () => screen.getByRole('form', { name: 'Create QR pass' });
const emails = () => within(form()).getByRole('textbox', { name: /E-mail addresses/ });
const submit = () => within(form()).getByRole('button', { name: 'Create pass' });
const group = (email: string) => screen.getByRole('region', { name: `Passes of ${email}` });
const row = (code: string) => screen.getByTestId(`qr-code-${code}`);

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('QR access: building and unit', { timeout: 20_000 }, () => {
  it('asks for a building first', async () => {
    await renderQr({ over: { 'GET /v1/buildings': { body: { buildings: [] } } } });
    expect(await screen.findByText('Select Building')).toBeInTheDocument();
  });

  it('tells a resident without a unit in the building that there is none, and asks nothing of the QR routes', async () => {
    const { api } = await renderQr({ units: [] });
    expect(await screen.findByText('You have no unit in this building, so you cannot create passes here.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create QR pass' })).not.toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('/qr-codes'))).toBe(false);
  });

  it('lets staff pick any unit of the building (?unit=ID); the form says a unit is required until then', async () => {
    const staff = member(['unit:manage'], 'manager');
    const { api, user } = await renderQr({
      me: staff,
      units: [],
      over: { 'GET /v1/buildings/1/units': { body: { units: [summaryOf(OTHER_UNIT), summaryOf(UNIT)] } }, [`GET ${qrPath(OTHER_UNIT.id)}`]: { body: { users: [] } } },
    });
    const picker = await screen.findByTestId('qr-unit-picker');
    await user.type(emails(), 'host@example.cz');
    await user.click(submit());
    expect(await within(form()).findByText('Select a unit.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', QR_PATH)).toEqual([]);
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Unit' }), '1.01 · Apartment');
    await waitFor(() => expect(window.location.search).toBe(`?unit=${UNIT.id}`));
    expect(await screen.findByRole('region', { name: 'Passes of petr@example.cz' })).toBeInTheDocument();
  });
});

describe('QR access: the unit’s passes', { timeout: 20_000 }, () => {
  it('lists the passes grouped by recipient with their status, and offers deactivation only for active ones', async () => {
    await renderQr();
    const petr = await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    expect(within(petr).getByRole('heading')).toHaveTextContent('Petr Svobodapetr@example.cz');
    expect(screen.getAllByTestId('qr-user')).toHaveLength(2);
    expect(within(group('eva@example.cz')).getByRole('heading')).toHaveTextContent('No name');

    const active = row(codeOf('P'));
    expect(within(active).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(active).toHaveTextContent('Permanent');
    expect(active).toHaveTextContent('No time limit');
    expect(within(active).getByRole('button', { name: 'Deactivate the pass of petr@example.cz' })).toBeInTheDocument();

    const used = row(codeOf('U'));
    expect(within(used).getByText('Used')).toHaveAttribute('data-status', 'used');
    expect(used).toHaveTextContent('One entry');
    expect(within(used).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();

    const inactive = row(codeOf('E'));
    expect(within(inactive).getByText('Inactive')).toHaveAttribute('data-status', 'inactive');
    expect(inactive).toHaveTextContent('Time-limited');
    expect(within(inactive).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    // every pass can be shown, whatever its state
    expect(within(inactive).getByRole('button', { name: 'Show the pass of eva@example.cz' })).toBeInTheDocument();
  });

  it('says so when the unit has no passes', async () => {
    await renderQr({ over: { [`GET ${QR_PATH}`]: { body: { users: [] } } } });
    expect(await screen.findByText('No passes yet')).toBeInTheDocument();
  });

  it('shows a load failure as an alert with retry, and retry loads the list', async () => {
    let fail = true;
    const { user } = await renderQr({ over: { [`GET ${QR_PATH}`]: () => (fail ? { status: 500, body: { message: 'Reader service down' } } : { body: { users: USERS } }) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the passes');
    expect(alert).toHaveTextContent('Reader service down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Passes of petr@example.cz' })).toBeInTheDocument();
  });

  it('takes an answer without users for a failure, not for an empty list', async () => {
    await renderQr({ over: { [`GET ${QR_PATH}`]: { body: { codes: [] } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the passes');
    expect(screen.queryByText('No passes yet')).not.toBeInTheDocument();
  });

  it('reloads the list when the server says the unit’s passes changed (qr.passes_changed)', async () => {
    const { api } = await renderQr();
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    const send = await connectLive();
    const before = callsTo(api, 'GET', QR_PATH).length;
    send('qr.passes_changed', { unit_id: UNIT.id });
    await waitFor(() => expect(callsTo(api, 'GET', QR_PATH).length).toBeGreaterThan(before));
  });
});

describe('QR access: creating passes', { timeout: 20_000 }, () => {
  // the form refuses a window already over at the moment of sending: the clock is fixed (only Date,
  // so user-event's timers run as usual) before the windows these tests type, whatever day they run
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-30T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the form as the spec says before sending anything', async () => {
    const { api, user } = await renderQr();
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await user.click(submit());
    expect(await within(form()).findByText('Enter at least one e-mail')).toBeInTheDocument();
    expect(emails()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emails(), 'host@example.cz, nope');
    await user.click(submit());
    expect(await within(form()).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(emails());
    await user.type(emails(), 'host@example.cz');

    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Access type' }), 'Time-limited');
    await user.click(submit());
    expect(await within(form()).findByText('A time-limited QR code needs both a start and an end')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/Valid from/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form()).getByLabelText(/Valid from/), { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(within(form()).getByLabelText(/Valid to/), { target: { value: '2026-05-01T10:00' } });
    await user.click(submit());
    expect(await within(form()).findByText('The end cannot be earlier than the start')).toBeInTheDocument();
    // a window already over at the moment of sending, as the server checks it (issue 30 §2)
    fireEvent.change(within(form()).getByLabelText(/Valid from/), { target: { value: '2026-04-29T10:00' } });
    fireEvent.change(within(form()).getByLabelText(/Valid to/), { target: { value: '2026-04-30T10:00' } });
    await user.click(submit());
    expect(await within(form()).findByText('The end of validity has already passed: such a QR code would let no one in')).toBeInTheDocument();
    expect(callsTo(api, 'POST', QR_PATH)).toEqual([]);
  });

  it('sends one e-mail per address with the ISO window of a time-limited pass, toasts and reloads the list', async () => {
    const { api, user } = await renderQr({
      over: {
        [`POST ${QR_PATH}`]: {
          status: 201,
          body: {
            created_codes: [
              { qr_code: codeOf('N'), recipient_name: 'Návštěva', email: 'a@example.cz' },
              { qr_code: codeOf('M'), recipient_name: 'Návštěva', email: 'b@example.cz' },
            ],
          },
        },
      },
    });
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    const loads = callsTo(api, 'GET', QR_PATH).length;
    await user.type(emails(), ' a@example.cz ;b@example.cz{Enter}a@example.cz,');
    await user.type(within(form()).getByRole('textbox', { name: 'Recipient name' }), 'Návštěva');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Access type' }), 'Time-limited');
    fireEvent.change(within(form()).getByLabelText(/Valid from/), { target: { value: '2026-05-01T10:00' } });
    fireEvent.change(within(form()).getByLabelText(/Valid to/), { target: { value: '2026-05-01T18:30' } });
    await user.click(submit());

    expect(await screen.findByText('Passes created: 2')).toBeInTheDocument();
    const calls = callsTo(api, 'POST', QR_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      emails: ['a@example.cz', 'b@example.cz'],
      unit_id: UNIT.id,
      access_type: 'time_limited',
      recipient_name: 'Návštěva',
      autoelevator: 1,
      valid_from: new Date('2026-05-01T10:00').toISOString(),
      valid_to: new Date('2026-05-01T18:30').toISOString(),
    });
    // the form is empty again and the list reloads
    await waitFor(() => expect(emails()).toHaveValue(''));
    await waitFor(() => expect(callsTo(api, 'GET', QR_PATH).length).toBeGreaterThan(loads));
  });

  it('sends a permanent pass by default, without times', async () => {
    const { api, user } = await renderQr({ over: { [`POST ${QR_PATH}`]: { status: 201, body: { created_codes: [{ qr_code: codeOf('N'), recipient_name: null, email: 'a@example.cz' }] } } } });
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await user.type(emails(), 'a@example.cz');
    await user.click(submit());
    expect(await screen.findByText('Passes created: 1')).toBeInTheDocument();
    expect(callsTo(api, 'POST', QR_PATH)[0].body).toEqual({
      emails: ['a@example.cz'],
      unit_id: UNIT.id,
      access_type: 'permanent',
      recipient_name: null,
      autoelevator: 1,
      valid_from: null,
      valid_to: null,
    });
  });

  it('shows the server’s message when it refuses, and fails an answer without created_codes', async () => {
    let answer: { status: number; body: unknown } = { status: 422, body: { message: 'Pass outlives your access to the unit' } };
    const { user } = await renderQr({ over: { [`POST ${QR_PATH}`]: () => answer } });
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await user.type(emails(), 'a@example.cz');
    await user.click(submit());
    expect(await screen.findByText('Pass outlives your access to the unit')).toBeInTheDocument();
    // what the user typed stays for another try
    expect(emails()).toHaveValue('a@example.cz');

    answer = { status: 200, body: { status: 'ok' } };
    await user.click(submit());
    expect(await screen.findByText('Failed to create the QR pass')).toBeInTheDocument();
    answer = { status: 200, body: { created_codes: [] } };
    act(() => toast.remove());
    await user.click(submit());
    expect(await screen.findByText('Failed to create the QR pass')).toBeInTheDocument();
    expect(screen.queryByText(/Passes created/)).not.toBeInTheDocument();
  });
});

describe('QR access: deactivating', { timeout: 20_000 }, () => {
  const DEACTIVATE = `${QR_PATH}/deactivate`;

  async function askToDeactivate(over: Routes) {
    const r = await renderQr({ over });
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await r.user.click(within(row(codeOf('P'))).getByRole('button', { name: 'Deactivate the pass of petr@example.cz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate pass' });
    expect(dialog).toHaveTextContent('Deactivate the pass of petr@example.cz? It will no longer open any door.');
    return { ...r, dialog };
  }

  it('asks first, then sends the code and the unit, toasts and reloads', async () => {
    const { api, user, dialog } = await askToDeactivate({ [`POST ${DEACTIVATE}`]: { body: { deactivated: true, count: 1 } } });
    const loads = callsTo(api, 'GET', QR_PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The pass has been deactivated')).toBeInTheDocument();
    expect(callsTo(api, 'POST', DEACTIVATE).map((c) => c.body)).toEqual([{ qr_code: codeOf('P'), unit_id: UNIT.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'GET', QR_PATH).length).toBeGreaterThan(loads);
  });

  it('fails when the answer has no `deactivated`, and keeps the dialog open', async () => {
    const { user, dialog } = await askToDeactivate({ [`POST ${DEACTIVATE}`]: { body: { count: 1 } } });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to deactivate the pass')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deactivate pass' })).toBeInTheDocument();
    expect(screen.queryByText('The pass has been deactivated')).not.toBeInTheDocument();
  });

  it('cancelling sends nothing', async () => {
    const { api, user, dialog } = await askToDeactivate({});
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', DEACTIVATE)).toEqual([]);
  });
});

/** The PNG's pixels, as the reader would see them. */
async function decode(bytes: ArrayBuffer) {
  const png = PNG.sync.read(Buffer.from(bytes));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, height: png.height, text: found?.data };
}
const dataUrlBytes = (url: string) => Uint8Array.from(Buffer.from(url.split(',')[1], 'base64')).buffer;

describe('QR access: the image', { timeout: 30_000 }, () => {
  it('shows the pass as a 220 px QR image that reads back to the code, and downloads it as qrcode.png', async () => {
    const saved: Array<{ blob: Blob; name: string }> = [];
    let lastBlob: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((lastBlob = b), 'blob:qr'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    const { user } = await renderQr();
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await user.click(within(row(codeOf('P'))).getByRole('button', { name: 'Show the pass of petr@example.cz' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR pass' });
    expect(dialog).toHaveTextContent('Petr Svoboda');
    const img = await within(dialog).findByRole('img', { name: 'QR code of the pass' }, { timeout: 10_000 });
    expect(img).toHaveAttribute('width', '220');
    const shown = await decode(dataUrlBytes(img.getAttribute('src')!));
    expect(shown).toEqual({ width: 220, height: 220, text: codeOf('P') });
    expect(within(dialog).getByRole('link', { name: 'Open the pass page' })).toHaveAttribute('href', `/qr-access/${codeOf('P')}`);

    await user.click(within(dialog).getByRole('button', { name: 'Download PNG' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('qrcode.png');
    expect(saved[0].blob.type).toBe('image/png');
    expect(await decode(await saved[0].blob.arrayBuffer())).toEqual({ width: 220, height: 220, text: codeOf('P') });
  });

  it('uses the highest error-correction level', async () => {
    // level H of a 32-character code needs version 4 (33 modules); level L would fit in version 2
    const QRCode = (await import('qrcode')).default;
    const { QR_ERROR_CORRECTION } = await import('../../contract/rules/qr');
    expect(QR_ERROR_CORRECTION).toBe('H');
    expect(QRCode.create(codeOf('P'), { errorCorrectionLevel: QR_ERROR_CORRECTION }).version).toBeGreaterThan(QRCode.create(codeOf('P'), { errorCorrectionLevel: 'L' }).version);
  });
});

describe('QR access for a time-limited pass', () => {
  it('shows its window', async () => {
    resetApp('/qr-access');
    signIn();
    mockApi(qrRoutes(member(), [UNIT], { [`GET ${QR_PATH}`]: { body: { users: [{ ...USERS[1], qr_codes: [pass({ type: 'time_limited', valid_from: '2026-04-01T08:00:00.000Z', valid_to: '2026-04-02T08:00:00.000Z' })] }] } } }));
    renderWithApp(<AppRoutes />);
    const eva = await screen.findByRole('region', { name: 'Passes of eva@example.cz' }, { timeout: 10_000 });
    expect(eva).toHaveTextContent(`${formatDateTime('2026-04-01T08:00:00.000Z')} – ${formatDateTime('2026-04-02T08:00:00.000Z')}`);
  });
});
