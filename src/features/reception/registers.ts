/**
 * The desk's three registers as data (contract/reception.ts): what each list answer and each single
 * answer call their rows, and when it was opened and closed. The rest of the
 * screen is written once over these.
 */
import type { KeyLoan, MailItem, Visitor } from '../../../contract/reception';
import type { ReceptionTab } from './screen';

export interface EntryOf {
  visitors: Visitor;
  mail: MailItem;
  keys: KeyLoan;
}
export type ReceptionEntry = EntryOf[ReceptionTab];

export const REGISTERS = {
  visitors: { listField: 'visitors', entryField: 'visitor' },
  mail: { listField: 'mail', entryField: 'mail' },
  keys: { listField: 'keys', entryField: 'key' },
} as const satisfies Record<ReceptionTab, { listField: string; entryField: string }>;

/** When the entry was closed (check-out, collection, return); null while it is open. */
export function closedAt(entry: ReceptionEntry): string | null {
  if ('left_at' in entry) return entry.left_at;
  if ('collected_at' in entry) return entry.collected_at;
  return entry.returned_at;
}

/** When the entry was opened (arrival, receipt, loan). */
export function openedAt(entry: ReceptionEntry): string {
  if ('arrived_at' in entry) return entry.arrived_at;
  if ('received_at' in entry) return entry.received_at;
  return entry.borrowed_at;
}
