/** The palette's issue commands (issue 11 §3): who sees them, that they match the screens' actions, and that they act. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Issue } from '../../contract/issues';
import { PERMISSION } from '../../contract/rules/permissions';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { SCREEN_ISSUE } from '../../src/features/issues/screen';
import { ISSUES_PATH, STAFF_CAN, detail, issuePath, listBody, listQueries, renderIssues, summary } from './issues-fixtures';
import { callsTo, member } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

const issuesCommands = () => allCommands().filter((c) => c.id.startsWith('issues.'));
const ctx = (over: Partial<CommandContext>): CommandContext =>
  ({ buildingId: 1, unitId: null, units: [], unit: null, location: '/', screen: {}, hasPermission: () => false, ...over }) as CommandContext;
const visible = (c: CommandContext) => issuesCommands().filter((cmd) => cmd.isVisible?.(c) ?? true).map((cmd) => cmd.id);
const staffIssue = (over: Partial<Issue> = {}) => detail({ can: STAFF_CAN, allowed_statuses: ['in_progress', 'waiting', 'wont_fix'], ...over });

describe('issue commands: who sees them', () => {
  it('hides all without a building; report and find with one; export for resolvers', () => {
    expect(visible(ctx({ buildingId: null }))).toEqual([]);
    expect(visible(ctx({}))).toEqual(['issues.reportIssue', 'issues.find']);
    expect(visible(ctx({ hasPermission: (code) => code === PERMISSION.issueResolve }))).toEqual(['issues.reportIssue', 'issues.find', 'issues.exportCsv']);
  });

  it("on an issue's page: a status command per allowed status, then assign, comment, attachment as the server allows", () => {
    const onIssue = (issue: Issue) => visible(ctx({ location: '/issues/1', screen: { [SCREEN_ISSUE]: issue } }));
    expect(onIssue(staffIssue())).toEqual([
      'issues.changeStatus.in_progress',
      'issues.changeStatus.waiting',
      'issues.changeStatus.wont_fix',
      'issues.assign',
      'issues.comment',
      'issues.addAttachment',
      'issues.downloadAttachment',
      'issues.deleteAttachment',
      'issues.edit',
      'issues.delete',
      'issues.reportIssue',
      'issues.find',
    ]);
    expect(onIssue(staffIssue({ status: 'resolved', allowed_statuses: ['closed', 'in_progress'] }))).toContain('issues.changeStatus.closed');
    // a resident: no status change, no assignment
    // (every fixture issue has one attachment: anyone who sees the issue may download it)
    expect(onIssue(detail())).toEqual(['issues.comment', 'issues.addAttachment', 'issues.downloadAttachment', 'issues.reportIssue', 'issues.find']);
    // the reporter of a new issue: edit and delete as the server says, each on its own
    expect(onIssue(detail({ can: { ...detail().can, edit: true } }))).toEqual([
      'issues.comment',
      'issues.addAttachment',
      'issues.downloadAttachment',
      'issues.deleteAttachment',
      'issues.edit',
      'issues.reportIssue',
      'issues.find',
    ]);
    expect(onIssue(detail({ can: { ...detail().can, delete: true } }))).toEqual(['issues.comment', 'issues.addAttachment', 'issues.downloadAttachment', 'issues.delete', 'issues.reportIssue', 'issues.find']);
    expect(onIssue(detail({ attachments: [] }))).toEqual(['issues.comment', 'issues.addAttachment', 'issues.reportIssue', 'issues.find']);
    // finished: nothing to comment or attach
    expect(onIssue(detail({ status: 'closed', can: { ...STAFF_CAN, assign: false, comment: false, comment_internal: false, attach: false }, allowed_statuses: ['in_progress'] }))).toEqual([
      'issues.changeStatus.in_progress',
      'issues.downloadAttachment',
      'issues.edit',
      'issues.delete',
      'issues.reportIssue',
      'issues.find',
    ]);
    const titles = Object.fromEntries(issuesCommands().map((c) => [c.id, c.title]));
    expect(titles['issues.changeStatus.waiting']).toBe('issues.palette.toWaiting');
    expect(titles['issues.edit']).toBe('issues.palette.edit');
    expect(titles['issues.delete']).toBe('issues.palette.delete');
  });
});

describe('the screens and the palette offer the same actions', { timeout: 20_000 }, () => {
  it("counts every action of the list and the detail against a registered command, and every command against a screen's action", async () => {
    const resolver = member([PERMISSION.issueResolve], 'manager');
    const ids = new Set(issuesCommands().map((c) => c.id));
    const actions = new Set<string>();
    const collect = () => document.querySelectorAll('[data-command]').forEach((el) => actions.add(el.getAttribute('data-command')!));

    await renderIssues({ me: resolver, over: { [`GET ${ISSUES_PATH}`]: { body: listBody([summary({ can: STAFF_CAN })]) } } });
    await screen.findByTestId('issue-row-1');
    collect();
    cleanup();
    await renderIssues({ me: resolver, path: '/issues/1', heading: 'Kape kohoutek', over: { [`GET ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } } } });
    await screen.findByRole('combobox', { name: /Assignee/ });
    collect();

    const covered = (action: string) => [...ids].filter((id) => id === action || id.startsWith(`${action}.`));
    expect([...actions].filter((a) => covered(a).length === 0)).toEqual([]);
    expect([...ids].filter((id) => ![...actions].some((a) => covered(a).includes(id)))).toEqual([]);
    expect(actions.size).toBe(11);
  });
});

async function openPaletteOn(path: string, heading: string, over: Parameters<typeof renderIssues>[0] = {}) {
  const { api, user } = await renderIssues({ path, heading, ...over });
  await user.keyboard('{Control>}k{/Control}');
  return { api, user, palette: await screen.findByTestId('command-palette') };
}

describe('issue commands in the palette', { timeout: 20_000 }, () => {
  it('Find issue… searches titles through the list call; Enter opens the first', async () => {
    const found = [summary({ id: 4, title: 'Nesvítí chodba' })];
    const { api, user, palette } = await openPaletteOn('/issues/list', 'Issues', {
      over: {
        [`GET ${ISSUES_PATH}`]: (init) => ({ body: listBody(new URLSearchParams(init.url.split('?')[1]).get('search') ? found : [summary()]) }),
        [`GET ${issuePath(4)}`]: { body: { data: { issue: detail({ id: 4, title: 'Nesvítí chodba' }) } } },
      },
    });
    await user.click(within(palette).getByTestId('command-issues.find'));
    await user.type(await within(palette).findByRole('searchbox'), 'chodba');
    expect(await within(palette).findByText('Nesvítí chodba')).toBeInTheDocument();
    expect(listQueries(api).at(-1)?.get('search')).toBe('chodba');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nesvítí chodba', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("Delete an attachment… picks one of the issue's files and opens the page's confirmation; the delete is sent", async () => {
    const { api, user, palette } = await openPaletteOn('/issues/1', 'Kape kohoutek', {
      me: member([PERMISSION.issueResolve], 'manager'),
      over: {
        [`GET ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } },
        [`DELETE ${issuePath(1)}/attachments/5`]: { body: { status: 'success' } },
      },
    });
    await user.click(within(palette).getByTestId('command-issues.deleteAttachment'));
    await user.click(await within(palette).findByText('foto.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attachment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The attachment has been deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${issuePath(1)}/attachments/5`)).toHaveLength(1);
  });

  it("Change status to Waiting… opens the page's reason dialog; the change is sent with the reason", async () => {
    const { api, user, palette } = await openPaletteOn('/issues/1', 'Kape kohoutek', {
      me: member([PERMISSION.issueResolve], 'manager'),
      over: {
        [`GET ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } },
        [`POST ${issuePath(1)}/status`]: { body: { data: { issue: staffIssue({ status: 'waiting', allowed_statuses: ['in_progress', 'resolved', 'wont_fix'] }) } } },
      },
    });
    expect(within(palette).queryByTestId('command-issues.changeStatus.resolved')).toBeNull();
    await user.click(within(palette).getByTestId('command-issues.changeStatus.waiting'));
    const dialog = await screen.findByRole('dialog', { name: 'Change status to Waiting' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Díl je objednán');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('The status has been changed')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${issuePath(1)}/status`)[0].body).toEqual({ status: 'waiting', reason: 'Díl je objednán' });
  });

  it("Edit issue… opens the page's edit dialog; Delete issue its confirmation", async () => {
    const { api, user, palette } = await openPaletteOn('/issues/1', 'Kape kohoutek', {
      me: member([PERMISSION.issueResolve], 'manager'),
      over: {
        [`GET ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } },
        [`PATCH ${issuePath(1)}`]: { body: { data: { issue: staffIssue({ title: 'Kape baterie' }) } } },
      },
    });
    expect(within(palette).getByTestId('command-issues.edit')).toHaveTextContent('Edit issue…');
    await user.click(within(palette).getByTestId('command-issues.edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit issue' });
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.type(within(dialog).getByLabelText(/Title/), 'Kape baterie');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The issue has been updated')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', issuePath(1))[0].body).toEqual({ title: 'Kape baterie' });

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByTestId('command-palette');
    expect(within(again).getByTestId('command-issues.delete')).toHaveTextContent('Delete issue');
    await user.click(within(again).getByTestId('command-issues.delete'));
    expect(await screen.findByRole('dialog', { name: 'Delete issue' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', issuePath(1))).toEqual([]);
  });

  it('Assign to… lists the assignees; picking one assigns through the page', async () => {
    const { api, user, palette } = await openPaletteOn('/issues/1', 'Kape kohoutek', {
      me: member([PERMISSION.issueResolve], 'manager'),
      over: {
        [`GET ${issuePath(1)}`]: { body: { data: { issue: staffIssue() } } },
        [`POST ${issuePath(1)}/assign`]: { body: { data: { issue: staffIssue({ assigned_to: 4, assignee_name: 'Marie Správcová' }) } } },
      },
    });
    await user.click(within(palette).getByTestId('command-issues.assign'));
    await user.click(await within(palette).findByRole('button', { name: /Marie Správcová/ }));
    expect(await screen.findByText('The issue has been assigned')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'POST', `${issuePath(1)}/assign`)[0].body).toEqual({ assignee_id: 4 }));
  });
});
