/** The My unit screen's actions are palette commands too (docs/architecture.md "Commands"). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Unit } from '../../contract/units';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { summaryOf, unitDetailRoutes, vltavaUnit } from './units-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const BUILDING = { id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'Rašínovo nábřeží 42' };

const unit = vltavaUnit;

const FLAT = unit(11, '1.01');
const GARAGE = unit(12, 'G01', { type: 'garage', type_name: 'Garage', features: { doorbell: { enabled: false, name: '' }, elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false } } });

async function renderOnMyUnit(units: Unit[] = [FLAT, GARAGE]) {
  resetApp('/my-unit');
  signIn();
  const spy = mockApi({
    'GET /v1/users/me': { body: ME },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: units.map(summaryOf) } },
    ...unitDetailRoutes(units),
    [`PATCH /v1/buildings/1/units/${FLAT.id}`]: (req) => ({ body: { unit: { ...FLAT, features: { ...FLAT.features, ...JSON.parse(String(req.body)).features } } } }),
    [`PATCH /v1/buildings/1/units/${GARAGE.id}`]: (req) => ({ body: { unit: { ...GARAGE, features: { ...GARAGE.features, ...JSON.parse(String(req.body)).features } } } }),
  });
  renderWithApp(<AppRoutes />);
  await screen.findByTestId('unit-number', {}, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByTestId('command-palette');
  return { spy, user, palette };
}

const patches = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }));

beforeEach(() => resetApp());

describe('My unit palette commands', { timeout: 20_000 }, () => {
  it('renames the doorbell of the shown unit from a small form', async () => {
    const { spy, user, palette } = await renderOnMyUnit();
    await user.click(within(palette).getByTestId('command-myUnit.renameDoorbell'));
    const input = await within(palette).findByRole('textbox', { name: 'Name on the doorbell' });
    expect(input).toHaveValue('Novák');
    expect(input).toHaveAttribute('maxLength', '35');
    // Backspace edits the text instead of leaving the sub-page
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}Dvořák');
    expect(within(palette).getByText('6/35')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patches(spy)).toHaveLength(1));
    expect(patches(spy)[0]).toEqual({ url: `/v1/buildings/1/units/${FLAT.id}`, body: { features: { doorbell: { enabled: true, name: 'Dvořák' } } } });
    expect(await screen.findByText('Unit settings saved')).toBeInTheDocument();
  });

  it('shows the schema’s message under the doorbell name and sends nothing when it is invalid', async () => {
    const { spy, user, palette } = await renderOnMyUnit();
    await user.click(within(palette).getByTestId('command-myUnit.renameDoorbell'));
    const input = await within(palette).findByRole('textbox', { name: 'Name on the doorbell' });
    // past the input's maxLength (a paste can be): the server's limit says no, and so does the form
    fireEvent.change(input, { target: { value: 'D'.repeat(36) } });
    fireEvent.click(within(palette).getByRole('button', { name: 'Save' }));
    expect(await within(palette).findByText('Field “Name on the doorbell” may have at most 35 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(patches(spy)).toEqual([]);
  });

  it('toggles the elevator auto-call on card, turning the elevator on as the rules require', async () => {
    const { spy, user, palette } = await renderOnMyUnit();
    await user.click(within(palette).getByTestId('command-myUnit.elevatorAutoCall'));
    expect(within(palette).getByText(/on intercom opening: off/)).toBeInTheDocument();
    await user.click(within(palette).getByText(/on card: off/));
    await waitFor(() => expect(patches(spy)).toHaveLength(1));
    expect(patches(spy)[0].body).toEqual({ features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } } });
  });

  it('offers no intercom auto-call and no doorbell for a garage', async () => {
    const { user, palette } = await renderOnMyUnit([GARAGE]);
    expect(within(palette).getByTestId('command-myUnit.renameDoorbell')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(palette).getByTestId('command-myUnit.elevatorAutoCall'));
    expect(within(palette).getByText(/on card: off/)).toBeInTheDocument();
    expect(within(palette).queryByText(/on intercom/)).not.toBeInTheDocument();
  });

  it('shows another of the user’s units on the page', async () => {
    const { user, palette } = await renderOnMyUnit();
    await user.click(within(palette).getByTestId('command-myUnit.showUnit'));
    await user.click(within(palette).getByText('G01 · Garage'));
    await waitFor(() => expect(screen.getByTestId('unit-number')).toHaveTextContent('G01'));
  });

  it('hides the maintenance note command without maintenance:edit', async () => {
    const { palette } = await renderOnMyUnit();
    expect(within(palette).queryByTestId('command-myUnit.editMaintenanceNote')).not.toBeInTheDocument();
  });
});
