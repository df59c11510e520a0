import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface QrPassesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number;
  /** the pass's secret: a long random value (contract/rules/qr.ts), unique */
  code: string;
  /** contract/rules/qr.ts QR_ACCESS_TYPES */
  type: 'permanent' | 'time_limited' | 'one_time';
  /** the recipient's e-mail, lower case */
  email: string;
  recipient_name: string | null;
  /** time_limited only; UTC ISO */
  valid_from: Ts | null;
  valid_to: Ts | null;
  autoelevator: Flag;
  is_active: Flag;
  /** when a one-time pass was used (set once, by a conditional update) */
  used_at: Ts | null;
  created_by: number | null;
  created_at: Ts;
  deactivated_at: Ts | null;
  deactivated_by: number | null;
}

export interface DeviceKeysTable {
  id: Generated<number>;
  building_id: number;
  /** sha-256 (hex) of the key; the key itself is shown once when issued */
  key_hash: string;
  label: string | null;
  created_by: number | null;
  created_at: Ts;
  revoked_at: Ts | null;
}
