import type { Generated } from 'kysely';
import type { Ts } from './columns';

export interface FloorplansTable {
  id: Generated<number>;
  building_id: number;
  floor: number;
  name: string;
  description: string | null;
  type: 'public' | 'technical' | 'unit';
  access_level: 'public' | 'admin' | 'technical' | 'unit_only';
  file_path: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}
