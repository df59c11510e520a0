/** The reception desk (issue 15 §2; spec 001 §2 "Reception", §3): three registers read from the server, the desk's records and closings, the palette. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION } from '../../contract/rules/permissions';
import { openDialog } from '../../src/commands/pendingAction';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { OPEN_RECORD_DIALOG } from '../../src/features/reception/screen';
import { i18n } from '../../src/lib/i18n';
import { sockets } from './fakeSocket';
import { callsTo, connectLive, holdGets } from './parking-fixtures';
import {
  KEYS_PATH,
  MAIL_PATH,
  VISITORS_PATH,
  keyLoan,
  keysBody,
  mail,
  mailBody,
  renderReception,
  tenant,
  visitor,
  visitorsBody,
} from './reception-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

type Api = Awaited<ReturnType<typeof renderReception>>['api'];
/** The queries of the GETs of one register, in order. */
const listQueries = (api: Api, path: string) => callsTo(api, 'GET', path).map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1])));
const row = (id: string) => screen.getByTestId(id);
const panel = () => screen.getByRole('tabpanel');

describe('reception tabs', () => {
  it('opens on visitors, moves between the registers by keyboard and keeps the register in the address', async () => {
    const { user } = await renderReception();
    const tabs = within(screen.getByRole('tablist', { name: 'Reception registers' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Visitors', 'Mail', 'Keys']);
    expect(screen.getByRole('tab', { name: 'Visitors' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('visitors-row-7')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Visitors' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mail', selected: true })).toHaveFocus();
    expect(window.location.search).toBe('?tab=mail');
    expect(await within(panel()).findByTestId('mail-row-3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Keys', selected: true })).toHaveFocus();
    expect(window.location.search).toBe('?tab=keys');
    expect(await within(panel()).findByTestId('keys-row-5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Visitors', selected: true })).toHaveFocus();
    expect(window.location.search).toBe('');
    // one tab stop: only the selected tab is in the tab order
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('opens the register the address names (?tab=keys), as a link from a notification would', async () => {
    const { api } = await renderReception({ path: '/reception?tab=keys' });
    expect(screen.getByRole('tab', { name: 'Keys' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('keys-row-5')).toBeInTheDocument();
    expect(callsTo(api, 'GET', VISITORS_PATH)).toEqual([]);
  });
});

describe('the registers', () => {
  it('visitors: name, unit, purpose, arrival, departure or "in the building", notified', async () => {
    const { api } = await renderReception();
    const open = await screen.findByTestId('visitors-row-7');
    expect(listQueries(api, VISITORS_PATH)[0]).toEqual({ status: 'all' });
    expect(screen.getByRole('table', { name: 'Visitors' })).toBeInTheDocument();
    expect(open).toHaveTextContent('Jan Novák');
    expect(open).toHaveTextContent('2.03');
    expect(open).toHaveTextContent('Oprava kotle');
    expect(within(open).getByTestId('open-badge')).toHaveTextContent('In the building');
    expect(within(open).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', '2026-11-20T08:05:00.000Z');
    expect(within(open).getByText('Yes')).toBeInTheDocument();
    const left = row('visitors-row-6');
    expect(within(left).queryByTestId('open-badge')).toBeNull();
    expect(within(left).getAllByText((_, el) => el?.tagName === 'TIME').map((t) => t.getAttribute('datetime'))).toEqual(['2026-11-20T08:05:00.000Z', '2026-11-19T17:30:00.000Z']);
    expect(within(left).getByText('—')).toBeInTheDocument();
    expect(within(left).getByText('No')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Visitors' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Unit', 'Purpose', 'Arrived', 'Left', 'Notified', 'Actions']);
  });

  it('mail: unit, translated type, sender, received, collected or "waiting", collected by, notified', async () => {
    await renderReception({ path: '/reception?tab=mail' });
    const waiting = await screen.findByTestId('mail-row-3');
    expect(waiting).toHaveTextContent('Package');
    expect(waiting).toHaveTextContent('Zásilkovna');
    expect(within(waiting).getByTestId('open-badge')).toHaveTextContent('Waiting');
    const collected = row('mail-row-2');
    expect(collected).toHaveTextContent('Registered letter');
    expect(collected).toHaveTextContent('Finanční úřad');
    expect(collected).toHaveTextContent('Petra Dvořáková');
    expect(within(collected).queryByTestId('open-badge')).toBeNull();
    const headers = within(screen.getByRole('table', { name: 'Mail and parcels' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Unit', 'Type', 'Sender', 'Received', 'Collected', 'Collected by', 'Notified', 'Actions']);
  });

  it('keys: key, unit (none for a common key), borrower, purpose, borrowed, returned or "lent out"', async () => {
    await renderReception({ path: '/reception?tab=keys' });
    const lent = await screen.findByTestId('keys-row-5');
    expect(lent).toHaveTextContent('K-12 kotelna');
    expect(lent).toHaveTextContent('No unit');
    expect(lent).toHaveTextContent('Servis Therm s.r.o.');
    expect(lent).toHaveTextContent('Revize kotle');
    expect(within(lent).getByTestId('open-badge')).toHaveTextContent('Lent out');
    const back = row('keys-row-4');
    expect(back).toHaveTextContent('2.03');
    expect(within(back).queryByTestId('open-badge')).toBeNull();
    const headers = within(screen.getByRole('table', { name: 'Lent keys' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Key', 'Unit', 'Borrower', 'Purpose', 'Borrowed', 'Returned', 'Actions']);
  });

  it('the filter and the search (debounced) change the request; a new filter starts again at its first page', async () => {
    const { api, user } = await renderReception();
    await screen.findByTestId('visitors-row-7');
    await user.click(screen.getByRole('radio', { name: 'In the building' }));
    await waitFor(() => expect(listQueries(api, VISITORS_PATH).at(-1)).toEqual({ status: 'open' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Novák ');
    await waitFor(() => expect(listQueries(api, VISITORS_PATH).at(-1)).toEqual({ status: 'open', q: 'Novák' }));
    // one request for the whole word, not one per key
    expect(listQueries(api, VISITORS_PATH).filter((q) => q.q !== undefined)).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    await waitFor(() => expect(listQueries(api, VISITORS_PATH).at(-1)).toEqual({ status: 'closed', q: 'Novák' }));
    expect(screen.getByRole('radio', { name: 'Left' })).toBeChecked();
  });

  it('loads more after the cursor of the page before, until there are no more', async () => {
    const first = Array.from({ length: 30 }, (_, i) => visitor({ id: 100 - i, name: `Host ${i + 1}` }));
    const { api, user } = await renderReception({
      over: {
        [`GET ${VISITORS_PATH}`]: (init) =>
          new URLSearchParams(init.url.split('?')[1]).get('cursor') === 'c-30' ? { body: visitorsBody([visitor({ id: 3, name: 'Starší host' })]) } : { body: visitorsBody(first, { next: 'c-30' }) },
      },
    });
    await screen.findByTestId('visitors-row-100');
    expect(screen.queryByTestId('visitors-row-3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('visitors-row-3')).toBeInTheDocument();
    expect(screen.getByTestId('visitors-row-100')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Visitors' })).getAllByRole('row')).toHaveLength(32);
    // only the next page was asked for: the first one stayed as it was
    expect(listQueries(api, VISITORS_PATH)).toEqual([{ status: 'all' }, { status: 'all', cursor: 'c-30' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a skeleton while the register loads', async () => {
    const { api } = await renderReception({ path: '/reception?tab=mail' });
    const held = holdGets(api, KEYS_PATH);
    await screen.findByTestId('mail-row-3');
    act(() => screen.getByRole('tab', { name: 'Keys' }).click());
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByTestId('skeleton-rows').closest('[aria-busy="true"]')).toBeInTheDocument();
    held[0].answer(keysBody([keyLoan()]));
    expect(await screen.findByTestId('keys-row-5')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-rows')).toBeNull();
  });

  it('says so in Czech when a register is empty, and when nothing matches the filter', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderReception({ over: { [`GET ${VISITORS_PATH}`]: { body: visitorsBody([]) } } });
    expect(await screen.findByText('Zatím žádné návštěvy')).toBeInTheDocument();
    expect(screen.getByText('Až přijde návštěva, zapište ji tlačítkem Zapsat návštěvu.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'V domě' }));
    expect(await screen.findByText('Nic tomu neodpovídá')).toBeInTheDocument();
  });

  it('shows the error in Czech with the server message, and loads again on retry', async () => {
    await i18n.changeLanguage('cs');
    let fail = true;
    const { user } = await renderReception({
      over: { [`GET ${VISITORS_PATH}`]: () => (fail ? { status: 500, body: { message: 'Databáze spí' } } : { body: visitorsBody([visitor()]) }) },
    });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Záznamy recepce se nepodařilo načíst');
    expect(alert).toHaveTextContent('Databáze spí');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByTestId('visitors-row-7')).toBeInTheDocument();
  });

  it('an answer of the wrong shape is an error, not an empty register', async () => {
    await renderReception({ over: { [`GET ${VISITORS_PATH}`]: { body: { visitors: [visitor()] } } } });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('The reception entries could not be loaded');
  });

  it('refetches the register when the desk records or closes something elsewhere (reception.changed)', async () => {
    let visitors = [visitor()];
    const { api } = await renderReception({ over: { [`GET ${VISITORS_PATH}`]: () => ({ body: visitorsBody(visitors) }) } });
    await screen.findByTestId('visitors-row-7');
    const send = await connectLive();
    const before = callsTo(api, 'GET', VISITORS_PATH).length;
    visitors = [visitor({ id: 8, name: 'Nový host' }), visitor()];
    send('reception.changed', { kind: 'visitor', id: 8, unit_id: 23 });
    expect(await screen.findByTestId('visitors-row-8')).toBeInTheDocument();
    expect(callsTo(api, 'GET', VISITORS_PATH).length).toBe(before + 1);
  });
});

describe('residents', () => {
  it('see the registers read-only: no record button, no closing actions, a note that these are their units', async () => {
    const { user } = await renderReception({ me: tenant(), manage: false });
    const open = await screen.findByTestId('visitors-row-7');
    expect(screen.getByText('You see the entries of your units.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a visitor' })).toBeNull();
    expect(within(open).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Visitors' })).getAllByRole('columnheader')).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Mail' }));
    const waiting = await screen.findByTestId('mail-row-3');
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record mail' })).toBeNull();
  });

  it('the palette asking for a record dialog opens nothing when the server says the caller does not manage the desk', async () => {
    await renderReception({ me: tenant(), manage: false });
    await screen.findByTestId('visitors-row-7');
    act(() => openDialog(OPEN_RECORD_DIALOG, 'mail'));
    expect(await screen.findByTestId('mail-row-3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the desk records', () => {
  it('a visitor: name and unit are required; the body carries the picked unit, the purpose and notify (on by default)', async () => {
    const created = visitor({ id: 9, name: 'Karel Dvořák', purpose: 'Návštěva' });
    const { api, user } = await renderReception({ over: { [`POST ${VISITORS_PATH}`]: { status: 201, body: { visitor: created } } } });
    await screen.findByTestId('visitors-row-7');
    await user.click(screen.getByRole('button', { name: 'Record a visitor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New visitor' }));
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    // the record route's own schema words them (contract/reception.ts), under their fields
    expect(await dialog.findByText("Enter the visitor's name")).toBeInTheDocument();
    expect(dialog.getByText('Choose a unit of this building')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Visitor's name/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', VISITORS_PATH)).toEqual([]);

    await user.type(dialog.getByLabelText(/^Visitor's name/), '  Karel Dvořák ');
    await user.selectOptions(await dialog.findByLabelText('Unit'), '2.03 · Apartment');
    await user.type(dialog.getByLabelText('Purpose'), 'Návštěva');
    expect(dialog.getByLabelText("Notify the unit's residents")).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('The visitor has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', VISITORS_PATH)[0].body).toEqual({ name: 'Karel Dvořák', unit_id: 23, purpose: 'Návštěva', notify: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    // the register reloads to show it
    await waitFor(() => expect(callsTo(api, 'GET', VISITORS_PATH).length).toBeGreaterThan(1));
  });

  it("keeps the dialog and what was typed when the server refuses, and shows the server's message in it", async () => {
    const { api, user } = await renderReception({ over: { [`POST ${VISITORS_PATH}`]: { status: 400, body: { message: 'Jednotka v této budově neexistuje' } } } });
    await screen.findByTestId('visitors-row-7');
    await user.click(screen.getByRole('button', { name: 'Record a visitor' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'New visitor' });
    const dialog = within(dialogEl);
    await user.type(dialog.getByLabelText(/^Visitor's name/), 'Karel Dvořák');
    await user.selectOptions(await dialog.findByLabelText('Unit'), '1.01 · Apartment');
    await user.click(dialog.getByLabelText("Notify the unit's residents"));
    // a stray click outside does not throw away what was typed
    await user.click(document.body);
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent('Jednotka v této budově neexistuje');
    expect(callsTo(api, 'POST', VISITORS_PATH)[0].body).toEqual({ name: 'Karel Dvořák', unit_id: 11, purpose: null, notify: false });
    expect(dialogEl).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Visitor's name/)).toHaveValue('Karel Dvořák');
    expect(dialog.getByLabelText('Unit')).toHaveValue('11');
  });

  it('mail: the unit, the type, the sender; blank optional texts go as null', async () => {
    const { api, user } = await renderReception({ path: '/reception?tab=mail', over: { [`POST ${MAIL_PATH}`]: { status: 201, body: { mail: mail({ id: 12 }) } } } });
    await screen.findByTestId('mail-row-3');
    await user.click(screen.getByRole('button', { name: 'Record mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New mail' }));
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('Choose a unit of this building')).toBeInTheDocument();
    expect(callsTo(api, 'POST', MAIL_PATH)).toEqual([]);
    await user.type(dialog.getByLabelText('Search units'), '3.0');
    await user.selectOptions(dialog.getByLabelText('Unit'), '3.01 · Commercial space');
    await user.selectOptions(dialog.getByLabelText(/^Type of mail/), 'Registered letter');
    await user.type(dialog.getByLabelText('Sender'), 'Česká pošta');
    await user.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('The mail has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', MAIL_PATH)[0].body).toEqual({ unit_id: 31, type: 'registered', sender: 'Česká pošta', note: null, notify: true });
  });

  it('a key loan: key and borrower required, the unit optional, nobody notified without a unit', async () => {
    const { api, user } = await renderReception({ path: '/reception?tab=keys', over: { [`POST ${KEYS_PATH}`]: { status: 201, body: { key: keyLoan({ id: 15 }) } } } });
    await screen.findByTestId('keys-row-5');
    await user.click(screen.getByRole('button', { name: 'Lend a key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lend a key' }));
    await user.click(dialog.getByRole('button', { name: 'Lend' }));
    expect(await dialog.findByText("Enter the key's label")).toBeInTheDocument();
    expect(dialog.getByText('Enter who borrows the key')).toBeInTheDocument();
    expect(callsTo(api, 'POST', KEYS_PATH)).toEqual([]);
    const notify = dialog.getByLabelText("Notify the unit's residents");
    expect(notify).toBeDisabled();
    expect(notify).not.toBeChecked();
    await user.type(dialog.getByLabelText(/^Key label/), 'K-12 kotelna');
    await user.type(dialog.getByLabelText(/^Who borrows the key/), 'Servis Therm');
    await user.click(dialog.getByRole('button', { name: 'Lend' }));
    expect(await screen.findByText('The key loan has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', KEYS_PATH)[0].body).toEqual({ key_id: 'K-12 kotelna', borrower: 'Servis Therm', unit_id: null, purpose: null, notify: false });
  });

  it("a key loan for a unit may notify the unit's residents", async () => {
    const { api, user } = await renderReception({ path: '/reception?tab=keys', over: { [`POST ${KEYS_PATH}`]: { status: 201, body: { key: keyLoan({ id: 15 }) } } } });
    await screen.findByTestId('keys-row-5');
    await user.click(screen.getByRole('button', { name: 'Lend a key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lend a key' }));
    await user.type(dialog.getByLabelText(/^Key label/), 'K-03');
    await user.type(dialog.getByLabelText(/^Who borrows the key/), 'Jana Nováková');
    await user.selectOptions(await dialog.findByLabelText('Unit (optional)'), '2.03 · Apartment');
    await user.click(dialog.getByLabelText("Notify the unit's residents"));
    await user.type(dialog.getByLabelText('Purpose'), 'Zapomenutý klíč');
    await user.click(dialog.getByRole('button', { name: 'Lend' }));
    await screen.findByText('The key loan has been recorded');
    expect(callsTo(api, 'POST', KEYS_PATH)[0].body).toEqual({ key_id: 'K-03', borrower: 'Jana Nováková', unit_id: 23, purpose: 'Zapomenutý klíč', notify: true });
  });
});

describe('the desk closes entries', () => {
  it('checks a visitor out at the server\'s now, and the row shows the departure', async () => {
    const left = visitor({ left_at: '2026-11-20T11:00:00.000Z' });
    let visitors = [visitor(), visitor({ id: 6, left_at: '2026-11-19T17:30:00.000Z' })];
    const { api, user } = await renderReception({
      over: {
        [`GET ${VISITORS_PATH}`]: () => ({ body: visitorsBody(visitors) }),
        [`POST ${VISITORS_PATH}/7/check-out`]: () => {
          visitors = [left, visitors[1]];
          return { body: { visitor: left } };
        },
      },
    });
    const open = await screen.findByTestId('visitors-row-7');
    // a closed row has no action
    expect(within(row('visitors-row-6')).queryByRole('button')).toBeNull();
    await user.click(within(open).getByRole('button', { name: 'Check out Jan Novák' }));
    expect(await screen.findByText('The check-out has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${VISITORS_PATH}/7/check-out`)).toEqual([{ url: `${VISITORS_PATH}/7/check-out`, body: {} }]);
    await waitFor(() => expect(within(row('visitors-row-7')).queryByTestId('open-badge')).toBeNull());
  });

  it("toasts the server's word when someone closed it a moment ago (409), and reloads the register", async () => {
    const { api, user } = await renderReception({ over: { [`POST ${VISITORS_PATH}/7/check-out`]: { status: 409, body: { message: 'Návštěva už odešla' } } } });
    await screen.findByTestId('visitors-row-7');
    const gets = callsTo(api, 'GET', VISITORS_PATH).length;
    await user.click(screen.getByRole('button', { name: 'Check out Jan Novák' }));
    expect(await screen.findByText('Návštěva už odešla')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', VISITORS_PATH).length).toBeGreaterThan(gets));
  });

  it('marks mail collected through a small dialog: who picked it up; the time only when the desk changed it', async () => {
    const done = mail({ collected_at: '2026-11-20T12:00:00.000Z', collected_by: 'Petr Svoboda' });
    let items = [mail(), mail({ id: 2, collected_at: '2026-11-19T16:00:00.000Z' })];
    const { api, user } = await renderReception({
      path: '/reception?tab=mail',
      over: {
        [`GET ${MAIL_PATH}`]: () => ({ body: mailBody(items) }),
        [`POST ${MAIL_PATH}/3/collect`]: () => {
          items = [done, items[1]];
          return { body: { mail: done } };
        },
      },
    });
    const waiting = await screen.findByTestId('mail-row-3');
    expect(within(row('mail-row-2')).queryByRole('button')).toBeNull();
    await user.click(within(waiting).getByRole('button', { name: 'Collected: Package for 2.03' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mail collected' }));
    expect(dialog.getByText('Package for unit 2.03 · Zásilkovna')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Collected by/), 'Petr Svoboda');
    await user.click(dialog.getByRole('button', { name: 'Confirm collection' }));
    expect(await screen.findByText('The collection has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)[0].body).toEqual({ collected_by: 'Petr Svoboda' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(row('mail-row-3')).toHaveTextContent('Petr Svoboda'));
  });

  it('sends a changed collection time, and refuses one before the mail came', async () => {
    const received = new Date(Date.now() - 3 * 3600_000);
    const { api, user } = await renderReception({
      path: '/reception?tab=mail',
      over: {
        [`GET ${MAIL_PATH}`]: { body: mailBody([mail({ received_at: received.toISOString() })]) },
        [`POST ${MAIL_PATH}/3/collect`]: { body: { mail: mail({ collected_at: received.toISOString() }) } },
      },
    });
    await screen.findByTestId('mail-row-3');
    await user.click(screen.getByRole('button', { name: 'Collected: Package for 2.03' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mail collected' }));
    const at = dialog.getByLabelText(/^Collected at/);
    const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.clear(at);
    await user.type(at, local(new Date(received.getTime() - 3600_000)));
    await user.click(dialog.getByRole('button', { name: 'Confirm collection' }));
    expect(await dialog.findByText('The time can be neither before the mail came nor in the future')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)).toEqual([]);
    const later = new Date(received.getTime() + 3600_000);
    await user.clear(at);
    await user.type(at, local(later));
    await user.click(dialog.getByRole('button', { name: 'Confirm collection' }));
    await screen.findByText('The collection has been recorded');
    const body = callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)[0].body as { at: string; collected_by: null };
    expect(body.collected_by).toBeNull();
    expect(Date.parse(body.at)).toBe(Math.floor(later.getTime() / 60_000) * 60_000);
  });

  it("keeps the collect dialog open with the server's message when it refuses", async () => {
    const { user } = await renderReception({ path: '/reception?tab=mail', over: { [`POST ${MAIL_PATH}/3/collect`]: { status: 409, body: { message: 'Zásilka už byla vyzvednuta' } } } });
    await screen.findByTestId('mail-row-3');
    await user.click(screen.getByRole('button', { name: 'Collected: Package for 2.03' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mail collected' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm collection' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent('Zásilka už byla vyzvednuta');
    expect(screen.getByRole('dialog', { name: 'Mail collected' })).toBeInTheDocument();
  });

  it('takes a key back', async () => {
    const { api, user } = await renderReception({ path: '/reception?tab=keys', over: { [`POST ${KEYS_PATH}/5/return`]: { body: { key: keyLoan({ returned_at: '2026-11-20T12:00:00.000Z' }) } } } });
    await screen.findByTestId('keys-row-5');
    expect(within(row('keys-row-4')).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Returned: key K-12 kotelna' }));
    expect(await screen.findByText("The key's return has been recorded")).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${KEYS_PATH}/5/return`)).toEqual([{ url: `${KEYS_PATH}/5/return`, body: {} }]);
  });
});

const receptionCommands = () => allCommands().filter((c) => c.id.startsWith('reception.'));
const ctx = (over: Partial<CommandContext>): CommandContext => ({ buildingId: 1, location: '/', screen: {}, hasPermission: () => false, ...over }) as CommandContext;
const visible = (c: CommandContext) => receptionCommands().filter((cmd) => cmd.isVisible?.(c) ?? true).map((cmd) => cmd.id);

describe('reception commands', () => {
  it('are offered to holders of reception:manage in the selected building only', () => {
    const deskCtx = ctx({ hasPermission: (code) => code === PERMISSION.receptionManage });
    expect(visible(deskCtx)).toEqual(['reception.recordVisitor', 'reception.recordMail', 'reception.lendKey', 'reception.checkOutVisitor', 'reception.handOverMail', 'reception.returnKey']);
    expect(visible(ctx({}))).toEqual([]);
    expect(visible({ ...deskCtx, buildingId: null })).toEqual([]);
    expect(receptionCommands().filter((c) => c.isContextual?.({ ...deskCtx, location: '/reception' })).map((c) => c.id)).toHaveLength(6);
    // going to the reception is a core command for everyone
    expect(allCommands().find((c) => c.id === 'nav.reception')?.isVisible).toBeUndefined();
  });

  it("every record and closing button of the screen is a command, and every command is a screen's button", async () => {
    const actions = new Set<string>();
    for (const tab of ['visitors', 'mail', 'keys']) {
      await renderReception({ path: `/reception?tab=${tab}` });
      await within(panel()).findByRole('table');
      document.querySelectorAll('[data-command]').forEach((el) => actions.add(el.getAttribute('data-command')!));
      cleanup();
    }
    expect([...actions].sort()).toEqual(receptionCommands().map((c) => c.id).sort());
  });

  it('in the palette, Record mail… opens the mail dialog on the reception page', async () => {
    const { user } = await renderReception({ path: '/', heading: /.+/ });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    expect(within(palette).getByTestId('command-reception.recordVisitor')).toHaveTextContent('Record a visitor…');
    expect(within(palette).getByTestId('command-reception.lendKey')).toHaveTextContent('Lend a key…');
    await user.click(within(palette).getByTestId('command-reception.recordMail'));
    expect(await screen.findByRole('dialog', { name: 'New mail' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reception');
    expect(window.location.search).toBe('?tab=mail');
    expect(screen.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a tenant finds no record commands in the palette', async () => {
    const { user } = await renderReception({ me: tenant(), manage: false });
    await screen.findByTestId('visitors-row-7');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    expect(within(palette).queryByTestId('command-reception.recordVisitor')).toBeNull();
    expect(within(palette).queryByTestId('command-reception.recordMail')).toBeNull();
    expect(within(palette).getByTestId('command-nav.reception')).toBeInTheDocument();
  });
});
