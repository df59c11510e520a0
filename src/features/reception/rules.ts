/**
 * The desk's forms: their empty values and the request each form's values make. What each record
 * needs is the contract's (contract/reception.ts): the forms check it with the record route's own
 * schema (useDeskRecord), so the desk is told exactly what the server would answer. Optional texts
 * left blank are sent as null, not as "". Field names are the body's, so the schema's errors land
 * under the field they name.
 */
import { formatISO, isValid, parseISO } from 'date-fns';
import type { z } from 'zod';
import { closingTimeAllowed, type MailType } from '../../../contract/rules/reception';
import type { RecordBody } from './api';

const optional = (text: string) => text.trim() || null;

export interface VisitorValues {
  name: string;
  unit_id: number | null;
  purpose: string;
  notify: boolean;
}
/** the unit's people are told of a visitor unless the desk unticks it (the server's default too) */
export const EMPTY_VISITOR: VisitorValues = { name: '', unit_id: null, purpose: '', notify: true };

// a missing unit is sent as null: the schema refuses it with the unit's message
export const visitorBody = (v: VisitorValues): RecordBody['visitors'] => ({ name: v.name.trim(), unit_id: v.unit_id as number, purpose: optional(v.purpose), notify: v.notify });

export interface MailValues {
  unit_id: number | null;
  type: MailType;
  sender: string;
  note: string;
  notify: boolean;
}
export const EMPTY_MAIL: MailValues = { unit_id: null, type: 'package', sender: '', note: '', notify: true };

export const mailBody = (v: MailValues): RecordBody['mail'] => ({ unit_id: v.unit_id as number, type: v.type, sender: optional(v.sender), note: optional(v.note), notify: v.notify });

export interface KeyValues {
  key_id: string;
  borrower: string;
  /** none for a common key (the boiler room) */
  unit_id: number | null;
  purpose: string;
  notify: boolean;
}
/** a key loan is usually the desk's own business: nobody is told unless the desk ticks it (the server's default too) */
export const EMPTY_KEY: KeyValues = { key_id: '', borrower: '', unit_id: null, purpose: '', notify: false };

/** Without a unit there is nobody to tell, whatever the box said. */
export const keyBody = (v: KeyValues): RecordBody['keys'] => ({
  key_id: v.key_id.trim(),
  borrower: v.borrower.trim(),
  unit_id: v.unit_id,
  purpose: optional(v.purpose),
  notify: v.unit_id !== null && v.notify,
});

/** A Date as a datetime-local value (yyyy-MM-ddTHH:mm, the browser's zone). */
export const localInputValue = (d: Date) => formatISO(d).slice(0, 16);

export interface CollectValues {
  collected_by: string;
  /** datetime-local; the form starts it at the time it opened */
  at: string;
}

/**
 * The collection time is sent only when the desk changed it: left as it was, the server stamps its
 * own now, so a desk PC's clock or a dialog left open a while cannot make it wrong. A time that is
 * no time at all is sent as typed, for the schema to refuse.
 */
export function collectBody(v: CollectValues, openedAt: string): { at?: string; collected_by: string | null } {
  if (v.at === openedAt) return { collected_by: optional(v.collected_by) };
  const at = parseISO(v.at);
  return { collected_by: optional(v.collected_by), at: isValid(at) ? formatISO(at) : v.at };
}

/**
 * The collect route's body schema with the server's other rule on a changed time: not before the
 * mail came and not in the future (contract closingTimeAllowed; the server judges it against its now).
 */
export const collectSchema = (body: z.ZodType, receivedAt: string, now: () => number = Date.now) =>
  body.superRefine((value, ctx) => {
    const at = (value as { at?: string }).at;
    if (at !== undefined && isValid(parseISO(at)) && !closingTimeAllowed(receivedAt, at, now())) {
      ctx.addIssue({ code: 'custom', path: ['at'], message: 'reception.errors.collectTime' });
    }
  });
