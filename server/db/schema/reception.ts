import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

/** Reception desk entries (migration 018): a visitor's stay, a piece of mail, a key loan. */
interface ReceptionEntryColumns {
  id: Generated<number>;
  building_id: number;
  /** 1 when the unit's people were to be told as it was recorded */
  notified: Flag;
  /** the searchable text folded (contract/rules/text.ts foldText) */
  search_text: string;
  recorded_by: number | null;
  closed_by: number | null;
  created_at: Ts;
}

export interface ReceptionVisitorsTable extends ReceptionEntryColumns {
  unit_id: number;
  name: string;
  purpose: string | null;
  arrived_at: Ts;
  left_at: Ts | null;
}

export interface ReceptionMailTable extends ReceptionEntryColumns {
  unit_id: number;
  type: 'package' | 'letter' | 'registered';
  sender: string | null;
  note: string | null;
  received_at: Ts;
  collected_at: Ts | null;
  collected_by: string | null;
}

export interface ReceptionKeyLoansTable extends ReceptionEntryColumns {
  unit_id: number | null;
  key_label: string;
  /** the label folded: one open loan per key and building */
  key_norm: string;
  borrower: string;
  purpose: string | null;
  borrowed_at: Ts;
  returned_at: Ts | null;
}
