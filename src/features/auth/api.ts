/** The public auth calls (spec 000 §7). Login/logout belong to the session (state/session.ts). */
import type { InvitationCheckResponse, PasswordResetConfirmRequest, RegisterRequest } from '../../../contract/auth';
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

/** Whether an invitation code can still be used, before the registration form is filled in. */
export function checkInvitation(invitationCode: string): Promise<InvitationCheckResponse> {
  return http.post<InvitationCheckResponse>('/auth/invitations/check', { invitation_code: invitationCode });
}
