import { z } from 'zod';
import { MultilineText, Password, Text, singleLine } from './common';

export const LoginRequest = z.object({
  email: Text().trim().min(1).max(254),
  password: Text().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ access_token: z.string(), token_type: z.literal('Bearer') });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** A required text whose absence is answered with the spec's own message (000 §5: 'Chybí jméno'…). */
const requiredText = (missingKey: string) =>
  singleLine(z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingKey : undefined) }))
    .trim()
    .min(1, missingKey);

export const RegisterRequest = z.object({
  invitation_code: requiredText('server.auth.missing.invitation_code').max(200),
  name: requiredText('server.auth.missing.name').max(200),
  phone: requiredText('server.auth.missing.phone').max(40).regex(/^[\d\s+-]+$/, 'server.validation.phone_format'),
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'server.auth.missing.password' : undefined) })
    .min(1, 'server.auth.missing.password')
    .pipe(Password),
  note: MultilineText().max(2000).optional().nullable(),
  /** required unless the invitation names its own e-mail, which then wins */
  email: Text().trim().toLowerCase().email().max(254).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const PasswordResetRequest = z.object({ email: Text().trim().min(1).max(254) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetConfirmRequest = z.object({
  token: Text().trim().min(1).max(500),
  new_password: Password,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
