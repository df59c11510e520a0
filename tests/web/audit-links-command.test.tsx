/**
 * Issue 29 §3's rest: the CSV export of the filtered rows as a palette command (for holders of
 * audit:view only), the links to the log filtered by action from the door, pass and gate screens, and
 * the links to one object's entries (a door card, a gate passage).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../src/commands/types';
import { auditCommands } from '../../src/features/audit/commands';
import { AuditLink, ObjectAuditLink } from '../../src/ui/AuditLink';
import { auditTarget } from '../../contract/rules/audit';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { appStore } from '../../src/state/store';
import { AUDIT, AUDIT_EXPORT, query, renderAudit, resident, staff } from './audit-fixtures';
import { callsTo } from './parking-fixtures';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';

vi.mock('socket.io-client', () => import('./fakeSocket'));

afterEach(() => vi.unstubAllGlobals());

describe('audit export command', { timeout: 30_000 }, () => {
  const command = auditCommands.find((c) => c.id === 'audit.exportCsv')!;
  const ctx = (perms: string[]) => ({ buildingId: 1, location: '/', hasPermission: (c: string) => perms.includes(c) }) as unknown as CommandContext;

  it('is for holders of audit:view, found in both languages', () => {
    expect(command.isVisible!(ctx([]))).toBe(false);
    expect(command.isVisible!(ctx(['audit:view']))).toBe(true);
    expect(command.keywords).toEqual(expect.arrayContaining(['export', 'csv', 'exportovat', 'auditní']));
  });

  it('exports the rows the screen’s filters show', async () => {
    const created = vi.fn((_: Blob) => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { api, user } = await renderAudit({ path: '/audit?action=door.open' });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    await user.click(await waitFor(() => palette.querySelector('[data-testid="command-audit.exportCsv"]') as HTMLElement));
    await waitFor(() => expect(callsTo(api, 'GET', AUDIT_EXPORT)).toHaveLength(1));
    expect(query(callsTo(api, 'GET', AUDIT_EXPORT)[0].url).get('action')).toBe('door.open');
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });
});

describe('the "who" filter', { timeout: 30_000 }, () => {
  it('picks a person the log has named, and keeps the others selectable while it filters', async () => {
    const { api, user } = await renderAudit();
    const who = await screen.findByTestId('audit-filter-who');
    await waitFor(() => expect(within(who).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everyone', 'Eva Malá', 'Petr Svoboda']));
    await user.selectOptions(who, 'Eva Malá');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('user_id')).toBe('8'));
    await waitFor(() => expect(callsTo(api, 'GET', AUDIT).some((c) => query(c.url).get('user_id') === '8')).toBe(true));
    // the rows now name Eva only, yet Petr can still be picked
    expect(within(screen.getByTestId('audit-filter-who')).getByRole('option', { name: 'Petr Svoboda' })).toBeInTheDocument();
  });
});

describe('links to the filtered log', { timeout: 30_000 }, () => {
  async function renderLink(me: ReturnType<typeof staff>, action: string) {
    resetApp('/');
    signIn();
    appStore.set(selectedBuildingIdAtom, 1);
    mockApi({ 'GET /v1/users/me': { body: me } });
    renderWithApp(
      <>
        <AuditLink action={action} />
        <ObjectAuditLink target={auditTarget('door', 12)} name="Hlavní vchod" />
      </>,
    );
  }

  it('leads holders of audit:view from one object to its entries, named for screen readers', async () => {
    await renderLink(staff(), 'door.open');
    const link = await screen.findByRole('link', { name: 'Audit log: Hlavní vchod' });
    expect(link).toHaveAttribute('href', '/audit?target=door%3A12');
    expect(link).toHaveAttribute('data-testid', 'object-audit-link');
  });

  it('leads holders of audit:view to the log filtered by the screen’s action', async () => {
    await renderLink(staff(), 'qr.*');
    expect(await screen.findByTestId('audit-link')).toHaveAttribute('href', '/audit?action=qr.*');
  });

  it('is not there for those who may not read the log', async () => {
    await renderLink(resident(), 'door.open');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('audit-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('object-audit-link')).not.toBeInTheDocument();
  });
});
