/**
 * Pure QR helpers of the screen and the palette: the create form's values and checks (spec 001 §5,
 * with the shared rules of contract/rules/qr.ts), and the list's shapes.
 */
import type { QrCreateInput, QrCode, QrUser } from '../../../contract/qr';
import { QR_DEFAULT_ACCESS_TYPE, QR_EMAILS_MAX, qrTimesProblem, canDeactivate, type QrAccessType } from '../../../contract/rules/qr';

export const qrCodesKey = (buildingId: number, unitId: number) => `/buildings/${buildingId}/units/${unitId}/qr-codes`;
export const passHref = (code: string) => `/qr-access/${encodeURIComponent(code)}`;
/** The QR screen on a unit: staff's choice lives in ?unit=ID (as on /parking). */
export const qrHref = (unitId: number | null) => (unitId === null ? '/qr-access' : `/qr-access?unit=${unitId}`);

export interface QrFormValues {
  emails: string;
  recipientName: string;
  type: QrAccessType;
  /** datetime-local values (yyyy-MM-ddTHH:mm, the browser's zone) */
  validFrom: string;
  validTo: string;
}

export const EMPTY_QR_FORM: QrFormValues = { emails: '', recipientName: '', type: QR_DEFAULT_ACCESS_TYPE, validFrom: '', validTo: '' };

export type QrField = 'unit' | 'emails' | 'validFrom' | 'validTo';
/** field → i18n key of its error (its values: qrErrorValues) */
export type QrFormErrors = Partial<Record<QrField, string>>;

/** One per line or comma (or semicolon) separated, blanks dropped, each once. */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n,;]+/)) {
    const email = part.trim();
    if (email) seen.add(email);
  }
  return [...seen];
}

// the server's check (zod's email) decides; this only catches what is plainly not an address
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A datetime-local value as an ISO instant, '' when empty or unreadable. */
export function localToIso(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

const firstBadEmail = (text: string) => parseEmails(text).find((e) => !EMAIL.test(e));

/** The values the error texts name: the first bad address, the most addresses at once. */
export const qrErrorValues = (values: QrFormValues) => ({ email: firstBadEmail(values.emails) ?? '', max: QR_EMAILS_MAX });

/**
 * spec 001 §5: unit required; e-mail required; time_limited needs both times, end not before start,
 * and (issue 30 §2, as the server checks it) an end not already past at `now`.
 */
export function validateQrForm(values: QrFormValues, unitId: number | null, now: string): QrFormErrors {
  const errors: QrFormErrors = {};
  if (unitId === null) errors.unit = 'qr.form.errors.unitRequired';
  const emails = parseEmails(values.emails);
  if (emails.length === 0) errors.emails = 'qr.form.errors.emailRequired';
  else if (firstBadEmail(values.emails)) errors.emails = 'qr.form.errors.emailInvalid';
  else if (emails.length > QR_EMAILS_MAX) errors.emails = 'qr.form.errors.tooMany';
  const problem = qrTimesProblem(values.type, localToIso(values.validFrom), localToIso(values.validTo), now);
  if (problem === 'times_required') {
    if (!localToIso(values.validFrom)) errors.validFrom = 'qr.form.errors.timesRequired';
    if (!localToIso(values.validTo)) errors.validTo = 'qr.form.errors.timesRequired';
  } else if (problem === 'end_before_start') errors.validTo = 'qr.form.errors.endBeforeStart';
  else if (problem === 'already_ended') errors.validTo = 'qr.form.errors.alreadyEnded';
  return errors;
}

/** The create call's body (spec 001 §7: the unit repeated, autoelevator always 1); times only for time_limited. */
export function toCreateInput(values: QrFormValues, unitId: number): QrCreateInput {
  const timed = values.type === 'time_limited';
  return {
    emails: parseEmails(values.emails),
    unit_id: unitId,
    access_type: values.type,
    recipient_name: values.recipientName.trim() || null,
    autoelevator: 1,
    valid_from: timed ? localToIso(values.validFrom) : null,
    valid_to: timed ? localToIso(values.validTo) : null,
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
