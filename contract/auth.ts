import { z } from 'zod';
import { MultilineText, Password, Text, singleLine } from './common';
import { EMAIL_MAX, INVITATION_CODE_MAX, PASSWORD_MAX_LENGTH, PERSON_NAME_MAX, PHONE_MAX, REGISTRATION_NOTE_MAX, REGISTRATION_PHONE_PATTERN } from './rules/auth';

export const LoginRequest = z.object({
  email: Text().trim().min(1).max(EMAIL_MAX),
  password: Text().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ access_token: z.string(), token_type: z.literal('Bearer') });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** A required text whose absence is answered with the spec's own message (000 §5: 'Chybí jméno'…). */
const requiredText = (missingKey: string) =>
  singleLine(z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingKey : undefined) }))
    .trim()
    .min(1, missingKey);

/** strict: a field it does not take (global_role, is_active, id…) is refused, never ignored (issue 13, mass assignment) */
export const RegisterRequest = z.strictObject({
  invitation_code: requiredText('server.auth.missing.invitation_code').max(INVITATION_CODE_MAX),
  name: requiredText('server.auth.missing.name').max(PERSON_NAME_MAX),
  phone: requiredText('server.auth.missing.phone').max(PHONE_MAX).regex(REGISTRATION_PHONE_PATTERN, 'server.validation.phone_format'),
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'server.auth.missing.password' : undefined) })
    .min(1, 'server.auth.missing.password')
    .pipe(Password),
  note: MultilineText().max(REGISTRATION_NOTE_MAX).optional().nullable(),
  /** required unless the invitation names its own e-mail, which then wins */
  email: Text().trim().toLowerCase().email('server.validation.email_format').max(EMAIL_MAX).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST /v1/auth/invitations/check: what the registration page asks before it shows its form. */
export const InvitationCheckRequest = z.strictObject({
  invitation_code: requiredText('server.auth.missing.invitation_code').max(INVITATION_CODE_MAX),
});
export type InvitationCheckRequest = z.infer<typeof InvitationCheckRequest>;

export const INVITATION_STATUSES = ['valid', 'used', 'expired', 'unknown'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The status alone: the caller is anonymous, so nothing the invitation carries (e-mail, buildings) is
 * told. Telling 'used'/'expired' apart from 'unknown' reveals only that a code exists, and codes are
 * long random secrets that cannot be guessed (under a rate limit besides); whoever holds one already
 * learnt it from the invitation.
 */
export const InvitationCheckResponse = z.object({ status: z.enum(INVITATION_STATUSES) });
export type InvitationCheckResponse = z.infer<typeof InvitationCheckResponse>;

export const PasswordResetRequest = z.object({ email: Text().trim().min(1, 'auth.forgot.emailRequired').max(EMAIL_MAX) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetConfirmRequest = z.object({
  token: Text().trim().min(1, 'auth.reset.errors.token').max(500),
  new_password: z.string().min(1, 'server.auth.missing.password').pipe(Password),
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
