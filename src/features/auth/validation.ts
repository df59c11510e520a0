/**
 * Client-side checks of the public forms, on the rules the server's contract uses too
 * (contract/rules/auth.ts), so the user learns about a mistake before a round trip;
 * messages are i18n keys.
 */
import { meetsPasswordRule } from '../../../contract/rules/auth';

/** Deliberately loose: the server has the last word; this only catches typos such as a missing @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationValues {
  invitation_code: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  note: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateRegistration(v: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  if (!v.invitation_code.trim()) errors.invitation_code = 'auth.register.errors.code';
  if (!v.name.trim()) errors.name = 'auth.register.errors.name';
  if (!v.email.trim()) errors.email = 'auth.register.errors.email';
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'auth.register.errors.emailFormat';
  if (!v.phone.trim()) errors.phone = 'auth.register.errors.phone';
  if (!v.password) errors.password = 'auth.register.errors.password';
  else if (!meetsPasswordRule(v.password)) errors.password = 'auth.register.errors.passwordRule';
  return errors;
}

export interface ResetValues {
  token: string;
  password: string;
  confirm: string;
}

export function validateReset(v: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (!v.token.trim()) errors.token = 'auth.reset.errors.token';
  if (!v.password) errors.password = 'auth.reset.errors.password';
  else if (!meetsPasswordRule(v.password)) errors.password = 'auth.register.errors.passwordRule';
  if (v.password !== v.confirm) errors.confirm = 'auth.reset.errors.mismatch';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
