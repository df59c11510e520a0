/** Fake QR pass answers as the server sends them (contract/qr.ts), and a signed-in app at /qr-access. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QrCode, QrUser } from '../../contract/qr';
import type { Me } from '../../contract/users';
import type { Unit } from '../../contract/units';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { WITH_PARKING, WITHOUT_PARKING, member, type Routes } from './parking-fixtures';

export const UNIT = WITH_PARKING;
export const OTHER_UNIT = WITHOUT_PARKING;
export const qrPath = (unitId: number) => `/v1/buildings/1/units/${unitId}/qr-codes`;
export const QR_PATH = qrPath(UNIT.id);
/** 32 base64url characters, as QR_CODE_PATTERN wants */
export const codeOf = (c: string) => c.repeat(32).slice(0, 32);

export const pass = (over: Partial<QrCode>): QrCode => ({
  qr_code: codeOf('A'),
  type: 'permanent',
  valid_from: null,
  valid_to: null,
  is_active: true,
  is_used: false,
  created_at: '2026-03-01T10:00:00.000Z',
  recipient_name: null,
  ...over,
});

export const USERS: QrUser[] = [
  {
    user_id: null,
    name: 'Petr Svoboda',
    email: 'petr@example.cz',
    qr_codes: [pass({ qr_code: codeOf('P') }), pass({ qr_code: codeOf('U'), type: 'one_time', is_used: true })],
  },
  {
    user_id: 7,
    name: null,
    email: 'eva@example.cz',
    qr_codes: [pass({ qr_code: codeOf('E'), type: 'time_limited', valid_from: '2026-04-01T08:00:00.000Z', valid_to: '2026-04-02T08:00:00.000Z', is_active: false })],
  },
];

export function qrRoutes(me: Me, units: Unit[], over: Routes = {}): Routes {
  return {
    ...shellRoutes(me, units),
    [`GET ${QR_PATH}`]: { body: { users: USERS } },
    ...over,
  };
}

/** Signs in, opens `path` and waits for the QR heading. */
export async function renderQr({ me = member(), units = [UNIT], over = {}, path = '/qr-access' }: { me?: Me; units?: Unit[]; over?: Routes; path?: string } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(qrRoutes(me, units, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'QR access', level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}
