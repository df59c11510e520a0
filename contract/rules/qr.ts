/**
 * QR pass rules shared by the SPA and the server (spec 001 §3, §4, §5, §9; issue 10). Plain
 * TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */

export const QR_ACCESS_TYPES = ['permanent', 'time_limited', 'one_time'] as const;
export type QrAccessType = (typeof QR_ACCESS_TYPES)[number];
/** spec 001 §9: default QR type permanent */
export const QR_DEFAULT_ACCESS_TYPE: QrAccessType = 'permanent';

/** One create call makes one pass per e-mail; more than this in one call is refused (issue 10 "Bad input"). */
export const QR_EMAILS_MAX = 20;
export const QR_RECIPIENT_NAME_MAX = 100;
export const QR_EMAIL_MAX = 254;

/** spec 001 §2, §9: the image is 220 px, highest error correction, downloaded as qrcode.png. */
export const QR_IMAGE_PX = 220;
export const QR_ERROR_CORRECTION = 'H' as const;
export const QR_FILE_NAME = 'qrcode.png';

/**
 * A pass's code: 24 random bytes (192 bits) in base64url, 32 characters, never derived from an id
 * (issue 10 §2). The pattern is what the server accepts as a code anywhere (reader, public page).
 */
export const QR_CODE_BYTES = 24;
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const isQrCode = (s: string) => QR_CODE_PATTERN.test(s);

/** spec 001 §4: active, used (active and used), inactive. */
export type QrStatus = 'active' | 'used' | 'inactive';
export function qrStatus(pass: { is_active: boolean; is_used: boolean }): QrStatus {
  if (!pass.is_active) return 'inactive';
  return pass.is_used ? 'used' : 'active';
}
/** Deactivation (the delete action) is offered only for active codes (spec 001 §4). */
export const canDeactivate = (pass: { is_active: boolean; is_used: boolean }) => qrStatus(pass) === 'active';

export type QrTimesProblem = 'times_required' | 'end_before_start' | 'already_ended';
/**
 * spec 001 §5: a time_limited pass needs both start and end, and the end cannot be earlier than the
 * start. Other types carry no times. Times are ISO strings (compared as instants). Given `now` (the
 * moment of creating it), a window that has already ended is refused too: such a pass could never
 * open a door (issue 30 §2; it was created with 201).
 */
export function qrTimesProblem(
  type: QrAccessType,
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  now?: string,
): QrTimesProblem | null {
  if (type !== 'time_limited') return null;
  if (!validFrom || !validTo) return 'times_required';
  if (Date.parse(validTo) < Date.parse(validFrom)) return 'end_before_start';
  if (now !== undefined && Date.parse(validTo) < Date.parse(now)) return 'already_ended';
  return null;
}

export const QR_SCAN_REASONS = ['granted', 'unknown', 'inactive', 'used', 'not_yet_valid', 'expired', 'creator_lost_access'] as const;
export type QrScanReason = (typeof QR_SCAN_REASONS)[number];

export interface ScannedPass {
  type: QrAccessType;
  is_active: boolean;
  used_at: string | null;
  valid_from: string | null;
  valid_to: string | null;
}

/**
 * The reader's decision for one moment (issue 10 §2): permanent while active; time_limited only
 * inside [valid_from, valid_to]; one_time until it is used (the server then marks it used with one
 * conditional update, so of two simultaneous scans only one wins). A pass never outlives its
 * creator's own access to the unit. `pass` is null for a code unknown in the reader's building.
 */
export function scanDecision(pass: ScannedPass | null, at: string, creatorHasAccess: boolean): QrScanReason {
  if (!pass) return 'unknown';
  if (!pass.is_active) return 'inactive';
  if (pass.type === 'one_time' && pass.used_at !== null) return 'used';
  if (pass.type === 'time_limited') {
    const t = Date.parse(at);
    if (pass.valid_from && t < Date.parse(pass.valid_from)) return 'not_yet_valid';
    if (pass.valid_to && t > Date.parse(pass.valid_to)) return 'expired';
  }
  if (!creatorHasAccess) return 'creator_lost_access';
  return 'granted';
}
