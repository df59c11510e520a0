import type { Generated } from 'kysely';
import type { Ts } from './columns';

/** A zone of a building's fire panel (migration 013); status 0 is OK, anything else an alarm. */
export interface FireZonesTable {
  id: Generated<number>;
  building_id: number;
  /** the panel (devices.kind 'fire_alarm') */
  device_id: number;
  number: number;
  sub_number: number | null;
  /** the zone's name; empty: the SPA shows 'Zone {number}' */
  text: string | null;
  type: string;
  status: number;
  alarm_since: Ts | null;
  acknowledged_at: Ts | null;
  acknowledged_by: number | null;
  ack_note: string | null;
  updated_at: Ts;
}
