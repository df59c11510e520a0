/**
 * What a palette row says of an open entry, so the desk can tell two alike apart: who or what
 * (the visitor, the mail's type and sender, the key), then the unit and since when.
 */
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';
import type { EntryOf } from './registers';
import type { ReceptionTab } from './screen';

export interface OpenEntryRow {
  label: string;
  detail: string;
}

const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ');

export function openEntryRow<T extends ReceptionTab>(t: TFunction, tab: T, entry: EntryOf[T]): OpenEntryRow {
  if (tab === 'visitors') {
    const v = entry as EntryOf['visitors'];
    return { label: v.name, detail: joined(v.unit_label, formatDateTime(v.arrived_at)) };
  }
  if (tab === 'mail') {
    const m = entry as EntryOf['mail'];
    return { label: joined(t(`reception.mailType.${m.type}`), m.sender), detail: joined(m.unit_label, formatDateTime(m.received_at)) };
  }
  const k = entry as EntryOf['keys'];
  return { label: k.key_id, detail: joined(k.borrower, k.unit_label ?? t('reception.noUnit'), formatDateTime(k.borrowed_at)) };
}
