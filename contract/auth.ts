import { z } from 'zod';
import { Password } from './common';

export const LoginRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ access_token: z.string(), token_type: z.literal('Bearer') });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterRequest = z.object({
  invitation_code: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  phone: z.string().trim().min(1).max(40).regex(/^[\d\s+-]+$/, 'server.validation.phone_format'),
  password: Password,
  note: z.string().max(2000).optional().nullable(),
  /** required unless the invitation names its own e-mail, which then wins */
  email: z.string().trim().toLowerCase().email().max(254).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const PasswordResetRequest = z.object({ email: z.string().trim().min(1).max(254) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetConfirmRequest = z.object({
  token: z.string().trim().min(1).max(500),
  new_password: Password,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
