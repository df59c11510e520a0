import type { Generated } from 'kysely';
import type { Ts } from './columns';

/** One cleaning of a building (migration 017). */
export interface CleaningEventsTable {
  id: Generated<number>;
  building_id: number;
  status: 'started' | 'finished';
  started_at: Ts;
  finished_at: Ts | null;
  duration_minutes: number | null;
  started_by: number | null;
  finished_by: number | null;
  note: string | null;
}
