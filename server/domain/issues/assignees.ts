import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PERMISSION } from '../../../contract/rules/permissions';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';

/**
 * The building's assignees (spec 001 §6: assignment is offered to them; issue 11: the holders of
 * `issue:resolve` there): users with a staff building role (admin, manager) in it, and users
 * holding the permission there through a role or a direct grant that is valid now and not denied
 * (a denial wins, as in access/engine.ts). A global admin may resolve everywhere but is listed
 * only with a building role here: listing every admin in every building would drown the list.
 * Each source is read by its own index (building_roles_building, user_roles_building_role,
 * user_permissions_code_building from migration 012); the names are sorted here, in Czech order.
 */
type P = { buildingId: number; code: string; now: string };


const staffRoles = prepared((db, p: { buildingId: number }) =>
  db.selectFrom('building_roles').select('user_id').where('building_id', '=', p.buildingId).where('role', 'in', ['admin', 'manager']),
);

const byRole = prepared((db, p: P) =>
  db
    .selectFrom('user_roles as ur')
    .select('ur.user_id')
    .where((eb) => eb.or([eb('ur.building_id', '=', p.buildingId), eb('ur.building_id', 'is', null)]))
    .where('ur.unit_id', 'is', null)
    .where('ur.role_id', 'in', (eb) =>
      eb
        .selectFrom('role_permissions as rp')
        .innerJoin('roles as r', 'r.id', 'rp.role_id')
        .select('rp.role_id')
        .where('rp.permission_code', '=', p.code)
        .where('r.is_active', '=', 1),
    )
    .where((eb) => eb.or([eb('ur.valid_from', 'is', null), eb('ur.valid_from', '<=', p.now)]))
    .where((eb) => eb.or([eb('ur.valid_until', 'is', null), eb('ur.valid_until', '>', p.now)])),
);

const direct = prepared((db, p: P) =>
  db
    .selectFrom('user_permissions as up')
    .select(['up.user_id', 'up.granted'])
    .where('up.permission_code', '=', p.code)
    .where((eb) => eb.or([eb('up.building_id', '=', p.buildingId), eb('up.building_id', 'is', null)]))
    .where('up.unit_id', 'is', null)
    .where((eb) => eb.or([eb('up.valid_from', 'is', null), eb('up.valid_from', '<=', p.now)]))
    .where((eb) => eb.or([eb('up.valid_until', 'is', null), eb('up.valid_until', '>', p.now)])),
);

const activeUsers = prepared((db, p: { ids: string }) =>
  db.selectFrom('users').select(['id', 'name']).where(inIdList(db, 'users.id', p.ids)).where('is_active', '=', 1),
);

const collator = new Intl.Collator('cs');

export async function listAssignees(db: Kysely<DB>, buildingId: number, now: string): Promise<Array<{ id: number; name: string }>> {
  const p = { buildingId, code: PERMISSION.issueResolve, now };
  const [staff, roles, grants] = await Promise.all([staffRoles.all(db, { buildingId }), byRole.all(db, p), direct.all(db, p)]);
  const denied = new Set(grants.filter((g) => Number(g.granted) !== 1).map((g) => g.user_id));
  const ids = new Set(staff.map((s) => s.user_id));
  for (const r of [...roles, ...grants.filter((g) => Number(g.granted) === 1)]) if (!denied.has(r.user_id)) ids.add(r.user_id);
  if (ids.size === 0) return [];
  const users = await activeUsers.all(db, { ids: idListParam([...ids]) });
  return users.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** Whether a user is one of the building's assignees (the assign call's check). */
export async function isAssignee(db: Kysely<DB>, buildingId: number, userId: number, now: string): Promise<boolean> {
  return (await listAssignees(db, buildingId, now)).some((a) => a.id === userId);
}
