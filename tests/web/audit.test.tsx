/**
 * The audit screen (issue 29 §3): rows newest first with names in both languages, filters in the
 * query and the URL, keyset "Load more", the CSV export with the filters, empty and error states,
 * and who sees it (the nav entry and the palette command follow audit:view from /users/me).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../contract/rules/audit';
import { i18n } from '../../src/lib/i18n';
import { AUDIT, AUDIT_EXPORT, SAMPLE, auditServer, entry, query, renderAudit, resident } from './audit-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

const table = () => screen.findByTestId('audit-table');
const bar = () => within(screen.getByRole('search', { name: 'Audit log filters' }));
const rows = async () => within(await table()).getAllByTestId('audit-row');
const lastCall = (api: Awaited<ReturnType<typeof renderAudit>>['api']) => {
  const calls = callsTo(api, 'GET', AUDIT);
  return query(calls[calls.length - 1].url);
};

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByTestId('command-palette');
}

describe('the audit screen', () => {
  it('lists the building’s rows newest first: time, who, action, object, outcome, as table and as cards', async () => {
    await renderAudit();
    const shown = await rows();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toHaveTextContent('Door opened');
    expect(shown[0]).toHaveTextContent('Petr Svoboda');
    expect(shown[0]).toHaveTextContent('Door #3');
    expect(shown[0]).toHaveTextContent('Success');
    expect(shown[1]).toHaveTextContent('Gate pass');
    expect(shown[1]).toHaveTextContent('Device Závora garáž');
    expect(shown[1]).toHaveTextContent('Denied');
    expect(shown[2]).toHaveTextContent('Issue status changed');
    expect(shown[2]).toHaveTextContent('Unit 1.01 · Issue #12');
    // the narrow layout's cards carry the same rows
    expect(within(screen.getByTestId('audit-cards')).getAllByTestId('audit-card')).toHaveLength(3);
    expect(within(shown[0]).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', SAMPLE[0].at);
  });

  it('names actions and outcomes in Czech', async () => {
    await i18n.changeLanguage('cs');
    await renderAudit();
    const shown = await rows();
    expect(shown[0]).toHaveTextContent('Otevření dveří');
    expect(shown[0]).toHaveTextContent('Úspěch');
    expect(shown[1]).toHaveTextContent('Průjezd závorou');
    expect(shown[1]).toHaveTextContent('Zamítnuto');
    expect(shown[0]).toHaveTextContent('Dveře č. 3');
    expect(shown[2]).toHaveTextContent('Jednotka 1.01 · Závada č. 12');
    expect(screen.getByRole('button', { name: 'Exportovat CSV' })).toBeInTheDocument();
  });

  it('has a name for every action the log records, in both languages', () => {
    for (const lng of ['cs', 'en']) {
      for (const action of AUDIT_ACTIONS) {
        const key = `audit.actions.${action}`;
        expect(i18n.exists(key, { lng }), `${lng}: ${key}`).toBe(true);
        expect(typeof i18n.t(key, { lng })).toBe('string');
      }
    }
  });

  it('puts the filters into the query and the URL', async () => {
    const { api, user } = await renderAudit();
    await rows();
    await user.selectOptions(bar().getByRole('combobox', { name: 'Action' }), 'door.open');
    await waitFor(() => expect(lastCall(api).get('action')).toBe('door.open'));
    expect(window.location.search).toBe('?action=door.open');
    await waitFor(async () => expect(await rows()).toHaveLength(1));

    await user.selectOptions(bar().getByRole('combobox', { name: 'Outcome' }), 'success');
    await bar().findByRole('option', { name: '1.01' });
    await user.selectOptions(bar().getByRole('combobox', { name: 'Unit' }), '11');
    await waitFor(() => expect(lastCall(api).get('unit_id')).toBe('11'));
    expect(lastCall(api).get('outcome')).toBe('success');
    expect(lastCall(api).get('action')).toBe('door.open');

    fireEvent.change(bar().getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastCall(api).get('from')).toBe('2026-03-01'));
    expect(new URLSearchParams(window.location.search).get('from')).toBe('2026-03-01');

    await user.click(bar().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('takes a family and a user from the URL, and a name click filters by that user', async () => {
    const { api, user } = await renderAudit({ path: '/audit?action=parking.*&user_id=99&bogus=1' });
    await waitFor(() => expect(callsTo(api, 'GET', AUDIT).length).toBeGreaterThan(0));
    const first = query(callsTo(api, 'GET', AUDIT)[0].url);
    expect(first.get('action')).toBe('parking.*');
    expect(first.get('user_id')).toBe('99');
    expect(first.has('bogus')).toBe(false);
    expect(bar().getByRole('combobox', { name: 'Action' })).toHaveValue('parking.*');
    expect(screen.getByTestId('audit-user-chip')).toHaveTextContent('User: user no. 99');
    expect(await screen.findByText('Nothing matches the filters')).toBeInTheDocument();

    await user.click(bar().getByRole('button', { name: 'Clear filters' }));
    const petr = within(await table()).getAllByRole('button', { name: 'Petr Svoboda' })[0];
    await user.click(petr);
    await waitFor(() => expect(lastCall(api).get('user_id')).toBe('7'));
    expect(await screen.findByTestId('audit-user-chip')).toHaveTextContent('User: Petr Svoboda');
    await user.click(bar().getByRole('button', { name: 'Remove the user filter' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('filters by the object a row names, from a link too, and counts it on the phone’s filter button', async () => {
    const { api, user } = await renderAudit({ path: '/audit?target=gate:1&action=parking.*' });
    await waitFor(() => expect(callsTo(api, 'GET', AUDIT).length).toBeGreaterThan(0));
    expect(query(callsTo(api, 'GET', AUDIT)[0].url).get('target')).toBe('gate:1');
    expect(screen.getByTestId('audit-target-chip')).toHaveTextContent('Object: Gate #1');
    expect(screen.getByTestId('filter-toggle')).toHaveTextContent('Filters (2)');
    expect(await rows()).toHaveLength(1);

    await user.click(bar().getByRole('button', { name: 'Remove the object filter' }));
    await waitFor(() => expect(window.location.search).toBe('?action=parking.*'));
    await user.click(bar().getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('filter-toggle')).toHaveTextContent(/^Filters$/);
    // a row's object is a button that narrows the log to it
    const issue = within(await table()).getByRole('button', { name: 'Issue #12' });
    expect(issue).toHaveAttribute('title', 'Show only entries about Issue #12');
    await user.click(issue);
    await waitFor(() => expect(lastCall(api).get('target')).toBe('issue:12'));
    expect(window.location.search).toBe('?target=issue%3A12');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByTestId('filter-toggle')).toHaveTextContent('Filters (1)');
  });

  it('drops a malformed object from the URL, and shows an unknown kind as the server wrote it', async () => {
    const { api } = await renderAudit({ path: '/audit?target=door:0', routes: auditServer([entry({ target: 'vault:9' })]) });
    await rows();
    expect(query(callsTo(api, 'GET', AUDIT)[0].url).has('target')).toBe(false);
    expect(within(await table()).getByRole('button', { name: 'vault:9' })).toBeInTheDocument();
  });

  it('drops an unknown action from the URL instead of sending it', async () => {
    const { api } = await renderAudit({ path: '/audit?action=drop.tables' });
    await rows();
    expect(query(callsTo(api, 'GET', AUDIT)[0].url).has('action')).toBe(false);
  });

  it('reads the next keyset page with "Load more" and keeps the rows before', async () => {
    const many = Array.from({ length: 5 }, (_, i) => entry({ id: 50 - i, at: `2026-03-0${5 - i}T08:00:00.000Z` }));
    const { api, user } = await renderAudit({ routes: auditServer(many, 3) });
    expect(await rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(callsTo(api, 'GET', AUDIT).some((c) => query(c.url).get('cursor') === '48')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('exports the filtered rows as CSV from the export URL', async () => {
    const created = vi.fn((_: Blob) => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { api, user } = await renderAudit({ path: '/audit?action=door.open&from=2026-03-01' });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(api, 'GET', AUDIT_EXPORT)).toHaveLength(1));
    const q = query(callsTo(api, 'GET', AUDIT_EXPORT)[0].url);
    expect(q.get('action')).toBe('door.open');
    expect(q.get('from')).toBe('2026-03-01');
    expect(q.has('cursor')).toBe(false);
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('says when a failed export failed', async () => {
    const routes = { ...auditServer(), [`GET ${AUDIT_EXPORT}`]: { status: 500, body: { message: 'Internal error' } } };
    const { user } = await renderAudit({ routes });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/Internal error|Exporting the audit log failed|Failed to download file/)).toBeInTheDocument();
  });

  it('shows the empty state for a building without entries', async () => {
    await renderAudit({ routes: auditServer([]) });
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
    expect(screen.queryByTestId('audit-table')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the log cannot be read, and the rows after a retry', async () => {
    let fail = true;
    const ok = auditServer();
    const routes = {
      ...ok,
      [`GET ${AUDIT}`]: (init: RequestInit & { url: string }) => (fail ? { status: 500, body: { message: 'Server error' } } : (ok[`GET ${AUDIT}`] as (i: typeof init) => { body: unknown })(init)),
    };
    const { user } = await renderAudit({ routes });
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /^Retry$/ }));
    expect(await rows()).toHaveLength(3);
  });

  it('an answer of the wrong shape is the load error, not an empty log', async () => {
    await renderAudit({ routes: { ...auditServer(), [`GET ${AUDIT}`]: { body: { items: [], next_cursor: null } } } });
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No entries yet')).not.toBeInTheDocument();
  });
});

describe('who reaches it', () => {
  it('a building manager finds it in the navigation and in the palette, in both languages’ words', async () => {
    const { user } = await renderAudit({ path: '/', heading: /.+/ });
    expect((await screen.findAllByRole('link', { name: 'Audit log' }))[0]).toHaveAttribute('href', '/audit');
    const palette = await openPalette(user);
    await user.type(within(palette).getByRole('combobox'), 'historie');
    expect(await within(palette).findByTestId('command-nav.audit')).toHaveTextContent('Audit log');
  });

  it('a resident sees no nav entry and no command, and the page says it is not theirs', async () => {
    const { api, user } = await renderAudit({ me: resident(), path: '/', heading: /.+/ });
    await screen.findAllByRole('link', { name: 'Documents' });
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    const palette = await openPalette(user);
    await user.type(within(palette).getByRole('combobox'), 'audit');
    expect(within(palette).queryByTestId('command-nav.audit')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    window.history.pushState(null, '', '/audit');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('You cannot see this building’s audit log')).toBeInTheDocument();
    expect(callsTo(api, 'GET', AUDIT)).toHaveLength(0);
  });
});
