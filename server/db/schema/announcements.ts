import type { Generated } from 'kysely';
import type { Ts } from './columns';

export interface AnnouncementsTable {
  id: Generated<number>;
  building_id: number;
  message: string;
  announcement_type: 'general' | 'warning' | 'maintenance';
  importance: 'low' | 'normal' | 'high';
  valid_to: Ts | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}
