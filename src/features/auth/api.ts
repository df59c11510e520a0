/** The public auth calls (spec 000 §7). Login/logout belong to the session (state/session.ts). */
import type { PasswordResetConfirmRequest, RegisterRequest } from '../../../contract/auth';
import { http } from '../../lib/http';

export function requestPasswordReset(email: string): Promise<unknown> {
  return http.post('/users/password/reset', { email });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<unknown> {
  return http.post('/users/password/reset/confirm', body);
}

export function register(body: RegisterRequest): Promise<unknown> {
  return http.post('/auth/register', body);
}
