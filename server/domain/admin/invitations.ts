import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CreateInvitationRequest, Invitation } from '../../../contract/admin';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { addMinutes, nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../mail/outbox';
import { newToken } from '../auth/tokens';
import { writeAudit } from '../audit';
import { buildingOfUnit, requireAdmin, requireManagedBuilding, type AdminScope } from './scope';

/** The link in the mail: the SPA's registration screen reads `code` from the query (spec 000 §2). */
export const registrationLink = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/register?code=${encodeURIComponent(code)}`;

/** One message in both languages, as the password reset's: the reader's language is not known yet. */
export function invitationMail(to: string, link: string, code: string, hours: number): MailMessage {
  const params = { link, code, hours };
  return {
    to,
    subject: `${translate('cs', 'server.admin.invitation_mail.subject')} / ${translate('en', 'server.admin.invitation_mail.subject')}`,
    text: `${translate('cs', 'server.admin.invitation_mail.body', params)}\n\n-----\n\n${translate('en', 'server.admin.invitation_mail.body', params)}\n`,
  };
}

interface StoredGrant {
  building_id: number;
  role: string;
  permission_role?: string | null;
  units?: Array<{ unit_id: number; role: string }>;
}

type Row = Pick<DB['invitations'], 'email' | 'code' | 'created_at' | 'expires_at' | 'is_used' | 'used_at' | 'created_by' | 'grants'> & {
  id: number;
  created_by_name: string | null;
};

function toInvitation(row: Row): Invitation {
  let grants: StoredGrant[] = [];
  try {
    grants = JSON.parse(row.grants || '[]') as StoredGrant[];
  } catch {
    grants = [];
  }
  return {
    id: row.id,
    email: row.email,
    code: row.code,
    created_at: row.created_at,
    expires_at: row.expires_at,
    is_used: row.is_used,
    used_at: row.used_at,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    buildings: grants.map((g) => ({
      building_id: g.building_id,
      building_role: g.role,
      permission_role: g.permission_role ?? null,
      units: (g.units ?? []).map((u) => ({ unit_id: u.unit_id, role: u.role })),
    })),
  };
}

function invitations(db: Kysely<DB>, scope: AdminScope) {
  let q = db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.created_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.code',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.is_used',
      'invitations.used_at',
      'invitations.created_by',
      'invitations.grants',
      'users.name as created_by_name',
    ]);
  // a building admin sees the invitations they sent (each only into buildings they manage)
  if (!scope.global) q = q.where('invitations.created_by', '=', scope.userId);
  return q;
}

/** Newest first (index invitations_created_id, or invitations_creator_created for a building admin). */
export async function listInvitations(db: Kysely<DB>, scope: AdminScope): Promise<Invitation[]> {
  requireAdmin(scope);
  const rows = await invitations(db, scope).orderBy('invitations.created_at', 'desc').orderBy('invitations.id', 'desc').execute();
  return rows.map(toInvitation);
}

/**
 * Checks every building row against the caller's buildings, the role codes against the active
 * building- and unit-type roles, and each unit against its building — then stores the invitation
 * (domain/auth/register.ts applies exactly these grants) and returns it with the mail to send.
 */
export async function createInvitation(
  db: Kysely<DB>,
  scope: AdminScope,
  input: CreateInvitationRequest,
  publicUrl: string,
  now = new Date(),
): Promise<{ invitation: Invitation; mail: MailMessage }> {
  requireAdmin(scope);
  const grants: StoredGrant[] = [];
  for (const row of input.buildings) {
    await requireManagedBuilding(db, scope, row.building_id);
    if (row.permission_role) {
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('code', '=', row.permission_role)
        .where('is_active', '=', 1)
        .where('role_type', 'in', ['building', 'unit'])
        .executeTakeFirst();
      if (!role) throw badRequest('server.admin.role_unknown');
    }
    const units = row.units ?? [];
    for (const u of units) {
      if ((await buildingOfUnit(db, u.unit_id)) !== row.building_id) {
        throw badRequest('server.admin.unit_not_in_building', { unit: u.unit_id, building: row.building_id });
      }
    }
    grants.push({ building_id: row.building_id, role: row.role, permission_role: row.permission_role ?? null, units });
  }
  const at = nowIso(now);
  const code = newToken();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('invitations')
      .values({
        email: input.email,
        code,
        created_by: scope.userId,
        created_at: at,
        expires_at: nowIso(addMinutes(now, input.expires_in_hours * 60)),
        is_used: 0,
        used_at: null,
        used_by: null,
        grants: JSON.stringify(grants),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const g of grants) {
      await writeAudit(trx, {
        userId: scope.userId,
        action: 'admin.invitation.create',
        buildingId: g.building_id,
        target: `invitation:${id}`,
        outcome: 'success',
        detail: { new: { email: input.email, expires_in_hours: input.expires_in_hours, ...g } },
        at,
      });
    }
    return id;
  });
  const invitation = toInvitation(await invitations(db, scope).where('invitations.id', '=', id).executeTakeFirstOrThrow());
  return { invitation, mail: invitationMail(input.email, registrationLink(publicUrl, code), code, input.expires_in_hours) };
}

/** Only an unused invitation goes (409 for a used one); one the caller cannot see is not found. */
export async function deleteInvitation(db: Kysely<DB>, scope: AdminScope, id: number): Promise<void> {
  requireAdmin(scope);
  const row = await invitations(db, scope).where('invitations.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('server.admin.invitation_not_found');
  if (row.is_used === 1) throw conflict('server.admin.invitation_used');
  const invitation = toInvitation(row);
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('invitations').where('id', '=', id).where('is_used', '=', 0).executeTakeFirst();
    // spent by a registration in the meantime
    if (Number(gone.numDeletedRows) === 0) throw conflict('server.admin.invitation_used');
    const buildings = invitation.buildings.length ? invitation.buildings.map((b) => b.building_id) : [null];
    for (const buildingId of buildings) {
      await writeAudit(trx, {
        userId: scope.userId,
        action: 'admin.invitation.delete',
        buildingId,
        target: `invitation:${id}`,
        outcome: 'success',
        detail: { old: { email: invitation.email, expires_at: invitation.expires_at, buildings: invitation.buildings } },
      });
    }
  });
}
