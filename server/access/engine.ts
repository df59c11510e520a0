import type { AccessContext, AccessProfile, Grant, UnitAccess } from './profile';

/** Building roles that count as staff: they see private building data and manage the building. */
const STAFF_ROLES = new Set(['admin', 'manager']);

const within = (validFrom: string | null, validUntil: string | null, now: string) =>
  (validFrom === null || validFrom <= now) && (validUntil === null || validUntil > now);

/** A grant bound to a building or unit applies only inside it; an unbound one applies everywhere. */
function applies(grant: Grant, ctx: AccessContext, now: string): boolean {
  if (!within(grant.validFrom, grant.validUntil, now)) return false;
  if (grant.buildingId !== null && grant.buildingId !== (ctx.buildingId ?? null)) return false;
  if (grant.unitId !== null && grant.unitId !== (ctx.unitId ?? null)) return false;
  return true;
}

/**
 * A profile's live unit accesses, worked out once per stretch of time in which none of their
 * windows opens or closes, and kept beside the (cached) profile. A resident of a thousand units
 * would otherwise filter all of them several times on every request (issue 8).
 */
interface ActiveView {
  /** the view holds for `now` in [from, until) */
  from: string;
  until: string | null;
  units: UnitAccess[];
  byBuilding: Map<number, UnitAccess[]>;
}
const views = new WeakMap<AccessProfile, ActiveView>();

function activeView(profile: AccessProfile, now: string): ActiveView {
  const known = views.get(profile);
  if (known && now >= known.from && (known.until === null || now < known.until)) return known;
  let from = '';
  let until: string | null = null;
  const units: UnitAccess[] = [];
  const byBuilding = new Map<number, UnitAccess[]>();
  for (const u of profile.units) {
    for (const edge of [u.validFrom, u.validUntil]) {
      if (edge === null) continue;
      if (edge <= now) from = edge > from ? edge : from;
      else if (until === null || edge < until) until = edge;
    }
    if (!within(u.validFrom, u.validUntil, now)) continue;
    units.push(u);
    const list = byBuilding.get(u.buildingId);
    if (list) list.push(u);
    else byBuilding.set(u.buildingId, [u]);
  }
  const view = { from, until, units, byBuilding };
  views.set(profile, view);
  return view;
}

/** The unit accesses live at `now`. The array is shared: callers must not change it. */
export function activeUnits(profile: AccessProfile, now = new Date().toISOString()): readonly UnitAccess[] {
  return activeView(profile, now).units;
}

/** The unit accesses live at `now` in one building (shared array, as above). */
export function activeUnitsIn(profile: AccessProfile, buildingId: number, now = new Date().toISOString()): readonly UnitAccess[] {
  return activeView(profile, now).byBuilding.get(buildingId) ?? [];
}

/** Deny by default: a building is reachable through a building role, a live unit access, or global admin. */
export function canSeeBuilding(profile: AccessProfile, buildingId: number, now = new Date().toISOString()): boolean {
  if (profile.globalAdmin) return true;
  if (profile.buildingRoles.has(buildingId)) return true;
  return activeView(profile, now).byBuilding.has(buildingId);
}

export function isBuildingStaff(profile: AccessProfile, buildingId: number): boolean {
  if (profile.globalAdmin) return true;
  return STAFF_ROLES.has(profile.buildingRoles.get(buildingId) ?? '');
}

export function unitRole(profile: AccessProfile, unitId: number, now = new Date().toISOString()) {
  return activeUnits(profile, now).find((u) => u.unitId === unitId)?.role ?? null;
}

/**
 * Where the user stands on `permission` in the context: 'denied' when a denial applies (it wins
 * over any grant, a global admin's too), 'granted' when a grant applies or a global admin holds the
 * catalogue code, null when neither. Validity windows are honoured, and a grant bound to a building
 * or unit counts only there. Rules that treat a denial apart from "no grant" (doors) read this.
 */
export function permissionState(
  profile: AccessProfile,
  permission: string,
  ctx: AccessContext = {},
  now = new Date().toISOString(),
): 'granted' | 'denied' | null {
  let granted = profile.globalAdmin && profile.catalogue.includes(permission);
  for (const grant of profile.grants) {
    if (grant.code !== permission || !applies(grant, ctx, now)) continue;
    if (!grant.granted) return 'denied';
    granted = true;
  }
  return granted ? 'granted' : null;
}

/** Whether the user holds `permission` in the context (permissionState, denial wins). */
export function can(
  profile: AccessProfile,
  permission: string,
  ctx: AccessContext = {},
  now = new Date().toISOString(),
): boolean {
  return permissionState(profile, permission, ctx, now) === 'granted';
}

/** Codes the user holds in the context (every code for a global admin, less denials). */
export function effectivePermissions(
  profile: AccessProfile,
  ctx: AccessContext,
  now = new Date().toISOString(),
): string[] {
  const codes = new Set<string>(profile.globalAdmin ? profile.catalogue : []);
  for (const g of profile.grants) if (g.granted) codes.add(g.code);
  return [...codes].filter((code) => can(profile, code, ctx, now)).sort();
}

/**
 * Codes the user holds anywhere: the profile's `permissions[]`. A grant bound to one building
 * counts here; the server still checks the building on every call.
 */
export function anywherePermissions(profile: AccessProfile, now = new Date().toISOString()): string[] {
  const codes = new Set<string>(profile.globalAdmin ? profile.catalogue : []);
  for (const g of profile.grants) {
    if (g.granted && within(g.validFrom, g.validUntil, now)) codes.add(g.code);
  }
  const deniedEverywhere = (code: string) =>
    profile.grants.some(
      (g) => g.code === code && !g.granted && g.buildingId === null && g.unitId === null && within(g.validFrom, g.validUntil, now),
    );
  return [...codes].filter((c) => !deniedEverywhere(c)).sort();
}
