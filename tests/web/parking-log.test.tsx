/** The parking screen's access log tab and photo dialog (spec 000 §2, §3, §4, §8, §9; issue 9 §2). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParkingLogEntry } from '../../contract/parking';
import { LOG_SEARCH_DEBOUNCE_MS } from '../../src/features/parking/rules';
import { sockets } from './fakeSocket';
import { resetApp } from './helpers';
import { WITHOUT_PARKING, WITH_PARKING, base, callsTo, connectLive, logEntry, renderParking, type Routes } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const HISTORY = `${base(WITH_PARKING)}/parking-history`;
const IMAGE = '/v1/buildings/1/parking/access-logs/1/image';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** A log of `pages` pages that answers the asked page; entries carry the page in their id. */
function pagedHistory(pages: number): Routes {
  return {
    [`GET ${HISTORY}`]: (req) => {
      const q = queryOf(req.url);
      const page = Number(q.page);
      const history: ParkingLogEntry[] = [logEntry({ log_id: page * 100, license_plate: q.search ?? 'ZZ999' })];
      return { body: { history, pagination: { page, pages, total: pages * 20, per_page: 20, total_exact: true } } };
    },
  };
}

async function openLog(over: Routes = {}, units = [WITH_PARKING]) {
  const r = await renderParking({ over, units, path: '/parking?tab=log' });
  return r;
}

beforeEach(() => {
  resetApp();
  sockets.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.useRealTimers());

describe('access log', { timeout: 20_000 }, () => {
  it('shows the time with HH:mm (dd.MM.yyyy in Czech, dd/MM/yyyy in English), plate, direction, gate and outcome; page size 20 from page 1', async () => {
    const { api } = await openLog({
      [`GET ${HISTORY}`]: {
        body: {
          history: [
            logEntry({ log_id: 1 }),
            logEntry({ log_id: 2, license_plate: 'XX1', direction: 'reverse', was_granted: false, reason: 'unknown_plate', has_image: false }),
            logEntry({ log_id: 3, direction: 'sideways' }),
          ],
          pagination: { page: 1, pages: 1, total: 3, per_page: 20, total_exact: true },
        },
      },
    });
    const table = await screen.findByTestId('access-log-table');
    expect(screen.getByRole('tab', { name: 'Access log' })).toHaveAttribute('aria-selected', 'true');
    const row = (id: number) => within(within(table).getByTestId(`log-row-${id}`));
    expect(row(1).getByText('Entry')).toBeInTheDocument();
    expect(row(1).getByText('Granted')).toBeInTheDocument();
    expect(row(1).getByText('Vjezd do garáží')).toBeInTheDocument();
    expect(row(1).getByRole('button', { name: /Photo of ZZ999/ })).toBeInTheDocument();
    expect(row(2).getByText('Exit')).toBeInTheDocument();
    expect(row(2).getByText('Denied')).toBeInTheDocument();
    expect(row(2).queryByRole('button')).not.toBeInTheDocument();
    expect(row(3).getByText('Unknown')).toBeInTheDocument();
    // English dates read dd/MM/yyyy HH:mm in the browser's zone
    expect(row(1).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(queryOf(callsTo(api, 'GET', HISTORY)[0].url)).toEqual({ page: '1', per_page: '20' });
  });

  it('disables previous on the first page and next on the last', async () => {
    const { api, user } = await openLog(pagedHistory(2));
    await screen.findByTestId('log-row-100');
    const nav = screen.getByRole('navigation', { name: 'Access log pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(nav).toHaveTextContent('Page 1 of 2 · 40 in total');
    // every pass is within reach: no word of older ones
    expect(screen.queryByTestId('pager-note')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('log-row-200');
    expect(queryOf(callsTo(api, 'GET', HISTORY).at(-1)!.url).page).toBe('2');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('says "more than" for a total counted within the window, and how to reach older passes (issue 28 §1)', async () => {
    await openLog({
      [`GET ${HISTORY}`]: { body: { history: [logEntry({ log_id: 1 })], pagination: { page: 1, pages: 500, total: 10_000, per_page: 20, total_exact: false } } },
    });
    await screen.findByTestId('log-row-1');
    expect(screen.getByRole('navigation', { name: 'Access log pages' })).toHaveTextContent('Page 1 of 500 · more than 10,000');
    expect(screen.getByTestId('pager-note')).toHaveTextContent('Showing at most the newest 10,000 passes; narrow the dates to find older ones.');
  });

  it('tells of older passes when an exact total reaches past the last page', async () => {
    await openLog({
      [`GET ${HISTORY}`]: { body: { history: [logEntry({ log_id: 1 })], pagination: { page: 1, pages: 500, total: 400_000, per_page: 20, total_exact: true } } },
    });
    await screen.findByTestId('log-row-1');
    expect(screen.getByRole('navigation', { name: 'Access log pages' })).toHaveTextContent('Page 1 of 500 · 400,000 in total');
    expect(screen.getByTestId('pager-note')).toBeInTheDocument();
  });

  it('debounces the search by 300 ms and starts again at page 1', async () => {
    const { api, user } = await openLog(pagedHistory(3));
    await screen.findByTestId('log-row-100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('log-row-200');
    const before = callsTo(api, 'GET', HISTORY).length;
    const searched = () => callsTo(api, 'GET', HISTORY).slice(before).filter((c) => queryOf(c.url).search);
    // the clock moves only when the test moves it, so "nothing yet at 299 ms" does not depend on the
    // machine's speed; fireEvent, as userEvent's async wrapper waits on a timer the fake clock holds
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search by plate' });
    // each key restarts the wait: 299 ms after any key nothing has been asked for
    for (const text of ['a', 'ab', 'ab1']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(LOG_SEARCH_DEBOUNCE_MS - 1));
      expect(searched()).toEqual([]);
    }
    await act(() => vi.advanceTimersByTimeAsync(1));
    // one request for the whole word (not one per key), at page 1
    expect(searched().map((c) => queryOf(c.url))).toEqual([{ page: '1', per_page: '20', search: 'AB1' }]);
    vi.useRealTimers();
    expect(await screen.findByRole('navigation', { name: 'Access log pages' })).toHaveTextContent('Page 1 of 3');
  });

  it('sends the date range as yyyy-MM-dd', async () => {
    const { api, user } = await openLog(pagedHistory(1));
    await screen.findByTestId('log-row-100');
    // on a phone the range folds behind one button that counts the dates set (issue 29 §5)
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() => expect(queryOf(callsTo(api, 'GET', HISTORY).at(-1)!.url)).toEqual({ page: '1', per_page: '20', from_date: '2026-11-01', to_date: '2026-11-20' }));
    expect(toggle).toHaveTextContent('Filters (2)');
  });

  it('opens the log filtered by a plate from the URL', async () => {
    const { api } = await renderParking({ over: pagedHistory(1), path: '/parking?tab=log&search=zz999' });
    await screen.findByTestId('log-row-100');
    expect(screen.getByRole('searchbox', { name: 'Search by plate' })).toHaveValue('zz999');
    expect(callsTo(api, 'GET', HISTORY).map((c) => queryOf(c.url).search)).toEqual(['ZZ999']);
  });

  it("shows an alert titled 'Error' when the log cannot be loaded", async () => {
    await openLog({ [`GET ${HISTORY}`]: { status: 500, body: { message: 'Gate offline' } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Gate offline');
  });

  it('shows the no-access alert instead of the log for a unit without parking, and asks for no log', async () => {
    const { api } = await openLog({}, [WITHOUT_PARKING]);
    const alert = await screen.findByTestId('no-parking-alert');
    expect(alert).toHaveTextContent('No access');
    expect(alert).toHaveTextContent('This unit has no parking access, so it has no gate access log.');
    expect(callsTo(api, 'GET', `${base(WITHOUT_PARKING)}/parking-history`)).toEqual([]);
  });

  it('puts a new gate event of the unit at the top without reload and toasts it; events of other units are not toasted', async () => {
    let history = [logEntry({ log_id: 1 })];
    await openLog({ [`GET ${HISTORY}`]: () => ({ body: { history, pagination: { page: 1, pages: 1, total: history.length, per_page: 20, total_exact: true } } }) });
    await screen.findByTestId('log-row-1');
    const send = await connectLive();
    const fresh = logEntry({ log_id: 2, license_plate: 'AB123', direction: 'reverse', access_time: new Date().toISOString() });
    history = [fresh, ...history];
    send('parking.gate_event', fresh);
    expect(await screen.findByText('AB123: Exit granted')).toBeInTheDocument();
    await screen.findByTestId('log-row-2');
    const rows = within(screen.getByTestId('access-log-table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-testid', 'log-row-2');

    send('parking.gate_event', logEntry({ log_id: 3, unit_id: 99, license_plate: 'OTHER1' }));
    // a pass of this unit sent after it: once its toast shows, the other unit's would have shown too
    send('parking.gate_event', logEntry({ log_id: 4, license_plate: 'MARK1' }));
    expect(await screen.findByText('MARK1: Entry granted')).toBeInTheDocument();
    expect(screen.queryByText(/OTHER1/)).not.toBeInTheDocument();
  });
});

describe('photo dialog', { timeout: 20_000 }, () => {
  async function openPhoto(image: Routes[string]) {
    const r = await openLog({ [`GET ${IMAGE}`]: image });
    await r.user.click(await screen.findByRole('button', { name: /Photo of ZZ999/ }));
    return { ...r, dialog: await screen.findByTestId('photo-dialog', {}, { timeout: 5000 }) };
  }

  it('loads the photo with the session token, zooms in, out and back, and maximises and minimises', async () => {
    const { api, user, dialog } = await openPhoto({ body: 'jpeg bytes' });
    const img = await within(dialog).findByTestId('photo-image');
    expect(img).toHaveAttribute('src', 'blob:photo');
    const [, init] = api.mock.calls.find(([url]) => String(url) === IMAGE)!;
    expect(new Headers((init as RequestInit).headers).get('Authorization')).toBe('Bearer test-token');

    const zoom = within(dialog).getByTestId('photo-zoom');
    expect(zoom).toHaveTextContent('100 %');
    expect(within(dialog).getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveTextContent('150 %');
    expect(img.style.width).toBe('150%');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(zoom).toHaveTextContent('125 %');
    await user.click(within(dialog).getByRole('button', { name: 'Reset zoom' }));
    expect(zoom).toHaveTextContent('100 %');

    await user.click(within(dialog).getByRole('button', { name: 'Maximise' }));
    expect(within(dialog).getByRole('button', { name: 'Minimise' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.className).toContain('max-w-none');
    await user.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    expect(dialog.className).not.toContain('max-w-none');
  });

  it("says 'image not available' when the server has no photo", async () => {
    const { dialog } = await openPhoto({ status: 404, body: { message: 'Not found' } });
    expect(await within(dialog).findByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it("says 'image load error' when loading fails", async () => {
    const { dialog } = await openPhoto({ status: 500, body: { message: 'boom' } });
    expect(await within(dialog).findByText('Image load error')).toBeInTheDocument();
  });
});
