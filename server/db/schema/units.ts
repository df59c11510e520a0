import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface UnitsTable {
  id: Generated<number>;
  building_id: number;
  unique_id: string;
  number: string;
  identifier: string;
  type: 'apartment' | 'commercial' | 'garage' | 'cellar' | 'storage' | 'parking' | 'other';
  floor: number;
  area: number | null;
  has_parking: Flag;
  doorbell_enabled: Flag;
  doorbell_name: string;
  elevator_enabled: Flag;
  elevator_auto_on_card: Flag;
  elevator_auto_on_intercom: Flag;
  maintenance_note: string;
  created_at: Ts;
  updated_at: Ts;
}

export interface UnitAccessTable {
  id: Generated<number>;
  user_id: number;
  unit_id: number;
  role: 'owner' | 'tenant' | 'admin' | 'guest';
  valid_from: Ts | null;
  valid_until: Ts | null;
}
