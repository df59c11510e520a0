import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PERMISSION } from '../../../contract/rules/permissions';
import { loadAccessProfile } from '../../access/load';
import { canSeeBuilding } from '../../access/engine';
import { issueViewer } from './access';

/**
 * The building's issue assignees ("resolvers", spec 001 §6 "the building's listed assignees"):
 * its admins and managers, and whoever holds `issue:resolve` there by a role or a live direct
 * grant (technicians). A global admin counts only through such a role or grant here, so the pick
 * list is the building's own people, not every administrator of the system.
 *
 * The database names the candidates; each candidate's own access profile then decides, with the
 * same engine as every request (a denial, an expired window or no reach into the building drops
 * them), so the list and `isResolver` can never disagree with what the assignee may then do.
 */
function candidateIds(db: Kysely<DB>, buildingId: number, now: string, userId?: number) {
  const live = <T extends 'user_roles' | 'user_permissions'>(t: T) =>
    sql<boolean>`(${sql.ref(`${t}.valid_from`)} is null or ${sql.ref(`${t}.valid_from`)} <= ${now}) and (${sql.ref(`${t}.valid_until`)} is null or ${sql.ref(`${t}.valid_until`)} > ${now})`;
  const byRole = db
    .selectFrom('building_roles')
    .select('user_id')
    .where('building_id', '=', buildingId)
    .where('role', 'in', ['admin', 'manager'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!));
  const byUserRole = db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('role_permissions.permission_code', '=', PERMISSION.issueResolve)
    .where('roles.is_active', '=', 1)
    .where((eb) => eb.or([eb('user_roles.building_id', '=', buildingId), eb('user_roles.building_id', 'is', null)]))
    .where('user_roles.unit_id', 'is', null)
    .where(live('user_roles'))
    .$if(userId !== undefined, (q) => q.where('user_roles.user_id', '=', userId!));
  const byGrant = db
    .selectFrom('user_permissions')
    .select('user_id')
    .where('permission_code', '=', PERMISSION.issueResolve)
    .where('granted', '=', 1)
    .where((eb) => eb.or([eb('building_id', '=', buildingId), eb('building_id', 'is', null)]))
    .where('unit_id', 'is', null)
    .where(live('user_permissions'))
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!));
  return byRole.union(byUserRole).union(byGrant).execute();
}

async function confirmed(db: Kysely<DB>, buildingId: number, userId: number, now: string): Promise<boolean> {
  const profile = await loadAccessProfile(db, userId);
  return profile !== null && canSeeBuilding(profile, buildingId, now) && issueViewer(profile, buildingId, now).resolver;
}

/** The building's assignees by name (then id), for the assignee pick list. */
export async function listResolvers(db: Kysely<DB>, buildingId: number, now: string): Promise<{ id: number; name: string }[]> {
  const ids = [...new Set((await candidateIds(db, buildingId, now)).map((r) => r.user_id))];
  if (ids.length === 0) return [];
  const ok = await Promise.all(ids.map((id) => confirmed(db, buildingId, id, now)));
  const kept = ids.filter((_, i) => ok[i]);
  if (kept.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', kept).execute();
  return users.sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.id - b.id);
}

/** Whether the user is one of the building's assignees (the rule of listResolvers, for one user). */
export async function isResolver(db: Kysely<DB>, buildingId: number, userId: number, now: string): Promise<boolean> {
  const rows = await candidateIds(db, buildingId, now, userId);
  return rows.length > 0 && confirmed(db, buildingId, userId, now);
}
