/**
 * Who hears of a desk entry on the live feed ('reception.changed'): those who may read it through
 * REST (viewer.ts) — the building's staff (their room), the entry unit's current people (its room),
 * and the desk's own people. A RECEPTION role holder is no staff, and no socket room gathers the
 * holders of one permission, so they are named one by one, as issues/audience.ts reachResolvers
 * names the resolvers: holders of reception:manage in the building through a role or a direct grant
 * valid now and not denied (a denial wins, as in access/engine.ts), who can see the building (a
 * building role or a live unit access there: an event must not reach someone who cannot read it) and
 * are not in the staff room already (building admins and managers, global admins).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Audience } from '../../../contract/live';
import { PERMISSION } from '../../../contract/rules/permissions';
import { idListParam, inIdList } from '../../db/id-list';
import { nowIso } from '../../lib/time';

const validAt = (now: string) => sql<boolean>`(valid_from is null or valid_from <= ${now}) and (valid_until is null or valid_until > ${now})`;

/** Desk people of the building who are not staff, by user id. */
export async function deskPeople(db: Kysely<DB>, buildingId: number, now = nowIso()): Promise<number[]> {
  const code = PERMISSION.receptionManage;
  const [byRole, direct] = await Promise.all([
    db
      .selectFrom('user_roles')
      .select('user_id')
      .where((eb) => eb.or([eb('building_id', '=', buildingId), eb('building_id', 'is', null)]))
      .where('unit_id', 'is', null)
      .where('role_id', 'in', (eb) =>
        eb.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id').select('rp.role_id').where('rp.permission_code', '=', code).where('r.is_active', '=', 1),
      )
      .where(validAt(now))
      .execute(),
    db
      .selectFrom('user_permissions')
      .select(['user_id', 'granted'])
      .where('permission_code', '=', code)
      .where((eb) => eb.or([eb('building_id', '=', buildingId), eb('building_id', 'is', null)]))
      .where('unit_id', 'is', null)
      .where(validAt(now))
      .execute(),
  ]);
  const denied = new Set(direct.filter((d) => Number(d.granted) !== 1).map((d) => d.user_id));
  const holders = [...byRole, ...direct.filter((d) => Number(d.granted) === 1)].map((r) => r.user_id).filter((id) => !denied.has(id));
  if (holders.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where(inIdList(db, 'u.id', idListParam([...new Set(holders)])))
    .where('u.is_active', '=', 1)
    .where('u.global_role', '!=', 'admin')
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom('building_roles as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id').where('s.building_id', '=', buildingId).where('s.role', 'in', ['admin', 'manager'])),
        ),
        eb.or([
          eb.exists(eb.selectFrom('building_roles as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.building_id', '=', buildingId)),
          eb.exists(
            eb
              .selectFrom('unit_access as a')
              .innerJoin('units as un', 'un.id', 'a.unit_id')
              .select('a.user_id')
              .whereRef('a.user_id', '=', 'u.id')
              .where('un.building_id', '=', buildingId)
              .where((w) => w.or([w('a.valid_from', 'is', null), w('a.valid_from', '<=', now)]))
              .where((w) => w.or([w('a.valid_until', 'is', null), w('a.valid_until', '>', now)])),
          ),
        ]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function deskAudience(db: Kysely<DB>, buildingId: number, unitId: number | null): Promise<Audience> {
  const users = await deskPeople(db, buildingId);
  return { staff: true, units: unitId !== null ? [unitId] : [], ...(users.length ? { users } : {}) };
}
