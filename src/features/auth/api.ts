/** The public auth calls (spec 000 §7). Login/logout belong to the session (state/session.ts). */
import type { InvitationCheckResponse } from '../../../contract/auth';
import { checkInvitation as checkRoute } from '../../../contract/routes/auth';
import { call } from '../../lib/api';

/** Whether an invitation code can still be used, before the registration form is filled in. */
export function checkInvitation(invitationCode: string): Promise<InvitationCheckResponse> {
  return call(checkRoute, { body: { invitation_code: invitationCode } });
}
