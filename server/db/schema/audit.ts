import type { Generated } from 'kysely';
import type { Ts } from './columns';

export interface AuditLogTable {
  id: Generated<number>;
  at: Ts;
  user_id: number | null;
  action: string;
  building_id: number | null;
  unit_id: number | null;
  target: string | null;
  outcome: string;
  detail: string | null;
  /** the device that acted (a gate decision), when no person did */
  device_id: number | null;
}
