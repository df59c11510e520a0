/** The issue detail (spec 001 §2 "Issue detail", §4, §5, §8; issue 11 §2). */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { ISSUES_PATH, STAFF_CAN, detail, issuePath, renderIssues } from './issues-fixtures';
import { callsTo, connectLive, type Routes } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});

const staffIssue = (over: Parameters<typeof detail>[0] = {}) => detail({ can: STAFF_CAN, allowed_statuses: ['in_progress', 'waiting', 'wont_fix'], ...over });
const openIssue = (issue = detail(), over: Routes = {}) =>
  renderIssues({ path: '/issues/1', heading: issue.title, over: { [`GET ${issuePath(1)}`]: { body: { data: { issue } } }, ...over } });

describe('issue detail', { timeout: 20_000 }, () => {
  it('shows the breadcrumb to /issues, type, creator, details, attachments, comments and history', async () => {
    const issue = detail({
      history: [
        { id: 1, kind: 'created', at: '2026-03-01T10:00:00.000Z', user_name: 'Jana Nováková', from_status: null, to_status: 'new', reason: null, assignee_name: null },
        { id: 2, kind: 'status', at: '2026-03-02T10:00:00.000Z', user_name: 'Karel Technik', from_status: 'new', to_status: 'waiting', reason: 'Čekáme na díl', assignee_name: null },
        { id: 3, kind: 'assigned', at: '2026-03-02T11:00:00.000Z', user_name: 'Marie Správcová', from_status: null, to_status: null, reason: null, assignee_name: 'Karel Technik' },
      ],
    });
    await openIssue(issue);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link')[0]).toHaveAttribute('href', '/issues');
    expect(screen.getByLabelText('Fault')).toBeInTheDocument();
    expect(screen.getByText(/Reported by Jana Nováková/)).toBeInTheDocument();
    expect(screen.getByText('V kuchyni kape kohoutek.')).toBeInTheDocument();
    expect(screen.getByTestId('attachments')).toHaveTextContent('foto.jpg');
    expect(screen.getByTestId('comment-8')).toHaveTextContent('Přijdu zítra.');
    const history = screen.getByTestId('history');
    expect(within(history).getByTestId('history-2')).toHaveTextContent('Karel Technik changed the status');
    expect(within(history).getByTestId('history-2')).toHaveTextContent('New→Waiting');
    expect(within(history).getByTestId('history-2')).toHaveTextContent('Reason: Čekáme na díl');
    expect(within(history).getByTestId('history-3')).toHaveTextContent('Marie Správcová assigned it to Karel Technik');
    // a resident without rights: no status selector, no assignee selector, no internal flag
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Assignee/ })).toBeNull();
    expect(screen.queryByLabelText('Internal note (staff only)')).toBeNull();
  });

  it('offers only the allowed statuses; a reasonless one changes at once with a toast', async () => {
    const after = staffIssue({ status: 'in_progress', allowed_statuses: ['waiting', 'resolved'] });
    let current = staffIssue();
    const { api, user } = await openIssue(current, {
      [`GET ${issuePath(1)}`]: () => ({ body: { data: { issue: current } } }),
      [`POST ${issuePath(1)}/status`]: () => {
        current = after;
        return { body: { data: { issue: after } } };
      },
    });
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['new', 'in_progress', 'waiting', 'wont_fix']);
    await user.selectOptions(select, 'in_progress');
    expect(await screen.findByText('The status has been changed')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${issuePath(1)}/status`)[0].body).toEqual({ status: 'in_progress', reason: null });
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['in_progress', 'waiting', 'resolved']));
  });

  it('asks a reason for waiting; confirm stays disabled while it is blank; the server message is toasted on failure', async () => {
    let answer: { status?: number; body: unknown } = { status: 409, body: { message: 'Tuto změnu stavu nelze provést' } };
    const { api, user } = await openIssue(staffIssue(), { [`POST ${issuePath(1)}/status`]: () => answer });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'waiting');
    const dialog = await screen.findByRole('dialog', { name: 'Change status to Waiting' });
    const confirm = within(dialog).getByRole('button', { name: 'Change status' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    expect(confirm).toBeDisabled();
    expect(callsTo(api, 'POST', `${issuePath(1)}/status`)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Čekáme na díl');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Tuto změnu stavu nelze provést')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change status to Waiting' })).toBeInTheDocument();
    answer = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Failed to change the status')).toBeInTheDocument();
    answer = { body: { data: { issue: staffIssue({ status: 'waiting', allowed_statuses: ['in_progress', 'resolved', 'wont_fix'] }) } } };
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('The status has been changed')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${issuePath(1)}/status`).at(-1)!.body).toEqual({ status: 'waiting', reason: 'Čekáme na díl' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change status to Waiting' })).toBeNull());
  });

  it("assigns from the building's assignees, with 'select user' when none is chosen", async () => {
    const assigned = staffIssue({ assigned_to: 3, assignee_name: 'Karel Technik' });
    const { api, user } = await openIssue(staffIssue(), { [`POST ${issuePath(1)}/assign`]: { body: { data: { issue: assigned } } } });
    const select = await screen.findByRole('combobox', { name: /Assignee/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findAllByText('Select a user')).not.toHaveLength(0);
    expect(callsTo(api, 'POST', `${issuePath(1)}/assign`)).toEqual([]);
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The issue has been assigned')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${issuePath(1)}/assign`)[0].body).toEqual({ assignee_id: 3 });
  });

  it('comments; the internal-note flag only with can.comment_internal', async () => {
    const { api, user } = await openIssue(staffIssue(), {
      [`POST ${issuePath(1)}/comments`]: { status: 201, body: { data: { comment: { id: 9, content: 'x', is_internal: true, created_at: '2026-03-03T00:00:00Z', user: { id: 1, name: 'Jana' } } } } },
    });
    const form = screen.getByTestId('comment-form');
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(form).findByText('Enter the text of the comment')).toBeInTheDocument();
    expect(within(form).getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', `${issuePath(1)}/comments`)).toEqual([]);
    await user.type(within(form).getByLabelText('Comment'), 'Jen pro správu');
    await user.click(within(form).getByLabelText('Internal note (staff only)'));
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('The comment has been added')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${issuePath(1)}/comments`)[0].body).toEqual({ content: 'Jen pro správu', is_internal: true });
  });

  it('marks internal comments', async () => {
    await openIssue(detail({ comments: [{ id: 4, content: 'Interní', is_internal: true, created_at: '2026-03-02T09:00:00.000Z', user: { id: 3, name: 'Karel' } }] }));
    expect(screen.getByTestId('comment-4')).toHaveTextContent('Internal');
  });

  it('when resolved, closed or wont_fix: assignee, attachments and comments are disabled', async () => {
    const finished = detail({ status: 'closed', allowed_statuses: ['in_progress'], can: { ...STAFF_CAN, assign: false, comment: false, comment_internal: false, attach: false } });
    await openIssue(finished);
    expect(await screen.findByRole('combobox', { name: /Assignee/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add attachment' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete foto.jpg' })).toBeNull();
    expect(within(screen.getByTestId('comment-form')).getByLabelText('Comment')).toBeDisabled();
  });

  it('uploads and deletes attachments with toasts, and downloads', async () => {
    const { api, user } = await openIssue(staffIssue(), {
      [`POST ${issuePath(1)}/attachments`]: { status: 201, body: { data: { attachment: { id: 6, filename: 'b.pdf', size: 3, mime_type: 'application/pdf', created_at: '2026-03-03T00:00:00Z' } } } },
      [`DELETE ${issuePath(1)}/attachments/5`]: { body: { status: 'success' } },
      [`GET ${issuePath(1)}/attachments/5/download`]: { status: 404, body: { message: 'Soubor chybí' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add attachment' });
    await user.upload(within(dialog).getByTestId('attachment-files'), new File(['%PDF'], 'b.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The attachment has been uploaded')).toBeInTheDocument();
    const sent = api.mock.calls.find(([url, init]) => String(url).endsWith('/attachments') && (init as RequestInit).method === 'POST')![1] as RequestInit;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Download foto.jpg' }));
    expect(await screen.findByText('Soubor chybí')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete foto.jpg' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete attachment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The attachment has been deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${issuePath(1)}/attachments/5`)).toHaveLength(1);
  });

  it('says not found for an unknown issue', async () => {
    resetApp('/issues/77');
    signIn();
    mockApi({ ...shellRoutes({ ...ME, buildings: [{ building_id: 1, building_name: 'Rezidence Vltava', building_code: 'VLT', building_address: '', role: 'owner', permissions: [], document_unit_ids: [] }] }), [`GET ${ISSUES_PATH}/77`]: { status: 404, body: { message: 'Not found' } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Issue not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('an answer of the wrong shape is the detail’s error state with retry', async () => {
    resetApp('/issues/1');
    signIn();
    const building = { building_id: 1, building_name: 'Rezidence Vltava', building_code: 'VLT', building_address: '', role: 'owner' as const, permissions: [], document_unit_ids: [] };
    // the issue without its `can`, comments and the rest: the client checks the answer against the route's schema
    mockApi({ ...shellRoutes({ ...ME, buildings: [building] }), [`GET ${issuePath(1)}`]: { body: { data: { issue: { id: 1, title: 'Kape kohoutek' } } } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('The issue could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('The server sent an unexpected answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kape kohoutek' })).toBeNull();
  });

  it("says 'Please select a building' without one", async () => {
    resetApp('/issues/1');
    signIn();
    mockApi({ ...shellRoutes({ ...ME, buildings: [] }), 'GET /v1/buildings': { body: { buildings: [] } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Please select a building', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('reloads live on issue.updated', async () => {
    let status: 'new' | 'in_progress' = 'new';
    const { api } = await openIssue(detail(), { [`GET ${issuePath(1)}`]: () => ({ body: { data: { issue: detail({ status }) } } }) });
    const send = await connectLive();
    const before = callsTo(api, 'GET', issuePath(1)).length;
    status = 'in_progress';
    send('issue.updated', { id: 1 });
    await waitFor(() => expect(callsTo(api, 'GET', issuePath(1)).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getAllByTestId('status-badge')[0]).toHaveTextContent('In progress'));
  });
});
