import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface ParkingSpacesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number | null;
  name: string;
  location: string | null;
  floor: number | null;
  is_active: Flag;
  created_at: Ts;
  updated_at: Ts;
}

export interface LicensePlatesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number;
  /** normalised: upper case, no spaces (contract/rules/parking.ts) */
  license_plate: string;
  name: string | null;
  email: string | null;
  parking_space_id: number | null;
  type: 'permanent' | 'temporary';
  valid_from: Ts;
  /** end of the chosen day in Prague, as UTC; null for permanent */
  valid_to: Ts | null;
  note: string | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface GateEventsTable {
  id: Generated<number>;
  building_id: number;
  device_id: number | null;
  /** the unit the pass belongs to; null for a plate no unit has */
  unit_id: number | null;
  license_plate: string;
  direction: string;
  access_time: Ts;
  was_granted: Flag;
  /** contract/rules/parking.ts GATE_REASONS */
  reason: string;
  /** the gate's name at the time of the pass */
  door_name: string;
  /** server-made path under the files folder; null when no photo was taken */
  photo_path: string | null;
  photo_mime: string | null;
  /** the staff member who recorded a manual pass or asked an access check */
  created_by: number | null;
}

/** Totals kept beside a history by the database's triggers (migration 021): kind and scope → rows. */
export interface HistoryCountsTable {
  kind: 'gate_building' | 'gate_unit';
  scope_id: number;
  n: number | string;
}
