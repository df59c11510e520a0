/** Fake audit answers as the server sends them (contract/audit.ts), a small keyset server over them, and the signed-in app on /audit. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../contract/audit';
import { PERMISSION } from '../../contract/rules/permissions';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, unit, type Routes } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

export const AUDIT = '/v1/buildings/1/audit';
export const AUDIT_EXPORT = `${AUDIT}/export`;
export const UNIT = unit(11, '1.01', true);

/** A building manager: audit:view in building 1, as /users/me answers it. */
export const staff = (): Me => member([PERMISSION.auditView], 'manager');
export const resident = (): Me => member([], 'owner');

export const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-03-02T09:15:00.000Z',
  user_id: 7,
  user_name: 'Petr Svoboda',
  device_id: null,
  device_name: null,
  action: 'door.open',
  unit_id: null,
  unit_number: null,
  target: 'door:3',
  outcome: 'success',
  detail: null,
  ...over,
});

/** Newest first, as the server orders them. */
export const SAMPLE: AuditEntry[] = [
  entry({ id: 5, action: 'door.open', at: '2026-03-05T10:00:00.000Z' }),
  entry({ id: 4, action: 'parking.gate.pass', user_id: null, user_name: null, device_id: 2, device_name: 'Závora garáž', target: 'gate:1', outcome: 'denied', at: '2026-03-04T10:00:00.000Z' }),
  entry({ id: 3, action: 'issue.status', user_id: 8, user_name: 'Eva Malá', unit_id: 11, unit_number: '1.01', target: 'issue:12', at: '2026-03-03T10:00:00.000Z' }),
];

export const query = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** The list route: keyset pages of `pageSize` (the cursor is the last id of the page before), filtered by action, user and object. */
export function auditServer(items: AuditEntry[] = SAMPLE, pageSize = 50): Routes {
  return {
    [`GET ${AUDIT}`]: (init) => {
      const q = query(init.url);
      let list = items;
      const action = q.get('action');
      if (action) list = list.filter((e) => (action.endsWith('.*') ? e.action.startsWith(action.slice(0, -1)) : e.action === action));
      const userId = q.get('user_id');
      if (userId) list = list.filter((e) => String(e.user_id) === userId);
      const target = q.get('target');
      if (target) list = list.filter((e) => e.target === target);
      const cursor = q.get('cursor');
      if (cursor) list = list.filter((e) => e.id < Number(cursor));
      const page = list.slice(0, pageSize);
      return { body: { entries: page, next_cursor: list.length > pageSize ? String(page[page.length - 1].id) : null } };
    },
    [`GET ${AUDIT_EXPORT}`]: { body: 'id,at\n' },
    'GET /v1/buildings/1/units': { body: { units: [summaryOf(UNIT)] } },
  };
}

/** Signs in and opens `path`; waits for the h1 ('Audit log' / 'Auditní záznam' unless told). */
export async function renderAudit({ me = staff(), path = '/audit', routes = auditServer(), heading = /^(Audit log|Auditní záznam)$/ }: { me?: Me; path?: string; routes?: Routes; heading?: string | RegExp } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi({ ...routes, ...shellRoutes(me) });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}
