/**
 * Pure QR helpers of the screen and the palette: the create form's values and body (its checks are
 * the route's schema, useQrCreate.ts), and the list's shapes.
 */
import type { QrCreateInput, QrCode, QrUser } from '../../../contract/qr';
import { QR_DEFAULT_ACCESS_TYPE, canDeactivate, type QrAccessType } from '../../../contract/rules/qr';

export const passHref = (code: string) => `/qr-access/${encodeURIComponent(code)}`;
/** The QR screen on a unit: staff's choice lives in ?unit=ID (as on /parking). */
export const qrHref = (unitId: number | null) => (unitId === null ? '/qr-access' : `/qr-access?unit=${unitId}`);

/** The create form's values; the fields carry the body's names, so the schema's messages land under them. */
export interface QrFormValues {
  /** one per line or comma separated */
  emails: string;
  recipient_name: string;
  access_type: QrAccessType;
  /** datetime-local values (yyyy-MM-ddTHH:mm, the browser's zone) */
  valid_from: string;
  valid_to: string;
}

export const EMPTY_QR_FORM: QrFormValues = { emails: '', recipient_name: '', access_type: QR_DEFAULT_ACCESS_TYPE, valid_from: '', valid_to: '' };

/** One per line or comma (or semicolon) separated, blanks dropped, each once. */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n,;]+/)) {
    const email = part.trim();
    if (email) seen.add(email);
  }
  return [...seen];
}

/** A datetime-local value as an ISO instant, '' when empty or unreadable. */
export function localToIso(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** The create call's body (spec 001 §7: the unit repeated, autoelevator always 1); times only for time_limited. */
export function toCreateInput(values: QrFormValues, unitId: number | null): QrCreateInput {
  const timed = values.access_type === 'time_limited';
  return {
    emails: parseEmails(values.emails),
    unit_id: unitId ?? undefined,
    access_type: values.access_type,
    recipient_name: values.recipient_name.trim() || null,
    autoelevator: 1,
    valid_from: timed ? localToIso(values.valid_from) || null : null,
    valid_to: timed ? localToIso(values.valid_to) || null : null,
  };
}

export interface PassRef {
  code: QrCode;
  user: QrUser;
}

/** Every pass of the list with its recipient. */
export const allPasses = (users: readonly QrUser[]): PassRef[] => users.flatMap((user) => user.qr_codes.map((code) => ({ code, user })));
/** The passes that still open doors (the palette's show and deactivate lists). */
export const activePasses = (users: readonly QrUser[]): PassRef[] => allPasses(users).filter((p) => canDeactivate(p.code));
export const findPass = (users: readonly QrUser[] | undefined, code: string | null): PassRef | null =>
  (code && users ? allPasses(users).find((p) => p.code.qr_code === code) : null) ?? null;
