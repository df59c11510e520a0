/** The issue list (spec 001 §2 "Issues list", §4, §5, §8, §9; issue 11 §2). */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION } from '../../contract/rules/permissions';
import { STATUS_COLOURS } from '../../contract/rules/issues';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { ISSUES_PATH, STAFF_CAN, detail, listBody, listQueries, renderIssues, summary } from './issues-fixtures';
import { callsTo, member } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});

const row = (id: number) => screen.getByTestId(`issue-row-${id}`);

describe('issue list', { timeout: 20_000 }, () => {
  it('asks page 1, 20 per page, created_at descending, and shows each column, badges in the spec colours and overdue', async () => {
    const statuses = ['new', 'in_progress', 'waiting', 'resolved', 'closed', 'wont_fix'] as const;
    const issues = statuses.map((status, n) => summary({ id: n + 1, title: `Issue ${n + 1}`, status, is_overdue: n === 0, location_type: n === 1 ? 'building' : 'unit' }));
    const { api } = await renderIssues({ over: { [`GET ${ISSUES_PATH}`]: { body: listBody(issues) } } });
    await screen.findByTestId('issue-row-1');
    const q = listQueries(api)[0];
    expect(Object.fromEntries(q)).toEqual({ page: '1', per_page: '20', sort_by: 'created_at', sort_dir: 'desc' });
    for (const [n, status] of statuses.entries()) {
      expect(within(row(n + 1)).getByTestId('status-badge')).toHaveAttribute('data-colour', STATUS_COLOURS[status]);
    }
    expect(within(row(1)).getByTestId('status-badge')).toHaveTextContent('New');
    expect(within(row(1)).getByTestId('overdue-badge')).toHaveTextContent('Overdue');
    expect(within(row(2)).queryByTestId('overdue-badge')).toBeNull();
    expect(row(1)).toHaveTextContent('by Jana Nováková');
    expect(row(1)).toHaveTextContent('Voda');
    expect(row(1)).toHaveTextContent('Unit 1.01');
    expect(row(2)).toHaveTextContent('Building');
    expect(within(row(1)).getByRole('link', { name: 'Issue 1' })).toHaveAttribute('href', '/issues/1');
    expect(screen.getByText('Page 1 of 1 · 6 issues')).toBeInTheDocument();
  });

  it('says "more than" and how to find the rest when the server counted up to the window (issue 28 §1)', async () => {
    const body = listBody([summary({ id: 1, title: 'Issue 1' })], 2_000);
    body.data.metadata.total_exact = false;
    await renderIssues({ over: { [`GET ${ISSUES_PATH}`]: { body } } });
    await screen.findByTestId('issue-row-1');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 1 of 100 · more than 2,000 issues');
    expect(within(nav).getByTestId('pager-note')).toHaveTextContent('The list shows at most 2,000 issues; narrow the filters to find the others.');
  });

  it('puts the filters into the query and toggles the sort direction on a header click', async () => {
    const { api, user } = await renderIssues();
    await screen.findByTestId('issue-row-1');
    const bar = within(screen.getByRole('search', { name: 'Filter issues' }));
    await user.selectOptions(bar.getByLabelText('Status'), 'waiting');
    await user.selectOptions(bar.getByLabelText('Priority'), 'high');
    await user.selectOptions(bar.getByLabelText('Type'), 'request');
    await user.selectOptions(await bar.findByLabelText('Category'), '2');
    await user.selectOptions(bar.getByLabelText('Location'), 'unit');
    await user.selectOptions(bar.getByLabelText('Unit'), '11');
    await user.click(bar.getByLabelText('Overdue only'));
    // the selects fold behind one button on phones, which counts them (the search stays in sight)
    expect(bar.getByRole('button', { name: 'Filters (7)' })).toHaveAttribute('aria-expanded', 'false');
    await user.type(bar.getByLabelText('Search'), 'kohout');
    await waitFor(() => expect(listQueries(api).at(-1)?.get('search')).toBe('kohout'));
    expect(Object.fromEntries(listQueries(api).at(-1)!)).toEqual({
      page: '1',
      per_page: '20',
      sort_by: 'created_at',
      sort_dir: 'desc',
      search: 'kohout',
      status: 'waiting',
      priority: 'high',
      type: 'request',
      category_id: '2',
      location_type: 'unit',
      unit_id: '11',
      overdue: 'true',
    });
    // the category tree is indented: the child follows its parent
    const options = within(bar.getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All', 'Technika', '\u00a0\u00a0\u00a0Voda', 'Úklid']);
    // location building drops the unit filter
    await user.selectOptions(bar.getByLabelText('Location'), 'building');
    await waitFor(() => expect(listQueries(api).at(-1)?.get('location_type')).toBe('building'));
    expect(listQueries(api).at(-1)?.has('unit_id')).toBe(false);
    expect(bar.getByRole('button', { name: 'Filters (6)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reported' }));
    await waitFor(() => expect(listQueries(api).at(-1)?.get('sort_dir')).toBe('asc'));
    await user.click(screen.getByRole('button', { name: 'Reported' }));
    await waitFor(() => expect(listQueries(api).at(-1)?.get('sort_dir')).toBe('desc'));
    await user.click(screen.getByRole('button', { name: 'Due' }));
    await waitFor(() => expect(listQueries(api).at(-1)?.get('sort_by')).toBe('due_at'));
  });

  it('orders by the select a card list has instead of headers (issue 29 §5)', async () => {
    const { api, user } = await renderIssues();
    await screen.findByTestId('issue-row-1');
    const order = within(screen.getByRole('search', { name: 'Filter issues' })).getByLabelText('Order');
    expect(order).toHaveValue('created_at:desc');
    await user.selectOptions(order, 'Priority – ascending');
    await waitFor(() => expect(listQueries(api).at(-1)?.get('sort_by')).toBe('priority'));
    expect(listQueries(api).at(-1)?.get('sort_dir')).toBe('asc');
    // the header shows the same order
    expect(screen.getAllByRole('columnheader').find((h) => h.textContent?.startsWith('Priority'))).toHaveAttribute('aria-sort', 'ascending');
  });

  it('names the assignee on each row or card, "Unassigned" where there is none', async () => {
    const issues = [summary({ id: 1, assigned_to: 7, assignee_name: 'Petr Řešitel' }), summary({ id: 2, title: 'Nikdo' })];
    await renderIssues({ over: { [`GET ${ISSUES_PATH}`]: { body: listBody(issues) } } });
    await screen.findByTestId('issue-row-1');
    expect(within(row(1)).getByText('Petr Řešitel')).toBeInTheDocument();
    expect(within(row(2)).getByText('Unassigned')).toBeInTheDocument();
    // on a card each value carries its column's name
    expect(within(row(1)).getByText('Assignee')).toHaveClass('lg:hidden');
  });

  it('offers delete only where the server allows it, and deletes after the confirmation', async () => {
    const issues = [summary({ id: 1, can: STAFF_CAN }), summary({ id: 2, title: 'Cizí' })];
    const { api, user } = await renderIssues({ over: { [`GET ${ISSUES_PATH}`]: { body: listBody(issues) }, [`DELETE ${ISSUES_PATH}/1`]: { body: { status: 'success' } } } });
    await screen.findByTestId('issue-row-1');
    expect(within(row(2)).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(within(row(1)).getByRole('button', { name: 'Delete Kape kohoutek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete issue' });
    expect(callsTo(api, 'DELETE', `${ISSUES_PATH}/1`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The issue has been deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${ISSUES_PATH}/1`)).toHaveLength(1);
  });

  it('toasts the server message when a delete fails', async () => {
    const { user } = await renderIssues({
      over: { [`GET ${ISSUES_PATH}`]: { body: listBody([summary({ can: STAFF_CAN })]) }, [`DELETE ${ISSUES_PATH}/1`]: { status: 409, body: { message: 'Already in progress' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Kape kohoutek' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete issue' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Already in progress')).toBeInTheDocument();
  });

  it('create dialog: spec defaults, required fields, unit only for location unit, reset on location change, multipart with data and files', async () => {
    let sent: FormData | null = null;
    const { user } = await renderIssues({
      over: {
        [`POST ${ISSUES_PATH}`]: (init) => {
          sent = init.body as FormData;
          return { status: 201, body: { data: { issue: detail({ id: 9, title: 'Nové' }) } } };
        },
        [`GET ${ISSUES_PATH}/9`]: { body: { data: { issue: detail({ id: 9, title: 'Nové' }) } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Report an issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    const form = within(dialog);
    expect(form.getByLabelText('Type')).toHaveValue('fault');
    expect(form.getByLabelText('Priority')).toHaveValue('medium');
    expect(form.getByLabelText('Location')).toHaveValue('building');
    expect(form.getByLabelText('Category')).toHaveValue('');
    expect(form.queryByLabelText(/^Unit/)).toBeNull();

    await user.click(form.getByRole('button', { name: 'Report' }));
    // the contract's messages, as the server words them
    expect(await form.findByText('Enter the title of the issue')).toBeInTheDocument();
    expect(form.getByText('Enter a description of the issue')).toBeInTheDocument();
    expect(form.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();

    await user.type(form.getByLabelText(/^Title/), 'Nové');
    await user.type(form.getByLabelText(/^Description/), 'Nesvítí světlo');
    await user.selectOptions(form.getByLabelText('Location'), 'unit');
    await user.click(form.getByRole('button', { name: 'Report' }));
    expect(await form.findByText('Choose the unit the issue is in')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/^Unit/), '12');
    // changing the location resets the unit
    await user.selectOptions(form.getByLabelText('Location'), 'building');
    await user.selectOptions(form.getByLabelText('Location'), 'unit');
    expect(form.getByLabelText(/^Unit/)).toHaveValue('');
    await user.selectOptions(form.getByLabelText(/^Unit/), '12');
    await user.selectOptions(form.getByLabelText('Category'), '2');
    const photo = new File(['jpg'], 'foto.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'protokol.pdf', { type: 'application/pdf' });
    await user.upload(form.getByTestId('issue-files'), [photo, pdf]);
    expect(form.getByTestId('issue-files')).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx,.xls,.xlsx');
    await user.click(form.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('The issue has been reported')).toBeInTheDocument();
    expect(sent).toBeInstanceOf(FormData);
    const body = sent as unknown as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual({
      title: 'Nové',
      description: 'Nesvítí světlo',
      type: 'fault',
      priority: 'medium',
      location_type: 'unit',
      unit_id: 12,
      category_id: 2,
    });
    expect((body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['foto.jpg', 'protokol.pdf']);
    // the new issue opens
    expect(await screen.findByRole('heading', { name: 'Nové', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the spec notice without a building', async () => {
    resetApp('/issues/list');
    signIn();
    mockApi({ ...shellRoutes({ ...ME, buildings: [] }), 'GET /v1/buildings': { body: { buildings: [] } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText(/The defect module is not active in this building/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows an error with retry and toasts the fallback; retry loads the list', async () => {
    let fail = true;
    const { user } = await renderIssues({
      over: { [`GET ${ISSUES_PATH}`]: () => (fail ? { status: 500, body: 'x' } : { body: listBody([summary()]) }) },
    });
    expect(await screen.findByText('The issues could not be loaded')).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to load issues')).not.toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('issue-row-1')).toBeInTheDocument();
  });

  it('an answer of the wrong shape is the list’s error state, not an empty list', async () => {
    // `total` missing from the metadata: the client checks the answer against the route's schema
    await renderIssues({ over: { [`GET ${ISSUES_PATH}`]: { body: { data: { issues: [summary()], metadata: { page: 1, per_page: 20 } } } } } });
    expect(await screen.findByText('The issues could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server sent an unexpected answer')).toBeInTheDocument();
    expect(screen.queryByTestId('issue-row-1')).toBeNull();
    expect(screen.queryByText('No issues')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers the CSV export to resolvers only', async () => {
    await renderIssues();
    await screen.findByTestId('issue-row-1');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await renderIssues({ me: member([PERMISSION.issueResolve], 'manager') });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
