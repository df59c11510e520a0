import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document, DocumentListResponse } from '../../contract/documents';
import type { Unit } from '../../contract/units';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { openDialog } from '../../src/commands/pendingAction';
import { documentsCommands } from '../../src/features/documents/commands';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';

vi.mock('socket.io-client', () => import('./fakeSocket'));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/saveBlob', () => ({ saveBlob }));

const BUILDING = { id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'Rašínovo nábřeží 42' };
const OTHER = { id: 2, name: 'Dům Slunečná', code: 'SLN', address: 'Slunečná 12' };
const LIST = '/v1/buildings/1/documents';

const member = (permissions: string[], role = 'manager', documentUnitIds: number[] = []): Me => ({
  ...ME,
  buildings: [
    { building_id: 1, building_name: BUILDING.name, building_code: 'VLT', building_address: BUILDING.address, role, permissions, document_unit_ids: documentUnitIds },
  ],
});
const STAFF = member(['document:manage']);
const TENANT = member([], 'tenant');
/** the owner of unit 12: the server lists it in document_unit_ids */
const OWNER = member([], 'owner', [12]);

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
const page = (data: Document[], over: Partial<DocumentListResponse['meta']> = {}): DocumentListResponse => ({
  data,
  meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1, ...over },
});
const DOCS = [
  doc({ id: 1, can_edit: true }),
  doc({ id: 2, title: 'Vyúčtování 1.01', file_size: 2 * 1024 * 1024, entity_type: 'unit', entity_id: 11, unit_number: '1.01', visibility: 'private' }),
];

type Routes = Parameters<typeof mockApi>[0];
function baseRoutes(me: Me, over: Routes = {}): Routes {
  return {
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    'GET /v1/buildings/1/units': { body: { units: [] } },
    'GET /v1/buildings/1/documents/categories': { body: { data: [{ id: 3, name: 'Stanovy a řády' }] } },
    [`GET ${LIST}`]: { body: page(DOCS) },
    ...over,
  };
}

async function renderPage(me: Me = STAFF, over: Routes = {}) {
  signIn();
  const api = mockApi(baseRoutes(me, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Documents', level: 1 }, { timeout: 5000 });
  return { api, user: userEvent.setup() };
}

/** Every list request the page made, as their query parameters. */
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([u, init]) => ({ url: String(u), method: (init?.method ?? 'GET').toUpperCase() }))
    .filter((c) => c.method === 'GET' && c.url.startsWith(`${LIST}?`))
    .map((c) => new URL(c.url, 'http://x').searchParams);

beforeEach(() => {
  resetApp('/documents');
  saveBlob.mockReset();
});

describe('documents screen', { timeout: 15000 }, () => {
  it('asks for a building when none is selected', async () => {
    signIn();
    mockApi(baseRoutes({ ...STAFF, buildings: [] }, { 'GET /v1/buildings': { body: { buildings: [BUILDING, OTHER] } } }));
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Select Building', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists documents with sizes in KB/MB, visibility and target; edit and delete only where allowed', async () => {
    await renderPage();
    const row1 = await screen.findByTestId('document-row-1');
    const row2 = screen.getByTestId('document-row-2');
    expect(within(row1).getAllByText('1.5 KB').length).toBeGreaterThan(0);
    expect(within(row2).getAllByText('2 MB').length).toBeGreaterThan(0);
    expect(within(row2).getAllByText('Unit 1.01').length).toBeGreaterThan(0);
    expect(within(row2).getAllByText('Private').length).toBeGreaterThan(0);
    expect(within(row1).getByRole('button', { name: 'Delete Domovní řád' })).toBeInTheDocument();
    expect(within(row1).getByRole('button', { name: 'Edit Domovní řád' })).toBeInTheDocument();
    expect(within(row2).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(row2).getByRole('button', { name: 'Download Vyúčtování 1.01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
  });

  it('offers no upload to a tenant, whom the server would refuse', async () => {
    await renderPage(TENANT);
    await screen.findByTestId('document-row-1');
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });

  it('offers an owner the upload for the units the server names, and not the building', async () => {
    const own: Unit = {
      id: 12,
      unique_id: 'VLT-1.02',
      number: '1.02',
      identifier: 'VLT/1.02',
      type: 'apartment',
      type_name: 'Byt',
      floor: 1,
      area: 60,
      has_parking: false,
      building: { id: 1, name: BUILDING.name },
      access: { role: 'owner', valid_from: null },
      features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false } },
    };
    const { user } = await renderPage(OWNER, { 'GET /v1/units/my': { body: { status: 'success', units: [own] } } });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByTestId('upload-dialog');
    expect(within(dialog).getByLabelText('Belongs to')).toHaveValue('unit');
    await waitFor(() => expect(within(dialog).getByTestId('upload-unit')).toHaveValue('12'));
  });

  it.each([
    ['a tenant', TENANT, false],
    ['an owner', OWNER, true],
    ['document staff', STAFF, true],
    ['a global admin with a direct denial of document:manage', { ...member([], 'admin'), global_role: 'admin' as const }, false],
  ])("the palette offers 'Upload document' to %s: %s", (_who, me, offered) => {
    const upload = documentsCommands.find((c) => c.id === 'documents.upload')!;
    expect(upload.isVisible?.({ user: me, buildingId: 1 } as never)).toBe(offered);
    expect(upload.isVisible?.({ user: me, buildingId: 2 } as never)).toBe(false);
  });

  it('debounces the search by 300 ms, sends only the final text and resets to page 1', async () => {
    const { api, user } = await renderPage(STAFF, { [`GET ${LIST}`]: { body: page(DOCS, { total: 45, last_page: 3 }) } });
    await screen.findByTestId('document-row-1');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listQueries(api).some((q) => q.get('page') === '2')).toBe(true));

    const before = listQueries(api).length;
    await user.type(screen.getByTestId('documents-search'), 'zap');
    // nothing yet: the debounce has not elapsed
    expect(listQueries(api).slice(before).some((q) => q.has('search'))).toBe(false);
    await waitFor(() => expect(listQueries(api).some((q) => q.get('search') === 'zap')).toBe(true));
    const searched = listQueries(api).filter((q) => q.has('search'));
    expect(searched.map((q) => q.get('search'))).toEqual(['zap']);
    expect(searched[0].get('page')).toBe('1');
  });

  it('filters by category, unit and visibility, each with an all option', async () => {
    const { api, user } = await renderPage();
    await screen.findByTestId('document-row-1');
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('All');
    await user.selectOptions(category, '3');
    await waitFor(() => expect(listQueries(api).some((q) => q.get('category_id') === '3')).toBe(true));
    await user.selectOptions(screen.getByLabelText('Visibility'), 'private');
    await waitFor(() =>
      expect(listQueries(api).some((q) => q.get('visibility') === 'private' && q.get('category_id') === '3')).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await waitFor(() => expect(listQueries(api).at(-1)?.has('category_id')).toBe(false));
  });

  it('shows the empty state', async () => {
    await renderPage(STAFF, { [`GET ${LIST}`]: { body: page([]) } });
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('reports a load failure with the server’s message and offers a retry', async () => {
    await renderPage(STAFF, { [`GET ${LIST}`]: { status: 500, body: { message: 'Databáze spí' } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Databáze spí');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows an answer of the wrong shape as a load failure, not as an empty list', async () => {
    await renderPage(STAFF, { [`GET ${LIST}`]: { body: { data: [{ id: 1 }], meta: { current_page: 1, per_page: 20, last_page: 1, total: 1 } } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Documents could not be loaded');
    expect(alert).toHaveTextContent('Failed to load documents');
    expect(screen.queryByText('No documents yet')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, toasts and reloads the list', async () => {
    const { api, user } = await renderPage(STAFF, { [`DELETE ${LIST}/1`]: { status: 204 } });
    const row = await screen.findByTestId('document-row-1');
    const loads = listQueries(api).length;
    await user.click(within(row).getByRole('button', { name: 'Delete Domovní řád' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByText('Document deleted').length).toBeGreaterThan(0));
    expect(api.mock.calls.some(([u, i]) => String(u) === `${LIST}/1` && i?.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(loads));
  });

  it('downloads through the http client under the server’s file name', async () => {
    const { api, user } = await renderPage();
    const row = await screen.findByTestId('document-row-1');
    const json = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input) === `${LIST}/1`) {
        return new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="Zapis.pdf"; filename*=UTF-8''Z%C3%A1pis.pdf` },
        });
      }
      return json(input, init);
    });
    await user.click(within(row).getByRole('button', { name: 'Download Domovní řád' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0][1]).toBe('Zápis.pdf');
  });

  it('toasts a failed download with the server’s message', async () => {
    const { user } = await renderPage(STAFF, { [`GET ${LIST}/1`]: { status: 404, body: { message: 'Document not found' } } });
    const row = await screen.findByTestId('document-row-1');
    await user.click(within(row).getByRole('button', { name: 'Download Domovní řád' }));
    await waitFor(() => expect(screen.getAllByText('Document not found').length).toBeGreaterThan(0));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('edits metadata with PATCH and toasts', async () => {
    const { api, user } = await renderPage(STAFF, { [`PATCH ${LIST}/1`]: { body: { data: doc({ title: 'Nový' }) } } });
    const row = await screen.findByTestId('document-row-1');
    await user.click(within(row).getByRole('button', { name: 'Edit Domovní řád' }));
    const edit = await screen.findByTestId('edit-dialog');
    const title = within(edit).getByLabelText(/Title/);
    await user.clear(title);
    // an empty title is the PATCH schema's refusal, shown under the field; nothing is sent
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('The document title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);
    await user.type(title, 'Nový');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Document updated').length).toBeGreaterThan(0));
    const call = api.mock.calls.find(([u, i]) => String(u) === `${LIST}/1` && i?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'Nový', description: null, category_id: 3, visibility: 'public' });
  });

  it('palette commands: upload opens the dialog, search applies the typed text', async () => {
    const { api } = await renderPage();
    await screen.findByTestId('document-row-1');
    act(() => openDialog('documents.upload'));
    expect(await screen.findByTestId('upload-dialog')).toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByTestId('upload-dialog')).getByRole('button', { name: 'Cancel' }));

    act(() => openDialog('documents.search', 'revize'));
    await waitFor(() => expect(screen.getByTestId('documents-search')).toHaveValue('revize'));
    await waitFor(() => expect(listQueries(api).some((q) => q.get('search') === 'revize')).toBe(true));
  });

  it('exports the five commands, enabled only with a building', () => {
    expect(documentsCommands.map((c) => c.id)).toEqual(['documents.upload', 'documents.search', 'documents.download', 'documents.edit', 'documents.delete']);
    const ctx = { buildingId: null } as never;
    expect(documentsCommands.every((c) => c.isEnabled?.(ctx) === false)).toBe(true);
  });
});
