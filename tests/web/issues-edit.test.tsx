/** Editing and deleting an issue from its detail (spec 001 §7 PATCH and DELETE, §5 checks, §8 toasts). */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Issue } from '../../contract/issues';
import { resetApp } from './helpers';
import { STAFF_CAN, detail, issuePath, renderIssues } from './issues-fixtures';
import { callsTo, type Routes } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});

const staffIssue = (over: Partial<Issue> = {}) => detail({ can: STAFF_CAN, allowed_statuses: ['in_progress'], ...over });
const openIssue = (issue: Issue, over: Routes = {}) =>
  renderIssues({ path: '/issues/1', heading: issue.title, over: { [`GET ${issuePath(1)}`]: { body: { data: { issue } } }, ...over } });

async function openEdit(user: Awaited<ReturnType<typeof openIssue>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit issue' });
  // the building's categories and units are there before anything is picked
  await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Úklid/ })).toHaveLength(1));
  return dialog;
}

describe('editing an issue from its detail', { timeout: 20_000 }, () => {
  it('fills the form from the issue and sends only the changed fields; the page shows the answer', async () => {
    const saved = staffIssue({ title: 'Kape kohoutek v koupelně', type: 'problem', category_id: 3, category_name: 'Úklid' });
    let current = staffIssue();
    const { api, user } = await openIssue(current, {
      [`GET ${issuePath(1)}`]: () => ({ body: { data: { issue: current } } }),
      [`PATCH ${issuePath(1)}`]: () => {
        current = saved;
        return { body: { data: { issue: saved } } };
      },
    });
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Kape kohoutek');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('V kuchyni kape kohoutek.');
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveValue('unit');
    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveValue('11');
    // priority is edited on the page itself, not here
    expect(within(dialog).queryByRole('combobox', { name: 'Priority' })).toBeNull();

    await user.type(within(dialog).getByLabelText(/Title/), ' v koupelně  ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'problem');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The issue has been updated')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1)).map((c) => c.body)).toEqual([{ title: 'Kape kohoutek v koupelně', type: 'problem', category_id: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit issue' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Kape kohoutek v koupelně', level: 1 })).toBeInTheDocument();
  });

  it('no category is sent as category 0; nothing changed closes without a call', async () => {
    const { api, user } = await openIssue(staffIssue(), { [`PATCH ${issuePath(1)}`]: { body: { data: { issue: staffIssue({ category_id: null, category_name: null }) } } } });
    let dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit issue' })).toBeNull());
    expect(callsTo(api, 'PATCH', issuePath(1))).toEqual([]);

    dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The issue has been updated')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1)).map((c) => c.body)).toEqual([{ category_id: 0 }]);
  });

  it('changing the location resets the unit: to the building sends unit null; to a unit asks for one', async () => {
    const { api, user } = await openIssue(staffIssue(), { [`PATCH ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } } });
    let dialog = await openEdit(user);
    const location = within(dialog).getByRole('combobox', { name: 'Location' });
    await user.selectOptions(location, 'building');
    expect(within(dialog).queryByRole('combobox', { name: /Unit/ })).toBeNull();
    // back to a unit: the old unit is gone and one must be chosen
    await user.selectOptions(location, 'unit');
    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the unit the issue is in')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1))).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Unit/ }), '12');
    await waitFor(() => expect(within(dialog).queryByText('Choose the unit the issue is in')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', issuePath(1)).map((c) => c.body)).toEqual([{ unit_id: 12 }]));

    dialog = await openEdit(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Location' }), 'building');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', issuePath(1)).at(-1)?.body).toEqual({ location_type: 'building', unit_id: null }));
  });

  it('checks as on create: title and description required, nothing sent; a failure is toasted and the dialog stays', async () => {
    const { api, user } = await openIssue(staffIssue(), { [`PATCH ${issuePath(1)}`]: { status: 500, body: {} } });
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.clear(within(dialog).getByLabelText(/Description/));
    await user.type(within(dialog).getByLabelText(/Description/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // the PATCH schema's messages, as the server words them
    expect(await within(dialog).findByText('Enter the title of the issue')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a description of the issue')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1))).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Title/), 'Nový název');
    await waitFor(() => expect(within(dialog).queryByText('Enter the title of the issue')).toBeNull());
    await user.type(within(dialog).getByLabelText(/Description/), 'Nový popis');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update the issue')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1)).map((c) => c.body)).toEqual([{ title: 'Nový název', description: 'Nový popis' }]);
    expect(screen.getByRole('dialog', { name: 'Edit issue' })).toBeInTheDocument();
  });
});

describe('deleting an issue from its detail', { timeout: 20_000 }, () => {
  it('asks first; on success toasts and opens the list', async () => {
    const { api, user } = await openIssue(staffIssue(), { [`DELETE ${issuePath(1)}`]: { body: { status: 'success' } } });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete issue' });
    expect(dialog).toHaveTextContent('Delete the issue “Kape kohoutek”?');
    expect(callsTo(api, 'DELETE', issuePath(1))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The issue has been deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', issuePath(1))).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Issues', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/issues/list');
  });

  it('a failure is toasted; the confirmation and the page stay', async () => {
    const { api, user } = await openIssue(staffIssue(), { [`DELETE ${issuePath(1)}`]: { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the issue')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', issuePath(1))).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Delete issue' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/issues/1');
  });
});

describe("edit and delete follow the issue's can", { timeout: 20_000 }, () => {
  it('neither without can.edit and can.delete; each with its own right', async () => {
    await openIssue(detail());
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('edit only', async () => {
    await openIssue(detail({ can: { ...STAFF_CAN, delete: false } }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('delete only', async () => {
    await openIssue(detail({ can: { ...STAFF_CAN, edit: false } }));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
