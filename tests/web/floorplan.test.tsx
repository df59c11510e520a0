import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../contract/users';
import { FloorplanDialog } from '../../src/features/floorplans/FloorplanDialog';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { BUILDING_ADMIN, GLOBAL_ADMIN, GLOBAL_ADMIN_DENIED, MANAGER, PLANS, RESIDENT } from './floorplan-fixtures';

const LIST = '/v1/buildings/1/floorplans';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function renderDialog(me: Me, routes: Parameters<typeof mockApi>[0] = {}, props: { floor?: number; startWithUpload?: boolean } = {}) {
  signIn();
  const api = mockApi({ 'GET /v1/users/me': { body: me }, [`GET ${LIST}`]: { body: { floorplans: PLANS } }, ...routes });
  const onClose = vi.fn();
  renderWithApp(<FloorplanDialog open onClose={onClose} buildingId={1} {...props} />);
  return { api, onClose, user: userEvent.setup() };
}

const calls = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET').toUpperCase() === method);

// lazy routes and user-event typing are slow when the whole suite runs in parallel
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetApp('/building-info'));
afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('floor-plan dialog', () => {
  it('shows the ground floor first and switches floors with the selector (0 ground, negative underground)', async () => {
    const { user } = await renderDialog(RESIDENT);
    expect(await screen.findByText('Přízemí – vstupní hala')).toBeInTheDocument();
    expect(screen.getByText('Recepce a schránky')).toBeInTheDocument();
    expect(screen.getByTestId('floor-label')).toHaveTextContent('Ground floor');
    expect(screen.queryByText('Garáže')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One floor down' }));
    expect(screen.getByTestId('floor-label')).toHaveTextContent('1st basement');
    expect(await screen.findByText('Garáže')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2nd floor' }));
    expect(await screen.findByText('Druhé patro')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One floor up' }));
    expect(screen.getByText('3rd floor: no plans yet')).toBeInTheDocument();
  });

  it('opens on the asked floor', async () => {
    await renderDialog(RESIDENT, {}, { floor: -1 });
    expect(await screen.findByText('Garáže')).toBeInTheDocument();
  });

  it.each([
    ['a resident', false, RESIDENT],
    ['a building manager', false, MANAGER],
    ['a building admin', true, BUILDING_ADMIN],
    ['a global admin', true, GLOBAL_ADMIN],
    ['a global admin with a direct denial', false, GLOBAL_ADMIN_DENIED],
  ])('%s may upload, edit and delete: %s', async (_who, may, me) => {
    await renderDialog(me);
    await screen.findByText('Přízemí – vstupní hala');
    expect(screen.getByRole('button', { name: 'Download plan Přízemí – vstupní hala' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Upload plan' }))).toBe(may);
    expect(Boolean(screen.queryByRole('button', { name: 'Delete plan Přízemí – vstupní hala' }))).toBe(may);
    expect(Boolean(screen.queryByRole('button', { name: 'Edit plan Přízemí – vstupní hala' }))).toBe(may);
  });

  it.each([
    [403, { message: 'x' }, 'You are not allowed to view the plans'],
    [404, { message: 'x' }, 'Building not found'],
    [500, { message: 'x' }, 'Failed to load the building plans'],
    [200, { items: [] }, 'Invalid API response'],
    [200, { floorplans: [{ id: 'x' }] }, 'Invalid API response'],
  ])('reports a load failure (%i) with the spec message', async (status, body, text) => {
    await renderDialog(RESIDENT, { [`GET ${LIST}`]: { status, body } });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('reports load failures in Czech with the spec wording', async () => {
    await act(async () => {
      await i18n.changeLanguage('cs');
    });
    await renderDialog(RESIDENT, { [`GET ${LIST}`]: { status: 403, body: { message: 'x' } } });
    expect(await screen.findByText('Nemáte oprávnění k zobrazení plánů')).toBeInTheDocument();
  });

  it('downloads by the file path and reports a failed download', async () => {
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { api, user } = await renderDialog(RESIDENT, { 'GET /v1/buildings/1/floorplans/1/file': { body: 'PNG' } });
    await user.click(await screen.findByRole('button', { name: 'Download plan Přízemí – vstupní hala' }));
    await waitFor(() => expect(calls(api, 'GET', '/v1/buildings/1/floorplans/1/file')).toHaveLength(1));
    await waitFor(() => expect(created).toHaveBeenCalled());

    mockApi({ 'GET /v1/users/me': { body: RESIDENT }, [`GET ${LIST}`]: { body: { floorplans: PLANS } }, 'GET /v1/buildings/1/floorplans/1/file': { status: 500, body: { message: 'boom' } } });
    await user.click(screen.getByRole('button', { name: 'Download plan Přízemí – vstupní hala' }));
    expect(await screen.findByText('Failed to download the plan')).toBeInTheDocument();
  });

  describe('upload', () => {
    async function openUpload(routes: Parameters<typeof mockApi>[0] = {}) {
      const ctx = await renderDialog(BUILDING_ADMIN, routes);
      await screen.findByText('Přízemí – vstupní hala');
      await ctx.user.click(screen.getByRole('button', { name: 'Upload plan' }));
      return { ...ctx, form: screen.getByRole('form', { name: 'Upload plan' }) };
    }

    it('validates before sending: name, floor range, file required', async () => {
      const { api, user, form } = await openUpload();
      const floor = within(form).getByLabelText(/^Floor/);
      await user.clear(floor);
      await user.type(floor, '101');
      await user.click(within(form).getByRole('button', { name: 'Upload' }));
      // the route's form schema says it, in the server's words, under each field
      expect(await within(form).findByText('Floor must be a number from -5 to 100')).toBeInTheDocument();
      expect(floor).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByText('Name is required')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByText('Choose a file')).toBeInTheDocument();
      await user.clear(floor);
      await user.click(within(form).getByRole('button', { name: 'Upload' }));
      // an empty floor is no number: the same message (floor is a required number from -5 to 100)
      await waitFor(() => expect(floor).toHaveAttribute('aria-invalid', 'true'));
      expect(within(form).getByText('Floor must be a number from -5 to 100')).toBeInTheDocument();
      expect(calls(api, 'POST', LIST)).toHaveLength(0);
    });

    it('refuses an HTML page renamed .png by its content, with the spec message, and sends nothing', async () => {
      await act(async () => {
        await i18n.changeLanguage('cs');
      });
      const ctx = await renderDialog(BUILDING_ADMIN);
      await screen.findByText('Přízemí – vstupní hala');
      await ctx.user.click(screen.getByRole('button', { name: 'Nahrát plán' }));
      const form = screen.getByRole('form', { name: 'Nahrát plán' });
      await ctx.user.type(within(form).getByLabelText(/^Název/), 'Zlý');
      const evil = new File(['<!DOCTYPE html><html><script>alert(1)</script></html>'], 'plan.png', { type: 'image/png' });
      await ctx.user.upload(within(form).getByLabelText(/^Soubor/), evil);
      await ctx.user.click(within(form).getByRole('button', { name: 'Nahrát' }));
      expect(await within(form).findByText('Nepodporovaný formát souboru. Povolené formáty: JPG, PNG, PDF, SVG')).toBeInTheDocument();
      expect(calls(ctx.api, 'POST', LIST)).toHaveLength(0);
    });

    it('sends the multipart form and shows the new plan', async () => {
      const created = { ...PLANS[0], id: 9, floor: -2, name: 'Sklepy' };
      let stored = PLANS;
      const { api, user, form } = await openUpload({
        [`GET ${LIST}`]: () => ({ body: { floorplans: stored } }),
        [`POST ${LIST}`]: () => {
          stored = [...PLANS, created];
          return { status: 201, body: { floorplan: created } };
        },
      });
      const floor = within(form).getByLabelText(/^Floor/);
      await user.clear(floor);
      await user.type(floor, '-2');
      await user.upload(within(form).getByLabelText(/^File/), new File([PNG], 'sklepy.png', { type: 'image/png' }));
      // a picked file pre-fills an empty name
      expect(within(form).getByLabelText(/^Name/)).toHaveValue('sklepy');
      await user.clear(within(form).getByLabelText(/^Name/));
      await user.type(within(form).getByLabelText(/^Name/), 'Sklepy');
      await user.selectOptions(within(form).getByLabelText('Who sees the plan'), 'technical');
      await user.click(within(form).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(calls(api, 'POST', LIST)).toHaveLength(1));
      const body = calls(api, 'POST', LIST)[0][1]!.body as FormData;
      expect(body.get('floor')).toBe('-2');
      expect(body.get('name')).toBe('Sklepy');
      expect(body.get('access_level')).toBe('technical');
      expect(body.get('type')).toBe('public');
      expect(body.get('description')).toBeNull();
      expect((body.get('file') as File).name).toBe('sklepy.png');
      expect(await screen.findByText('The plan was uploaded')).toBeInTheDocument();
      expect(await screen.findByText('Sklepy')).toBeInTheDocument();
      expect(screen.getByTestId('floor-label')).toHaveTextContent('2nd basement');
    });

    it("keeps the form and shows the server's reason when the upload fails", async () => {
      const { user, form } = await openUpload({ [`POST ${LIST}`]: { status: 413, body: { message: 'Soubor je příliš velký' } } });
      await user.type(within(form).getByLabelText(/^Name/), 'Velký');
      await user.upload(within(form).getByLabelText(/^File/), new File([PNG], 'a.png', { type: 'image/png' }));
      await user.click(within(form).getByRole('button', { name: 'Upload' }));
      expect(await screen.findAllByText('Failed to upload the plan')).not.toHaveLength(0);
      expect(within(form).getByText('Soubor je příliš velký')).toBeInTheDocument();
    });

    it('opens with the form when asked (palette: upload a floor plan)', async () => {
      await renderDialog(BUILDING_ADMIN, {}, { startWithUpload: true });
      expect(await screen.findByRole('form', { name: 'Upload plan' })).toBeInTheDocument();
    });
  });

  it('edits a plan with PATCH', async () => {
    const { api, user } = await renderDialog(BUILDING_ADMIN, {
      'PATCH /v1/buildings/1/floorplans/1': { body: { floorplan: { ...PLANS[0], name: 'Hala' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit plan Přízemí – vstupní hala' }));
    const form = await screen.findByRole('form', { name: 'Edit plan' });
    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls(api, 'PATCH', '/v1/buildings/1/floorplans/1')).toHaveLength(0);
    await user.type(name, 'Hala');
    await user.selectOptions(within(form).getByLabelText('Plan type'), 'technical');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(api, 'PATCH', '/v1/buildings/1/floorplans/1')).toHaveLength(1));
    expect(JSON.parse(String(calls(api, 'PATCH', '/v1/buildings/1/floorplans/1')[0][1]!.body))).toEqual({
      floor: 0,
      name: 'Hala',
      description: 'Recepce a schránky',
      type: 'technical',
      access_level: 'public',
    });
  });

  it("asks 'Opravdu chcete smazat tento plán?' before deleting, and reports a failed delete", async () => {
    await act(async () => {
      await i18n.changeLanguage('cs');
    });
    const { api, user } = await renderDialog(BUILDING_ADMIN, { 'DELETE /v1/buildings/1/floorplans/1': { status: 500, body: { message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Smazat plán Přízemí – vstupní hala' }));
    expect(await screen.findByText('Opravdu chcete smazat tento plán?')).toBeInTheDocument();
    expect(calls(api, 'DELETE', '/v1/buildings/1/floorplans/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Nepodařilo se smazat plán')).toBeInTheDocument();
    expect(calls(api, 'DELETE', '/v1/buildings/1/floorplans/1')).toHaveLength(1);
  });
});
