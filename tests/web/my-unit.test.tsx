/** The My units screen (spec 000 §2 "My units screen" and "Unit cards", §4–§6) against a fake API. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Unit } from '../../contract/units';
import type { Me } from '../../contract/users';
import MyUnitPage from '../../src/features/my-unit/MyUnitPage';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { appStore } from '../../src/state/store';
import { selectedUnitIdAtom } from '../../src/state/unit';
import { ME, mockApi, renderWithApp, resetApp, signIn, type Handler } from './helpers';
import { summaryOf, unitDetailRoutes, vltavaUnit } from './units-fixtures';

const VLTAVA = { id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'Rašínovo nábřeží 42' };
const LIPOVA = { id: 3, name: 'Bytový dům Lipová', code: 'LIP', address: 'Lipová 7' };

function makeUnit(id: number, number: string, over: Partial<Unit> = {}): Unit {
  return vltavaUnit(id, number, {
    area: 59.5,
    has_parking: true,
    access: { role: 'owner', valid_from: '2024-01-01T00:00:00.000Z' },
    features: { doorbell: { enabled: true, name: 'Vlastník' }, elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false } },
    ...over,
  });
}

const FLAT = makeUnit(11, '1.01');
const GARAGE = makeUnit(12, 'G01', {
  type: 'garage',
  type_name: 'Garage',
  floor: -1,
  area: 18,
  features: { doorbell: { enabled: false, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
});
const CELLAR = makeUnit(13, 'S01', { type: 'cellar', type_name: 'Cellar', floor: -1, has_parking: false });
const LIP_FLAT = makeUnit(31, '2.01', { building: { id: LIPOVA.id, name: LIPOVA.name }, access: { role: 'tenant', valid_from: null } });

interface Setup {
  units?: Unit[];
  me?: Me;
  myUnits?: Handler | { status?: number; body?: unknown };
  patch?: Handler;
  /** GET /units/{id}; by default each unit's detail */
  detail?: Handler;
}

function setup({ units = [GARAGE, FLAT], me = ME, myUnits, patch, detail }: Setup = {}) {
  signIn();
  const spy = mockApi({
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [VLTAVA, LIPOVA] } },
    // the sidebar asks per building, the page for all of them
    'GET /v1/units/my': myUnits ?? ((req) => {
      const building = new URL(req.url, 'http://x').searchParams.get('building_id');
      const list = building ? units.filter((u) => u.building.id === Number(building)) : units;
      return { body: { status: 'success', units: list.map(summaryOf) } };
    }),
    ...unitDetailRoutes(units),
    ...(detail ? Object.fromEntries(units.map((u) => [`GET /v1/units/${u.id}`, detail])) : {}),
    ...(patch ? { [`PATCH /v1/buildings/1/units/${FLAT.id}`]: patch, [`PATCH /v1/buildings/1/units/${GARAGE.id}`]: patch } : {}),
  });
  renderWithApp(<MyUnitPage />);
  return { spy, user: userEvent.setup() };
}

const patchCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }));

beforeEach(() => resetApp('/my-unit'));

describe('My units screen', { timeout: 15_000 }, () => {
  it('shows 3 skeleton rows while loading', () => {
    setup({ myUnits: () => ({ status: 200, body: { status: 'success', units: [] } }) });
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(3);
  });

  it('sorts by building name then unit number and preselects the first', async () => {
    setup({ units: [GARAGE, FLAT, LIP_FLAT] });
    const switcher = await screen.findByTestId('my-unit-switcher');
    const options = within(switcher).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Bytový dům Lipová · 2.01 · Apartment',
      'Rezidence Vltava · 1.01 · Apartment',
      'Rezidence Vltava · G01 · Garage',
    ]);
    expect(switcher).toHaveValue(String(LIP_FLAT.id));
    expect(screen.getByTestId('unit-role')).toHaveTextContent('Tenant');
  });

  it('starts from the sidebar’s selected unit when it is among them', async () => {
    appStore.set(selectedBuildingIdAtom, VLTAVA.id);
    appStore.set(selectedUnitIdAtom, GARAGE.id);
    setup({ units: [FLAT, GARAGE, LIP_FLAT] });
    await waitFor(() => expect(screen.getByTestId('my-unit-switcher')).toHaveValue(String(GARAGE.id)));
    expect(screen.getByTestId('unit-number')).toHaveTextContent('G01');
  });

  it('shows the unit details: type, floor, area in m², parking, role and valid from', async () => {
    setup({ units: [FLAT] });
    expect(await screen.findByTestId('unit-type')).toHaveTextContent('Apartment');
    expect(screen.getByTestId('unit-floor')).toHaveTextContent('1st floor');
    expect(screen.getByTestId('unit-area')).toHaveTextContent('59.5 m²');
    expect(screen.getByTestId('unit-parking')).toHaveTextContent('Yes');
    expect(screen.getByTestId('unit-role')).toHaveTextContent('Owner');
    expect(screen.getByTestId('unit-valid-from')).toHaveTextContent('01/01/2024');
    // one unit: no switcher
    expect(screen.queryByTestId('my-unit-switcher')).not.toBeInTheDocument();
  });

  it('switches the shown unit with the switcher', async () => {
    const { user } = setup();
    await user.selectOptions(await screen.findByTestId('my-unit-switcher'), String(GARAGE.id));
    expect(screen.getByTestId('unit-number')).toHaveTextContent('G01');
    expect(screen.getByTestId('unit-parking')).toHaveTextContent('Yes');
  });

  it('treats an unexpected answer as a load failure with the load-failed text', async () => {
    setup({ myUnits: () => ({ body: { status: 'success' } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load units');
  });

  it('lists summaries and reads the shown unit’s detail only', async () => {
    const { spy } = setup({ units: [FLAT, GARAGE] });
    expect(await screen.findByTestId('unit-area')).toHaveTextContent('59.5 m²');
    const gets = spy.mock.calls.map(([url]) => String(url)).filter((url) => /^\/v1\/units\/\d+$/.test(url));
    expect(new Set(gets)).toEqual(new Set([`/v1/units/${FLAT.id}`]));
  });

  it('shows the detail’s load failure with a retry', async () => {
    let fail = true;
    setup({ units: [FLAT], detail: () => (fail ? { status: 500, body: { message: 'Unit is gone' } } : { body: { unit: FLAT } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unit is gone');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('unit-number')).toHaveTextContent('1.01');
  });

  it('says so when the user has no units', async () => {
    setup({ units: [] });
    expect(await screen.findByText('You have no units')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    setup({
      myUnits: (req) => {
        if (!req.url.includes('building_id')) calls++;
        return calls === 1 && !req.url.includes('building_id')
          ? { status: 500, body: { message: 'Database is down' } }
          : { body: { status: 'success', units: [summaryOf(FLAT)] } };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is down');
    // …and toasted (spec 000 §8)
    await waitFor(() => expect(screen.getAllByText('Database is down')).toHaveLength(2));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('unit-number')).toHaveTextContent('1.01');
  });
});

describe('Unit settings card', { timeout: 15_000 }, () => {
  it('offers doorbell and both elevator auto-calls for an apartment', async () => {
    setup({ units: [FLAT] });
    expect(await screen.findByRole('switch', { name: 'Doorbell on' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name on the doorbell' })).toHaveAttribute('maxLength', '35');
    expect(screen.getByRole('switch', { name: 'Elevator enabled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /on card/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /on intercom/ })).toBeInTheDocument();
  });

  it('offers only the elevator without the intercom auto-call for a garage', async () => {
    setup({ units: [GARAGE] });
    expect(await screen.findByRole('switch', { name: 'Elevator enabled' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Doorbell on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /on intercom/ })).not.toBeInTheDocument();
  });

  it('has nothing to set for a cellar', async () => {
    setup({ units: [CELLAR] });
    expect(await screen.findByText('A unit of type Cellar has no adjustable devices.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('counts the doorbell name live and enables save only after a change', async () => {
    const { user } = setup({ units: [FLAT] });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Name on the doorbell' });
    expect(screen.getByTestId('doorbell-counter')).toHaveTextContent('8/35');
    await user.clear(name);
    await user.type(name, 'Nováková');
    expect(screen.getByTestId('doorbell-counter')).toHaveTextContent('8/35');
    await user.type(name, ' a syn');
    expect(screen.getByTestId('doorbell-counter')).toHaveTextContent('14/35');
    expect(save).toBeEnabled();
    // typing the original value back makes the form clean again
    await user.clear(name);
    await user.type(name, 'Vlastník');
    expect(save).toBeDisabled();
  });

  it('saves with PATCH features and confirms with a toast', async () => {
    const { user, spy } = setup({
      units: [FLAT],
      patch: (req) => ({ body: { unit: { ...FLAT, features: { ...FLAT.features, ...JSON.parse(String(req.body)).features } } } }),
    });
    const name = await screen.findByRole('textbox', { name: 'Name on the doorbell' });
    await user.clear(name);
    await user.type(name, 'Novákovi');
    await user.click(screen.getByRole('switch', { name: /on card/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unit settings saved')).toBeInTheDocument();
    expect(patchCalls(spy)).toEqual([
      {
        url: `/v1/buildings/1/units/${FLAT.id}`,
        body: {
          features: {
            doorbell: { enabled: true, name: 'Novákovi' },
            elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false },
          },
        },
      },
    ]);
  });

  it('sends the auto options as false when the elevator is switched off', async () => {
    const withAuto = makeUnit(11, '1.01', {
      features: { doorbell: { enabled: true, name: 'V' }, elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } },
    });
    const { user, spy } = setup({ units: [withAuto], patch: () => ({ body: { unit: withAuto } }) });
    await user.click(await screen.findByRole('switch', { name: 'Elevator enabled' }));
    expect(screen.getByRole('switch', { name: /on card/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchCalls(spy)).toHaveLength(1));
    expect(patchCalls(spy)[0].body.features.elevator).toEqual({ enabled: false, auto_on_card: false, auto_on_intercom: false });
  });

  it('never sends a doorbell or intercom auto-call for a garage', async () => {
    const { user, spy } = setup({ units: [GARAGE], patch: () => ({ body: { unit: GARAGE } }) });
    await user.click(await screen.findByRole('switch', { name: 'Elevator enabled' }));
    await user.click(screen.getByRole('switch', { name: /on card/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchCalls(spy)).toHaveLength(1));
    expect(patchCalls(spy)[0].body).toEqual({ features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } } });
  });

  it('shows the server’s message when saving fails, else a fallback', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: 'Doorbell name too long' } };
    const { user } = setup({ units: [FLAT], patch: () => answer });
    await user.click(await screen.findByRole('switch', { name: 'Doorbell on' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Doorbell name too long')).toBeInTheDocument();
    answer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unit settings could not be saved')).toBeInTheDocument();
  });
});

describe('Unit settings card checks', { timeout: 15_000 }, () => {
  it('shows the schema’s message under the doorbell name and sends nothing when it is invalid', async () => {
    const { spy } = setup({ units: [FLAT], patch: () => ({ body: { unit: FLAT } }) });
    const name = await screen.findByRole('textbox', { name: 'Name on the doorbell' });
    // longer than the input lets anyone type: the server's limit (contract DoorbellPatch) refuses it, and so does the form
    fireEvent.change(name, { target: { value: 'N'.repeat(36) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field “Name on the doorbell” may have at most 35 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(patchCalls(spy)).toEqual([]);
  });
});

describe('Maintenance note card', { timeout: 15_000 }, () => {
  const withNote = makeUnit(11, '1.01', { maintenance_note: 'Výměna vodoměru' });
  const meWith = (permissions: string[]): Me => ({
    ...ME,
    buildings: [
      { building_id: 1, building_name: VLTAVA.name, building_code: 'VLT', building_address: VLTAVA.address, role: 'manager', permissions, document_unit_ids: [] },
    ],
  });

  it('is hidden without maintenance:view', async () => {
    setup({ units: [FLAT] });
    await screen.findByTestId('unit-number');
    expect(screen.queryByText('Maintenance note')).not.toBeInTheDocument();
  });

  it('is read-only with maintenance:view only', async () => {
    setup({ units: [withNote], me: meWith(['maintenance:view']) });
    expect(await screen.findByTestId('maintenance-note')).toHaveTextContent('Výměna vodoměru');
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('saves the note with maintenance:edit', async () => {
    const { user, spy } = setup({
      units: [withNote],
      me: meWith(['maintenance:view', 'maintenance:edit']),
      patch: (req) => ({ body: { unit: { ...withNote, maintenance_note: JSON.parse(String(req.body)).maintenance_note } } }),
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Výměna vodoměru');
    const saveButtons = () => screen.getAllByRole('button', { name: 'Save' });
    const noteSave = saveButtons()[saveButtons().length - 1];
    expect(noteSave).toBeDisabled();
    await user.type(note, ' v pondělí');
    expect(noteSave).toBeEnabled();
    await user.click(noteSave);
    expect(await screen.findByText('Maintenance note saved')).toBeInTheDocument();
    expect(patchCalls(spy)).toEqual([{ url: `/v1/buildings/1/units/${FLAT.id}`, body: { maintenance_note: 'Výměna vodoměru v pondělí' } }]);
  });

  it('shows the schema’s message under the note and sends nothing when it is invalid', async () => {
    const { spy } = setup({
      units: [withNote],
      me: meWith(['maintenance:view', 'maintenance:edit']),
      patch: () => ({ body: { unit: withNote } }),
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    // a control character: the server's rule (contract MultilineText) refuses it, and so does the form
    fireEvent.change(note, { target: { value: 'Výměna\u0007 vodoměru' } });
    const saveButtons = screen.getAllByRole('button', { name: 'Save' });
    fireEvent.click(saveButtons[saveButtons.length - 1]);
    expect(await screen.findByText('Field “Note” contains control characters, which are not allowed')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(patchCalls(spy)).toEqual([]);
  });
});
