/**
 * The desk's forms before anything is sent: what each record needs (the server's own checks in
 * contract/reception.ts say the same and answer 400 with their message when they refuse), and the
 * request each form's values make. Optional texts left blank are sent as null, not as "".
 */
import { formatISO, isValid, parseISO } from 'date-fns';
import { closingTimeAllowed, type MailType } from '../../../contract/rules/reception';
import type { FieldErrors } from '../../lib/useFormSubmit';
import type { RecordBody } from './api';

const optional = (text: string) => text.trim() || null;

export interface VisitorValues {
  name: string;
  unitId: number | null;
  purpose: string;
  notify: boolean;
}
export type VisitorField = 'name' | 'unitId';
/** the unit's people are told of a visitor unless the desk unticks it (the server's default too) */
export const EMPTY_VISITOR: VisitorValues = { name: '', unitId: null, purpose: '', notify: true };

export function validateVisitor(v: VisitorValues): FieldErrors<VisitorField> {
  const errors: FieldErrors<VisitorField> = {};
  if (!v.name.trim()) errors.name = 'reception.errors.nameRequired';
  if (v.unitId === null) errors.unitId = 'reception.errors.unitRequired';
  return errors;
}

export const visitorBody = (v: VisitorValues): RecordBody['visitors'] => ({ name: v.name.trim(), unit_id: v.unitId as number, purpose: optional(v.purpose), notify: v.notify });

export interface MailValues {
  unitId: number | null;
  type: MailType;
  sender: string;
  note: string;
  notify: boolean;
}
export type MailField = 'unitId';
export const EMPTY_MAIL: MailValues = { unitId: null, type: 'package', sender: '', note: '', notify: true };

export function validateMail(v: MailValues): FieldErrors<MailField> {
  return v.unitId === null ? { unitId: 'reception.errors.unitRequired' } : {};
}

export const mailBody = (v: MailValues): RecordBody['mail'] => ({ unit_id: v.unitId as number, type: v.type, sender: optional(v.sender), note: optional(v.note), notify: v.notify });

export interface KeyValues {
  keyId: string;
  borrower: string;
  /** none for a common key (the boiler room) */
  unitId: number | null;
  purpose: string;
  notify: boolean;
}
export type KeyField = 'keyId' | 'borrower';
/** a key loan is usually the desk's own business: nobody is told unless the desk ticks it (the server's default too) */
export const EMPTY_KEY: KeyValues = { keyId: '', borrower: '', unitId: null, purpose: '', notify: false };

export function validateKey(v: KeyValues): FieldErrors<KeyField> {
  const errors: FieldErrors<KeyField> = {};
  if (!v.keyId.trim()) errors.keyId = 'reception.errors.keyIdRequired';
  if (!v.borrower.trim()) errors.borrower = 'reception.errors.borrowerRequired';
  return errors;
}

/** Without a unit there is nobody to tell, whatever the box said. */
export const keyBody = (v: KeyValues): RecordBody['keys'] => ({
  key_id: v.keyId.trim(),
  borrower: v.borrower.trim(),
  unit_id: v.unitId,
  purpose: optional(v.purpose),
  notify: v.unitId !== null && v.notify,
});

/** A Date as a datetime-local value (yyyy-MM-ddTHH:mm, the browser's zone). */
export const localInputValue = (d: Date) => formatISO(d).slice(0, 16);

export interface CollectValues {
  collectedBy: string;
  /** datetime-local; the form starts it at the time it opened */
  at: string;
}
export type CollectField = 'at';

/**
 * The collection time is sent only when the desk changed it: left as it was, the server stamps its
 * own now, so a desk PC's clock or a dialog left open a while cannot make it wrong.
 */
export function collectBody(v: CollectValues, openedAt: string): { at?: string; collected_by: string | null } {
  return { collected_by: optional(v.collectedBy), ...(v.at !== openedAt ? { at: formatISO(parseISO(v.at)) } : {}) };
}

/** A changed time must be readable, not before the mail came and not in the future (contract closingTimeAllowed). */
export function validateCollect(v: CollectValues, openedAt: string, receivedAt: string, now: number = Date.now()): FieldErrors<CollectField> {
  if (v.at === openedAt) return {};
  const at = parseISO(v.at);
  if (!v.at || !isValid(at)) return { at: 'reception.errors.timeRequired' };
  return closingTimeAllowed(receivedAt, at.toISOString(), now) ? {} : { at: 'reception.errors.collectTime' };
}
