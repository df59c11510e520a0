import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvitationStatus } from '../../../contract/auth';

/** The columns the rule reads. */
export interface InvitationState {
  is_used: number;
  expires_at: string;
}

/**
 * The one rule whether an invitation can still be spent: registration refuses anything but 'valid'
 * (register.ts), and the public check (POST /v1/auth/invitations/check) tells the registration page
 * why before the form is filled in. A spent code is 'used' even when it has since expired too:
 * that is the more useful thing to say.
 */
export function invitationStatus(invitation: InvitationState | undefined, at: string): InvitationStatus {
  if (!invitation) return 'unknown';
  if (invitation.is_used === 1) return 'used';
  if (invitation.expires_at <= at) return 'expired';
  return 'valid';
}

/** The status of the invitation with this code at `at` (codes are matched trimmed, as at registration). */
export async function checkInvitation(db: Kysely<DB>, code: string, at: string): Promise<InvitationStatus> {
  const invitation = await db
    .selectFrom('invitations')
    .select(['is_used', 'expires_at'])
    .where('code', '=', code.trim())
    .executeTakeFirst();
  return invitationStatus(invitation, at);
}
