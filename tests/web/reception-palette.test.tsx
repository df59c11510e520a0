/**
 * The desk's closing actions in the palette (issue 15 §2: every action on a screen is a command):
 * check a visitor out, hand mail over, take a key back — each a page listing the register's open
 * entries in the selected building, searched on the server. Hidden from whoever cannot run them.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION } from '../../contract/rules/permissions';
import Palette from '../../src/commands/Palette';
import { paletteAtom } from '../../src/commands/overlays';
import type { CommandContext } from '../../src/commands/types';
import { receptionCommands } from '../../src/features/reception/commands';
import { appStore } from '../../src/state/store';
import { mockApi, renderWithApp, resetApp, signIn, type Handler } from './helpers';
import { fullContext } from './palette-fixtures';
import { callsTo } from './parking-fixtures';
import { KEYS_PATH, MAIL_PATH, VISITORS_PATH, keyLoan, keysBody, mail, mailBody, visitor, visitorsBody } from './reception-fixtures';

type Routes = Record<string, Handler | { status?: number; body?: unknown }>;
type Api = ReturnType<typeof mockApi>;

const CLOSE_IDS = ['reception.checkOutVisitor', 'reception.handOverMail', 'reception.returnKey'];

/** The open entries of each register, as the server lists them for `status=open`. */
const OPEN: Routes = {
  [`GET ${VISITORS_PATH}`]: { body: visitorsBody([visitor(), visitor({ id: 8, name: 'Karel Dvořák', unit_id: 11, unit_label: '1.01' })]) },
  [`GET ${MAIL_PATH}`]: { body: mailBody([mail()]) },
  [`GET ${KEYS_PATH}`]: { body: keysBody([keyLoan()]) },
};

beforeEach(() => {
  toast.remove();
  resetApp('/reception');
  signIn();
});

/** The desk at building 1's reception (every permission there), or what `over` changes. */
const deskContext = (over: Partial<CommandContext> = {}): CommandContext => ({ ...fullContext(), location: '/reception', ...over });

/** The palette open at its root with the reception commands, over a fresh SWR cache and a toaster. */
async function open(routes: Routes = {}, ctx: CommandContext = deskContext()) {
  const api = mockApi({ ...OPEN, ...routes });
  act(() => appStore.set(paletteAtom, { open: true }));
  renderWithApp(<Palette commands={receptionCommands} ctx={ctx} />);
  return { api, palette: await screen.findByTestId('command-palette'), user: userEvent.setup() };
}

/** Opens a command's page; resolves once its list is on screen. */
async function openPage(palette: HTMLElement, user: ReturnType<typeof userEvent.setup>, id: string, list: string) {
  await user.click(within(palette).getByTestId(`command-${id}`));
  return within(palette).findByRole('list', { name: list });
}

const queries = (api: Api, path: string) => callsTo(api, 'GET', path).map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1])));
const paletteOpen = () => appStore.get(paletteAtom).open;

describe('who is offered the closing commands', () => {
  const shown = async (ctx: CommandContext) => {
    const { palette } = await open({}, ctx);
    return CLOSE_IDS.filter((id) => within(palette).queryByTestId(`command-${id}`) !== null);
  };

  it('the desk, in the selected building: under "This screen" on the reception page', async () => {
    const { palette } = await open();
    const here = within(palette).getByRole('group', { name: 'This screen' });
    expect(within(here).getByTestId('command-reception.checkOutVisitor')).toHaveTextContent('Check out a visitor…');
    expect(within(here).getByTestId('command-reception.handOverMail')).toHaveTextContent('Hand over mail…');
    expect(within(here).getByTestId('command-reception.returnKey')).toHaveTextContent('Take back a key…');
  });

  it('nobody without reception:manage', async () => {
    expect(await shown(deskContext({ hasPermission: (code) => code !== PERMISSION.receptionManage }))).toEqual([]);
  });

  it('nobody without a building selected', async () => {
    expect(await shown(deskContext({ building: null, buildingId: null }))).toEqual([]);
  });

  it('the desk elsewhere too, though not as this screen’s', async () => {
    const ctx = deskContext({ location: '/' });
    expect(await shown(ctx)).toEqual(CLOSE_IDS);
    expect(receptionCommands.filter((c) => CLOSE_IDS.includes(c.id) && c.isContextual?.(ctx))).toEqual([]);
  });
});

describe('Check out a visitor…', () => {
  it("lists the building's visitors in the building, and searches on the server", async () => {
    const { api, palette, user } = await open();
    const list = await openPage(palette, user, 'reception.checkOutVisitor', 'Visitors in the building');
    expect(within(list).getByRole('button', { name: /Jan Novák.*2\.03/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Karel Dvořák.*1\.01/ })).toBeInTheDocument();
    expect(queries(api, VISITORS_PATH)).toEqual([{ status: 'open' }]);
    const search = within(palette).getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.type(search, 'karel');
    await waitFor(() => expect(queries(api, VISITORS_PATH)).toContainEqual({ status: 'open', q: 'karel' }));
  });

  it("checks the picked visitor out at the server's now, toasts it and closes the palette", async () => {
    const { api, palette, user } = await open({ [`POST ${VISITORS_PATH}/7/check-out`]: { body: { visitor: visitor({ left_at: '2026-11-20T11:00:00.000Z' }) } } });
    const list = await openPage(palette, user, 'reception.checkOutVisitor', 'Visitors in the building');
    await user.click(within(list).getByRole('button', { name: /Jan Novák/ }));
    expect(await screen.findByText('The check-out has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${VISITORS_PATH}/7/check-out`)).toEqual([{ url: `${VISITORS_PATH}/7/check-out`, body: {} }]);
    await waitFor(() => expect(paletteOpen()).toBe(false));
  });

  it('works from the keyboard: down from the search to the rows, Enter picks', async () => {
    const { api, palette, user } = await open({ [`POST ${VISITORS_PATH}/8/check-out`]: { body: { visitor: visitor({ id: 8, left_at: '2026-11-20T11:00:00.000Z' }) } } });
    const list = await openPage(palette, user, 'reception.checkOutVisitor', 'Visitors in the building');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('button', { name: /Jan Novák/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('button', { name: /Karel Dvořák/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(palette).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    // Enter in the search picks nothing: the list may not have caught up with the typing yet
    await user.keyboard('{Enter}');
    expect(callsTo(api, 'POST', `${VISITORS_PATH}/7/check-out`)).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByText('The check-out has been recorded');
    expect(callsTo(api, 'POST', `${VISITORS_PATH}/8/check-out`)).toHaveLength(1);
  });

  it("toasts the server's word when someone checked them out a moment ago (409), stays open and reloads the list", async () => {
    let visitors = [visitor()];
    const { api, palette, user } = await open({
      [`GET ${VISITORS_PATH}`]: () => ({ body: visitorsBody(visitors) }),
      [`POST ${VISITORS_PATH}/7/check-out`]: () => {
        visitors = [];
        return { status: 409, body: { message: 'Návštěva už odešla' } };
      },
    });
    const list = await openPage(palette, user, 'reception.checkOutVisitor', 'Visitors in the building');
    await user.click(within(list).getByRole('button', { name: /Jan Novák/ }));
    expect(await screen.findByText('Návštěva už odešla')).toBeInTheDocument();
    expect(await within(palette).findByText('No visitor is in the building')).toBeInTheDocument();
    expect(callsTo(api, 'GET', VISITORS_PATH).length).toBeGreaterThan(1);
    expect(paletteOpen()).toBe(true);
    expect(screen.getByTestId('command-palette')).toBeInTheDocument();
    expect(within(palette).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('says so when nobody is in the building, and when nothing matches the search', async () => {
    const { palette, user } = await open({ [`GET ${VISITORS_PATH}`]: { body: visitorsBody([]) } });
    await user.click(within(palette).getByTestId('command-reception.checkOutVisitor'));
    expect(await within(palette).findByText('No visitor is in the building')).toBeInTheDocument();
    await user.type(within(palette).getByRole('searchbox', { name: 'Search' }), 'nikdo');
    expect(await within(palette).findByText('Nothing matches')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    const { palette, user } = await open({ [`GET ${VISITORS_PATH}`]: { status: 500, body: { message: 'Databáze neodpovídá' } } });
    await user.click(within(palette).getByTestId('command-reception.checkOutVisitor'));
    expect(await within(palette).findByRole('alert')).toHaveTextContent('Databáze neodpovídá');
  });
});

describe('Take back a key…', () => {
  it('lists the keys lent out and returns the one picked', async () => {
    const { api, palette, user } = await open({ [`POST ${KEYS_PATH}/5/return`]: { body: { key: keyLoan({ returned_at: '2026-11-20T12:00:00.000Z' }) } } });
    const list = await openPage(palette, user, 'reception.returnKey', 'Keys lent out');
    expect(queries(api, KEYS_PATH)).toEqual([{ status: 'open' }]);
    // a common key: no unit
    await user.click(within(list).getByRole('button', { name: /K-12 kotelna.*Servis Therm s\.r\.o\. · No unit/ }));
    expect(await screen.findByText("The key's return has been recorded")).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${KEYS_PATH}/5/return`)).toEqual([{ url: `${KEYS_PATH}/5/return`, body: {} }]);
    await waitFor(() => expect(paletteOpen()).toBe(false));
  });

  it('says so when no key is lent out', async () => {
    const { palette, user } = await open({ [`GET ${KEYS_PATH}`]: { body: keysBody([]) } });
    await user.click(within(palette).getByTestId('command-reception.returnKey'));
    expect(await within(palette).findByText('No key is lent out')).toBeInTheDocument();
  });
});

describe('Hand over mail…', () => {
  it('lists the mail waiting, asks who collected the one picked, and records it at the server’s now', async () => {
    const { api, palette, user } = await open({ [`POST ${MAIL_PATH}/3/collect`]: { body: { mail: mail({ collected_at: '2026-11-20T12:00:00.000Z', collected_by: 'Petr Svoboda' }) } } });
    const list = await openPage(palette, user, 'reception.handOverMail', 'Mail waiting to be collected');
    expect(queries(api, MAIL_PATH)).toEqual([{ status: 'open' }]);
    await user.click(within(list).getByRole('button', { name: /Package · Zásilkovna.*2\.03/ }));
    const step = within(palette).getByRole('form', { name: 'Mail collected' });
    expect(within(step).getByText('Package for unit 2.03 · Zásilkovna')).toBeInTheDocument();
    const who = within(step).getByLabelText(/^Collected by/);
    expect(who).toHaveFocus();
    expect(callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)).toEqual([]);
    await user.type(who, 'Petr Svoboda');
    await user.click(within(step).getByRole('button', { name: 'Confirm collection' }));
    expect(await screen.findByText('The collection has been recorded')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)).toEqual([{ url: `${MAIL_PATH}/3/collect`, body: { collected_by: 'Petr Svoboda' } }]);
    await waitFor(() => expect(paletteOpen()).toBe(false));
  });

  it('sends nobody when the name is left blank, on Enter; Back returns to the list', async () => {
    const { api, palette, user } = await open({ [`POST ${MAIL_PATH}/3/collect`]: { body: { mail: mail({ collected_at: '2026-11-20T12:00:00.000Z' }) } } });
    let list = await openPage(palette, user, 'reception.handOverMail', 'Mail waiting to be collected');
    await user.click(within(list).getByRole('button', { name: /Zásilkovna/ }));
    await user.click(within(palette).getByRole('button', { name: 'Back to the list' }));
    list = await within(palette).findByRole('list', { name: 'Mail waiting to be collected' });
    await user.click(within(list).getByRole('button', { name: /Zásilkovna/ }));
    await user.keyboard('{Enter}');
    await screen.findByText('The collection has been recorded');
    expect(callsTo(api, 'POST', `${MAIL_PATH}/3/collect`)[0].body).toEqual({ collected_by: null });
  });

  it("toasts the server's word when it was collected a moment ago (409) and goes back to the reloaded list", async () => {
    let items = [mail()];
    const { api, palette, user } = await open({
      [`GET ${MAIL_PATH}`]: () => ({ body: mailBody(items) }),
      [`POST ${MAIL_PATH}/3/collect`]: () => {
        items = [];
        return { status: 409, body: { message: 'Zásilka už byla vyzvednuta' } };
      },
    });
    const list = await openPage(palette, user, 'reception.handOverMail', 'Mail waiting to be collected');
    await user.click(within(list).getByRole('button', { name: /Zásilkovna/ }));
    await user.click(within(palette).getByRole('button', { name: 'Confirm collection' }));
    expect(await screen.findByText('Zásilka už byla vyzvednuta')).toBeInTheDocument();
    expect(await within(palette).findByText('No mail is waiting')).toBeInTheDocument();
    expect(callsTo(api, 'GET', MAIL_PATH).length).toBeGreaterThan(1);
    expect(paletteOpen()).toBe(true);
  });
});
