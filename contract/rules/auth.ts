/** Account rules both sides apply (spec 000 §5, 001 §5). Plain TypeScript: no zod, no server code. */

const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing a huge body cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX = 254;
export const PERSON_NAME_MAX = 200;
export const PHONE_MAX = 40;
export const INVITATION_CODE_MAX = 200;
export const REGISTRATION_NOTE_MAX = 2000;

/** The spec's password rule: at least 8 characters with at least one letter and one digit. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

/** What the registration phone field keeps: digits, spaces, '+' and '-' (spec 001 §5). */
export const REGISTRATION_PHONE_PATTERN = /^[\d\s+-]+$/;

export function sanitizePhone(value: string): string {
  return value.replace(/[^\d\s+-]/g, '');
}
