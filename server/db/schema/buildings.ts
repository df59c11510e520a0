import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface BuildingsTable {
  id: Generated<number>;
  name: string;
  code: string;
  address: string;
  image_path: string | null;
  created_at: Ts;
}

export interface BuildingInfoTable {
  building_id: number;
  type: string | null;
  construction_year: number | null;
  reconstruction_year: number | null;
  floor_count: number | null;
  elevator_count: number | null;
  visitor_spots: number | null;
  resident_spots: number | null;
  garage_count: number | null;
  reception_is_present: Flag;
  reception_location: string | null;
  reception_phone: string | null;
  reception_email: string | null;
  /** JSON: { "monday": [{ "from": "08:00", "to": "12:00" }], … } */
  reception_opening_hours: string;
  updated_at: Ts;
}

export interface BuildingManagersTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  sort: number;
}

export interface BuildingEmergencyContactsTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  type: string | null;
  phone: string | null;
  email: string | null;
  sort: number;
}
