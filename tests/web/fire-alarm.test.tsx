/** The fire alarm screen (spec 001 §2 "Fire alarm", §3, §4, §8; issue 12 §1). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FireZone } from '../../contract/fire-alarm';
import { FIRE_ACK_NOTE_MAX } from '../../contract/rules/fire-alarm';
import { AppRoutes } from '../../src/app/App';
import { formatDateTime } from '../../src/lib/format';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { BUILDING, callsTo, connectLive, holdGets, member } from './parking-fixtures';
import { ACTIVE_PATH, ackPath, SINCE, staff, zone, ZONES, ZONES_PATH } from './fire-alarm-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

type Routes = Parameters<typeof mockApi>[0];

async function renderFire(over: Routes = {}, me = staff()) {
  resetApp('/technology/fire-alarm');
  signIn();
  const api = mockApi({ ...shellRoutes(me), [`GET ${ZONES_PATH}`]: { body: ZONES }, [`GET ${ACTIVE_PATH}`]: { body: { alarms: [] } }, ...over });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Fire alarm', level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li') as HTMLElement;
const zoneList = () => screen.findByRole('list', { name: 'Fire alarm zones' });
const ackButton = (name: string) => within(card(name)).queryByRole('button', { name: `Acknowledge alarm: ${name}` });

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('fire alarm zones', { timeout: 20_000 }, () => {
  it('shows skeletons while loading, then every zone with its name, type, number, state and acknowledgement', async () => {
    resetApp('/technology/fire-alarm');
    signIn();
    const held = holdGets(mockApi({ ...shellRoutes(member()), [`GET ${ACTIVE_PATH}`]: { body: { alarms: [] } } }), ZONES_PATH);
    renderWithApp(<AppRoutes />);
    expect(await screen.findByTestId('fire-alarm-loading', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => held.forEach((h) => h.answer(ZONES)));
    const list = await zoneList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    // the text, or 'Zone {number}' when there is none
    expect(card('Garáže')).toHaveTextContent('Smoke detector');
    expect(card('Zone 5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zone 1', level: 2 })).not.toBeInTheDocument();
    // number always, sub-number only when the zone has one
    expect(card('Schodiště A')).toHaveTextContent('Number:2');
    expect(card('Schodiště A')).not.toHaveTextContent('Sub-number');
    expect(card('Schodiště A – střecha')).toHaveTextContent('Number:2Sub-number:1');
    expect(card('Schodiště A – střecha')).toHaveTextContent('Manual call point');

    // OK green, ALARM red, and since when
    const state = (name: string) => within(card(name)).getByTestId('zone-state');
    expect(state('Garáže')).toHaveTextContent('OK');
    expect(state('Garáže')).toHaveAttribute('data-colour', 'green');
    expect(state('Schodiště A – střecha')).toHaveTextContent('ALARM');
    expect(state('Schodiště A – střecha')).toHaveAttribute('data-colour', 'red');
    expect(card('Schodiště A – střecha')).toHaveTextContent(`In alarm since ${formatDateTime(SINCE)}`);
    expect(card('Garáže')).not.toHaveTextContent('In alarm since');

    // the acknowledgement: who, when, note
    const ack = within(card('Zone 5')).getByTestId('zone-ack');
    expect(ack).toHaveTextContent(`Acknowledged by Petr Správce, ${formatDateTime('2026-03-12T09:10:00.000Z')}`);
    expect(ack).toHaveTextContent('Planý poplach, čidlo vyměněno');
    expect(within(card('Schodiště A – střecha')).queryByTestId('zone-ack')).not.toBeInTheDocument();
  });

  it("a type the app has no name for is shown as the panel sends it; Czech says 'Zóna {number}'", async () => {
    await renderFire({ [`GET ${ZONES_PATH}`]: { body: [zone({ id: 9, text: '  ', number: 12, type: 'beam' })] } });
    expect(await screen.findByRole('heading', { name: 'Zone 12', level: 2 })).toBeInTheDocument();
    expect(card('Zone 12')).toHaveTextContent('beam');
    const { i18n } = await import('../../src/lib/i18n');
    expect(i18n.t('fireAlarm.zone', { number: 12, lng: 'cs' })).toBe('Zóna 12');
  });

  it("says 'No zones found' for a building without zones", async () => {
    await renderFire({ [`GET ${ZONES_PATH}`]: { body: [] } });
    expect(await screen.findByText('No zones found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fire alarm zones' })).not.toBeInTheDocument();
  });

  it('asks for a building when none is selected', async () => {
    resetApp('/technology/fire-alarm');
    signIn();
    const api = mockApi({
      ...shellRoutes(member()),
      'GET /v1/buildings': { body: { buildings: [BUILDING, { ...BUILDING, id: 2, name: 'Dům Slunečná', code: 'SLN' }] } },
      [`GET ${ACTIVE_PATH}`]: { body: { alarms: [] } },
    });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Select Building', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(api, 'GET', ZONES_PATH)).toEqual([]);
  });

  it('a failed load shows no message and no toast, only a way to load again; the zones come with it', async () => {
    let fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderFire({ [`GET ${ZONES_PATH}`]: () => (fail ? { status: 500, body: { message: 'Databáze neodpovídá' } } : { body: ZONES }) });
    const retry = await screen.findByRole('button', { name: 'Load again' }, { timeout: 15_000 });
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('Databáze neodpovídá')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await zoneList()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load again' })).not.toBeInTheDocument();
  });

  it('keeps the last known zones when a later load fails, with the way to load again', async () => {
    let fail = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderFire({ [`GET ${ZONES_PATH}`]: () => (fail ? { status: 404, body: { message: 'pryč' } } : { body: ZONES }) });
    const send = await connectLive();
    await zoneList();
    fail = true;
    send('fire.zone_changed', { id: 1, status: 1, alarm_since: SINCE, acknowledged_at: null });
    expect(await screen.findByRole('button', { name: 'Load again' })).toBeInTheDocument();
    expect(within(await zoneList()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('pryč')).not.toBeInTheDocument();
  });

  it('follows the panel live: fire.zone_changed turns a zone red without a reload', async () => {
    let zones: FireZone[] = ZONES;
    await renderFire({ [`GET ${ZONES_PATH}`]: () => ({ body: zones }) });
    const send = await connectLive();
    await zoneList();
    expect(within(card('Garáže')).getByTestId('zone-state')).toHaveTextContent('OK');
    zones = ZONES.map((z) => (z.id === 1 ? { ...z, status: 1, alarm_since: SINCE } : z));
    send('fire.zone_changed', { id: 1, status: 1, alarm_since: SINCE, acknowledged_at: null });
    await waitFor(() => expect(within(card('Garáže')).getByTestId('zone-state')).toHaveTextContent('ALARM'));
    expect(card('Garáže')).toHaveAttribute('data-status', 'alarm');
  });
});

describe('acknowledging an alarm', { timeout: 20_000 }, () => {
  it('offers the button only to those with fire:acknowledge, and only on an alarm nobody acknowledged', async () => {
    await renderFire();
    await zoneList();
    expect(ackButton('Schodiště A – střecha')).toBeInTheDocument();
    expect(ackButton('Zone 5')).not.toBeInTheDocument();
    expect(ackButton('Garáže')).not.toBeInTheDocument();
  });

  it('offers no button to a resident', async () => {
    await renderFire({}, member());
    await zoneList();
    expect(screen.queryByRole('button', { name: /Acknowledge alarm/ })).not.toBeInTheDocument();
  });

  it('needs a note (with a counter), keeps the dialog open with the server’s message on failure, and toasts the success', async () => {
    let answer: { status?: number; body: unknown } = { status: 409, body: { message: 'This alarm has already been acknowledged' } };
    const { api, user } = await renderFire({ [`POST ${ackPath(3)}`]: () => answer });
    await zoneList();
    await user.click(ackButton('Schodiště A – střecha')!);
    const dialog = await screen.findByTestId('acknowledge-dialog');
    expect(dialog).toHaveTextContent('Schodiště A – střecha');
    expect(dialog).toHaveTextContent(`0 / ${FIRE_ACK_NOTE_MAX} characters`);
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveAttribute('maxlength', String(FIRE_ACK_NOTE_MAX));

    // blank: refused here, nothing sent
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('Write a note about the alarm')).toBeInTheDocument();
    expect(callsTo(api, 'POST', ackPath(3))).toEqual([]);

    // the server refuses: its words, and the dialog stays with what was typed
    await user.clear(note);
    await user.type(note, ' Kouř z větrání ');
    expect(dialog).toHaveTextContent(`16 / ${FIRE_ACK_NOTE_MAX} characters`);
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This alarm has already been acknowledged');
    expect(screen.getByTestId('acknowledge-dialog')).toBeInTheDocument();
    expect(note).toHaveValue(' Kouř z větrání ');
    expect(callsTo(api, 'POST', ackPath(3))[0].body).toEqual({ note: 'Kouř z větrání' });

    // accepted: a toast, the dialog closes, the card shows the acknowledgement at once
    const acknowledged = { ...ZONES[2], acknowledged_at: '2026-03-12T09:20:00.000Z', acknowledged_by_name: 'Jana Nováková', ack_note: 'Kouř z větrání' };
    answer = { body: { status: 'success', zone: acknowledged } };
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('The alarm has been acknowledged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('acknowledge-dialog')).not.toBeInTheDocument());
    expect(within(card('Schodiště A – střecha')).getByTestId('zone-ack')).toHaveTextContent('Acknowledged by Jana Nováková');
    expect(ackButton('Schodiště A – střecha')).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', ackPath(3))).toHaveLength(2);
  });
});
