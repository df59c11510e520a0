/**
 * The commands issue 29 §7 added: a document's and a floor plan's edit and delete (pick, then the
 * screen's dialog), and Create QR pass… for staff without a unit of their own (they pick the unit
 * inside it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../contract/documents';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { callsTo, member } from './parking-fixtures';
import { OTHER_UNIT, QR_PATH, UNIT, codeOf, renderQr } from './qr-fixtures';
import { summaryOf } from './units-fixtures';
import { sockets } from './fakeSocket';
import { BUILDING_ADMIN, PLANS, RESIDENT } from './floorplan-fixtures';
import { DeletePlanPicker } from '../../src/features/floorplans/PlanPickerPage';
import { FloorplanDialog } from '../../src/features/floorplans/FloorplanDialog';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

const command = (id: string) => allCommands().find((c) => c.id === id)!;

describe('Create QR pass… for staff (issue 29 §7)', { timeout: 40_000 }, () => {
  const ctx = (over: Partial<CommandContext>) => ({ buildingId: 1, unitId: null, screen: {}, hasPermission: () => false, ...over }) as CommandContext;

  it('is offered to staff (unit:manage, as /users/me answered) without a unit, to nobody else without one', () => {
    const create = command('qr.create');
    expect(create.isVisible!(ctx({}))).toBe(false);
    expect(create.isVisible!(ctx({ hasPermission: (code) => code === 'unit:manage' }))).toBe(true);
    expect(create.isVisible!(ctx({ buildingId: null, hasPermission: () => true }))).toBe(false);
    // showing and deactivating still need a unit
    expect(command('qr.show').isVisible!(ctx({ hasPermission: () => true }))).toBe(false);
  });

  it('staff pick the unit inside the command, then create the pass for it', async () => {
    const { api, user } = await renderQr({
      me: member(['unit:manage'], 'manager'),
      units: [],
      over: {
        'GET /v1/buildings/1/units': { body: { units: [summaryOf(OTHER_UNIT), summaryOf(UNIT)] } },
        [`POST ${QR_PATH}`]: { status: 201, body: { created_codes: [{ qr_code: codeOf('N'), recipient_name: null, email: 'host@example.cz' }] } },
      },
    });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette', {}, { timeout: 10_000 });
    await user.click(within(palette).getByTestId('command-qr.create'));
    const picker = await within(palette).findByTestId('qr-palette-unit-picker', {}, { timeout: 10_000 });
    // no form until a unit is picked (the screen behind has its own)
    expect(within(palette).queryByRole('form')).toBeNull();
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Unit' }), '1.01 · Apartment');
    const form = await within(palette).findByRole('form', { name: 'Create QR pass' });
    await user.type(within(form).getByRole('textbox', { name: /E-mail addresses/ }), 'host@example.cz');
    await user.click(within(form).getByRole('button', { name: 'Create pass' }));
    await waitFor(() => expect(callsTo(api, 'POST', QR_PATH)).toHaveLength(1));
  });
});

const BUILDING = { id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'Rašínovo nábřeží 42' };
const LIST = '/v1/buildings/1/documents';
const staff: Me = {
  ...ME,
  buildings: [
    { building_id: 1, building_name: BUILDING.name, building_code: 'VLT', building_address: BUILDING.address, role: 'manager', permissions: ['document:manage'], document_unit_ids: [] },
  ],
};
const doc = (over: Partial<Document>): Document => ({
  id: 1,
  title: 'Domovní řád',
  description: null,
  file_size: 1536,
  original_name: 'domovni-rad.pdf',
  mime_type: 'application/pdf',
  category_id: 3,
  category_name: 'Stanovy a řády',
  entity_type: 'building',
  entity_id: 1,
  unit_number: null,
  visibility: 'public',
  uploaded_by: 'Petr Správce',
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  can_edit: false,
  ...over,
});
const DOCS = [doc({ id: 1, can_edit: true }), doc({ id: 2, title: 'Vyúčtování 1.01' })];

async function documentsPalette(me: Me = staff) {
  resetApp('/');
  signIn();
  const api = mockApi({
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    'GET /v1/buildings/1/units': { body: { units: [] } },
    'GET /v1/buildings/1/documents/categories': { body: { data: [{ id: 3, name: 'Stanovy a řády' }] } },
    [`GET ${LIST}`]: { body: { data: DOCS, meta: { current_page: 1, per_page: 20, total: DOCS.length, last_page: 1 } } },
  });
  renderWithApp(<AppRoutes />);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await user.keyboard('{Control>}k{/Control}');
  return { api, user, palette: await screen.findByTestId('command-palette', {}, { timeout: 10_000 }) };
}

describe("a document's edit and delete from the palette (issue 29 §7)", { timeout: 40_000 }, () => {
  it('are hidden from those who cannot change documents here', () => {
    const ctx = { buildingId: 1, user: { ...ME, buildings: [{ ...staff.buildings[0], permissions: [], role: 'tenant' }] } } as unknown as CommandContext;
    expect(command('documents.edit').isVisible!(ctx)).toBe(false);
    expect(command('documents.delete').isVisible!(ctx)).toBe(false);
    expect(command('documents.edit').isVisible!({ buildingId: 1, user: staff } as unknown as CommandContext)).toBe(true);
  });

  it('Edit a document… lists the documents the server lets the user change and opens the edit dialog for the one picked', async () => {
    const { user, palette } = await documentsPalette();
    await user.click(within(palette).getByTestId('command-documents.edit'));
    const list = await within(palette).findByRole('list', { name: 'Choose a document' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).not.toHaveTextContent('Vyúčtování');
    await user.click(within(list).getByText('Domovní řád'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' }, { timeout: 10_000 });
    expect(within(dialog).getByDisplayValue('Domovní řád')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/documents');
  });

  it('Delete a document… opens the delete confirmation for the one picked', async () => {
    const { api, user, palette } = await documentsPalette();
    await user.click(within(palette).getByTestId('command-documents.delete'));
    const list = await within(palette).findByRole('list', { name: 'Choose a document' });
    await user.click(await within(list).findByText('Domovní řád'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Domovní řád');
    expect(callsTo(api, 'DELETE', `${LIST}/1`)).toEqual([]);
  });
});

describe("a floor plan's delete and edit from the palette (issue 29 §7)", { timeout: 40_000 }, () => {
  it('the picker lists every plan, filters by name or floor, and asks the map to open the picked one’s confirmation', async () => {
    resetApp('/');
    signIn();
    mockApi({ 'GET /v1/buildings/1/floorplans': { body: { floorplans: PLANS } } });
    const ctx = { buildingId: 1, navigate: vi.fn(), openDialog: vi.fn() } as unknown as CommandContext;
    const close = vi.fn();
    renderWithApp(<DeletePlanPicker ctx={ctx} close={close} />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Choose a plan' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Choose a plan' }), 'garaze');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(list).getByText('Garáže'));
    expect(ctx.navigate).toHaveBeenCalledWith('/building-info');
    expect(ctx.openDialog).toHaveBeenCalledWith('floorplans.open', { floor: -1, delete: 2 });
    expect(close).toHaveBeenCalled();
  });

  it('the map opens the delete confirmation of the plan asked for, once the plans are there', async () => {
    resetApp('/building-info');
    signIn();
    mockApi({ 'GET /v1/users/me': { body: BUILDING_ADMIN }, 'GET /v1/buildings/1/floorplans': { body: { floorplans: PLANS } } });
    renderWithApp(<FloorplanDialog open onClose={vi.fn()} buildingId={1} floor={-1} startDeleting={2} />);
    expect(await screen.findByRole('dialog', { name: 'Delete plan' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('are hidden from those who may not manage floor plans', () => {
    const ctx = (user: Me) => ({ buildingId: 1, user }) as unknown as CommandContext;
    for (const id of ['floorplans.edit', 'floorplans.delete']) {
      expect(command(id).isVisible!(ctx(RESIDENT))).toBe(false);
      expect(command(id).isVisible!(ctx(BUILDING_ADMIN))).toBe(true);
    }
    // downloading is everyone's
    expect(command('floorplans.download').isVisible).toBeUndefined();
  });
});
