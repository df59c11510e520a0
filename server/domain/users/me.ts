import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { activeUnitsIn, anywherePermissions, effectivePermissions } from '../../access/engine';
import { documentAccess } from '../documents/access';
import { listVisibleBuildings } from '../buildings/visible';
import { prepared } from '../../db/prepared';

const userRow = prepared((db, p: { id: number }) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'is_active', 'global_role', 'created_at', 'last_login', 'avatar_url'])
    .where('id', '=', p.id),
);

/**
 * The user's buildings as the profile shows them: through admin, a building role or a unit. What
 * the user may do there comes from the same functions that guard the routes, so the SPA shows
 * exactly the actions the server allows: `permissions` from the access engine (direct grants and
 * denials included), `document_unit_ids` from the documents rule.
 */
async function buildingsOf(db: Kysely<DB>, profile: AccessProfile) {
  const rows = await listVisibleBuildings(db, profile);
  return rows.map((b) => ({
    building_id: b.id,
    building_name: b.name,
    building_code: b.code,
    building_address: b.address,
    role:
      profile.buildingRoles.get(b.id) ??
      activeUnitsIn(profile, b.id)[0]?.role ??
      (profile.globalAdmin ? 'admin' : 'user'),
    permissions: effectivePermissions(profile, { buildingId: b.id }),
    document_unit_ids: documentAccess(profile, b.id).managedUnitIds.sort((x, y) => x - y),
  }));
}

export async function loadMe(db: Kysely<DB>, profile: AccessProfile) {
  const user = await userRow.first(db, { id: profile.userId });
  if (!user) throw new Error(`user ${profile.userId} of a live session has no row`);
  return {
    ...user,
    permissions: anywherePermissions(profile),
    buildings: await buildingsOf(db, profile),
  };
}
