/** Fake reception answers as the server sends them (contract/reception.ts), and the signed-in app at /reception. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyLoan, MailItem, Visitor } from '../../contract/reception';
import { PERMISSION } from '../../contract/rules/permissions';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { shellRoutes } from './doors-fixtures';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { member, type Routes } from './parking-fixtures';
import { summaryOf, vltavaUnit } from './units-fixtures';

export const RECEPTION_PATH = '/v1/buildings/1/reception';
export const VISITORS_PATH = `${RECEPTION_PATH}/visitors`;
export const MAIL_PATH = `${RECEPTION_PATH}/mail`;
export const KEYS_PATH = `${RECEPTION_PATH}/keys`;
export const UNITS_PATH = '/v1/buildings/1/units';

/** The desk (reception:manage in building 1) and a tenant (reads their units' entries only). */
export const desk = () => member([PERMISSION.receptionManage], 'reception');
export const tenant = () => member([], 'tenant');

/** Units of building 1 as GET /buildings/1/units lists them for the desk. */
export const UNITS = [vltavaUnit(23, '2.03'), vltavaUnit(11, '1.01'), vltavaUnit(31, '3.01', { type: 'commercial', type_name: 'Commercial space' })].map(summaryOf);

const entry = { building_id: 1, notified: true, recorded_by_name: 'Recepce Novotná' };

export const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  ...entry,
  id: 7,
  unit_id: 23,
  unit_label: '2.03',
  name: 'Jan Novák',
  purpose: 'Oprava kotle',
  arrived_at: '2026-11-20T08:05:00.000Z',
  left_at: null,
  ...over,
});

export const mail = (over: Partial<MailItem> = {}): MailItem => ({
  ...entry,
  id: 3,
  unit_id: 23,
  unit_label: '2.03',
  type: 'package',
  sender: 'Zásilkovna',
  note: null,
  received_at: '2026-11-20T09:10:00.000Z',
  collected_at: null,
  collected_by: null,
  ...over,
});

export const keyLoan = (over: Partial<KeyLoan> = {}): KeyLoan => ({
  ...entry,
  notified: false,
  id: 5,
  unit_id: null,
  unit_label: null,
  key_id: 'K-12 kotelna',
  borrower: 'Servis Therm s.r.o.',
  purpose: 'Revize kotle',
  borrowed_at: '2026-11-20T10:00:00.000Z',
  returned_at: null,
  ...over,
});

interface ListOptions {
  manage?: boolean;
  next?: string | null;
}
export const visitorsBody = (visitors: Visitor[], { manage = true, next = null }: ListOptions = {}) => ({ visitors, next_cursor: next, can: { manage } });
export const mailBody = (items: MailItem[], { manage = true, next = null }: ListOptions = {}) => ({ mail: items, next_cursor: next, can: { manage } });
export const keysBody = (keys: KeyLoan[], { manage = true, next = null }: ListOptions = {}) => ({ keys, next_cursor: next, can: { manage } });

/** The three registers with one open and one closed entry each; `manage` is the server's `can.manage`. */
export function receptionRoutes(me: Me, { manage = true, over = {} }: { manage?: boolean; over?: Routes } = {}): Routes {
  return {
    ...shellRoutes(me),
    [`GET ${UNITS_PATH}`]: { body: { units: UNITS } },
    [`GET ${VISITORS_PATH}`]: { body: visitorsBody([visitor(), visitor({ id: 6, name: 'Eva Malá', unit_id: 11, unit_label: '1.01', purpose: null, left_at: '2026-11-19T17:30:00.000Z', notified: false })], { manage }) },
    [`GET ${MAIL_PATH}`]: {
      body: mailBody([mail(), mail({ id: 2, type: 'registered', sender: 'Finanční úřad', collected_at: '2026-11-19T16:00:00.000Z', collected_by: 'Petra Dvořáková', notified: false })], { manage }),
    },
    [`GET ${KEYS_PATH}`]: { body: keysBody([keyLoan(), keyLoan({ id: 4, key_id: 'K-03', unit_id: 23, unit_label: '2.03', borrower: 'Jana Nováková', purpose: null, returned_at: '2026-11-18T12:00:00.000Z' })], { manage }) },
    ...over,
  };
}

/** Signs in, opens `path` and waits for the page's h1 (English unless the test switched language). */
export async function renderReception({ me = desk(), manage = true, over = {}, path = '/reception', heading = /^(Reception|Recepce)$/ }: { me?: Me; manage?: boolean; over?: Routes; path?: string; heading?: RegExp } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(receptionRoutes(me, { manage, over }));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}
