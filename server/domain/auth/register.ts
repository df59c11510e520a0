import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from './password';
import { invitationStatus } from './invitation-status';
import { writeAudit } from '../audit';
import { isUniqueViolation } from '../../db/unique-violation';
import { insertUser } from '../users/insert';
import { INVITATION_BUILDING_ROLES, INVITATION_UNIT_ROLES } from '../../../contract/rules/admin';

/** What an invitation carries (invitations.grants JSON). Anything else in it is ignored. */
const InvitationGrants = z.array(
  z.object({
    building_id: z.number().int().positive(),
    /** 'guest' only in invitations written before issue 13 (the spec's older reading) */
    role: z.enum([...INVITATION_BUILDING_ROLES, 'guest']),
    /** a role code (roles.code) given to the user within this building */
    permission_role: z.string().min(1).optional().nullable(),
    units: z
      .array(z.object({ unit_id: z.number().int().positive(), role: z.enum([...INVITATION_UNIT_ROLES, 'admin']) }))
      .optional()
      .default([]),
  }),
);
export type InvitationGrants = z.infer<typeof InvitationGrants>;

export interface RegisterInput {
  invitationCode: string;
  email?: string | null;
  name: string;
  phone: string;
  password: string;
  note?: string | null;
}

const invalidInvitation = () => badRequest('server.auth.invitation_invalid');
const emailTaken = () => conflict('server.auth.email_taken');


/** Everything an invitation grants, applied inside the registration's transaction. */
async function applyGrants(trx: Transaction<DB>, userId: number, grants: InvitationGrants, at: string): Promise<void> {
  for (const grant of grants) {
    const building = await trx.selectFrom('buildings').select('id').where('id', '=', grant.building_id).executeTakeFirst();
    if (!building) throw invalidInvitation();
    await trx.insertInto('building_roles').values({ user_id: userId, building_id: grant.building_id, role: grant.role }).execute();

    if (grant.permission_role) {
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('code', '=', grant.permission_role)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!role) throw invalidInvitation();
      await trx
        .insertInto('user_roles')
        .values({ user_id: userId, role_id: role.id, building_id: grant.building_id, unit_id: null, valid_from: null, valid_until: null, created_at: at })
        .execute();
    }

    for (const unit of grant.units) {
      // A unit must belong to the building the grant names; an invitation cannot reach elsewhere.
      const found = await trx
        .selectFrom('units')
        .select('id')
        .where('id', '=', unit.unit_id)
        .where('building_id', '=', grant.building_id)
        .executeTakeFirst();
      if (!found) throw invalidInvitation();
      await trx
        .insertInto('unit_access')
        .values({ user_id: userId, unit_id: unit.unit_id, role: unit.role, valid_from: at, valid_until: null })
        .execute();
    }
  }
}

/**
 * Registration with an invitation code: creates the user with the invitation's building roles,
 * role assignments and unit accesses and spends the invitation — one transaction, so any failure
 * leaves no user, no grant and an unused invitation. Returns the new user's id.
 */
export async function registerWithInvitation(db: Kysely<DB>, input: RegisterInput, scryptN: number, now = new Date()): Promise<number> {
  const at = nowIso(now);
  // Hash first: scrypt is slow and must not run inside the transaction.
  const passwordHash = await hashPassword(input.password, scryptN);
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await trx
        .selectFrom('invitations')
        .select(['id', 'email', 'grants', 'expires_at', 'is_used'])
        .where('code', '=', input.invitationCode.trim())
        .executeTakeFirst();
      if (!invitation || invitationStatus(invitation, at) !== 'valid') throw invalidInvitation();

      const email = (invitation.email ?? input.email ?? '').trim().toLowerCase();
      if (!email) throw badRequest('server.validation.field_required', { field: 'email' });

      const parsed = InvitationGrants.safeParse(JSON.parse(invitation.grants || '[]'));
      if (!parsed.success) throw invalidInvitation();

      const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw emailTaken();

      const userId = await insertUser(trx, { email, name: input.name.trim(), phone: input.phone, passwordHash, globalRole: 'user' }, at);

      // Spend the invitation with a guard, so two registrations racing on one code cannot both win.
      const spent = await trx
        .updateTable('invitations')
        .set({ is_used: 1, used_at: at, used_by: userId })
        .where('id', '=', invitation.id)
        .where('is_used', '=', 0)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw invalidInvitation();

      await applyGrants(trx, userId, parsed.data, at);

      // The registration note has no column of its own; the administrators read it in the audit log.
      await writeAudit(trx, {
        at,
        userId,
        action: 'user.register',
        buildingId: parsed.data[0]?.building_id ?? null,
        target: `invitation:${invitation.id}`,
        outcome: 'success',
        detail: input.note?.trim() ? { note: input.note.trim() } : undefined,
      });
      return userId;
    });
  } catch (e) {
    if (e instanceof HttpError) throw e;
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}
