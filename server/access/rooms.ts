/**
 * Live rooms, one per audience (contract/live.ts `Audience`): which rooms a user's connection
 * belongs to, from the same profile and rules the REST routes use, and which rooms an event's
 * audience addresses. Pure: the live plugin joins and leaves, tests check the mapping.
 */
import type { Audience } from '../../contract/live';
import type { AccessProfile } from './profile';
import { activeUnits, canSeeBuilding, isBuildingStaff } from './engine';

export const rooms = {
  members: (buildingId: number) => `b:${buildingId}`,
  staff: (buildingId: number) => `b:${buildingId}:staff`,
  residents: (buildingId: number) => `b:${buildingId}:residents`,
  unit: (unitId: number) => `u:${unitId}`,
  unitOwners: (unitId: number) => `u:${unitId}:owners`,
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: number) => `session:${sessionId}`,
};

/** Rooms that follow access (everything but the user's and session's own rooms). */
export const isAccessRoom = (room: string) => room.startsWith('b:') || room.startsWith('u:');

/**
 * The access rooms of a user. `allBuildingIds` is only read for a global admin, who is a member
 * and staff of every building. Needs the profile's roles and units, not its grants.
 */
export function roomsOf(profile: Pick<AccessProfile, 'globalAdmin' | 'buildingRoles' | 'units'>, allBuildingIds: readonly number[], now = new Date().toISOString()): Set<string> {
  const full: AccessProfile = { ...profile, userId: 0, grants: [], catalogue: [] };
  const result = new Set<string>();
  const buildings = new Set<number>(profile.globalAdmin ? allBuildingIds : profile.buildingRoles.keys());
  const units = activeUnits(full, now);
  for (const u of units) buildings.add(u.buildingId);
  for (const id of buildings) {
    if (!canSeeBuilding(full, id, now)) continue;
    result.add(rooms.members(id));
    if (isBuildingStaff(full, id)) result.add(rooms.staff(id));
  }
  for (const u of units) {
    result.add(rooms.residents(u.buildingId));
    result.add(rooms.unit(u.unitId));
    if (u.role === 'owner' || u.role === 'admin') result.add(rooms.unitOwners(u.unitId));
  }
  return result;
}

/** The rooms an event for `buildingId` with this audience goes to (a socket in several gets it once). */
export function audienceRooms(buildingId: number, audience: Audience): string[] {
  const out: string[] = [];
  if (audience.members) out.push(rooms.members(buildingId));
  if (audience.staff) out.push(rooms.staff(buildingId));
  if (audience.residents) out.push(rooms.residents(buildingId));
  for (const id of audience.units ?? []) out.push(rooms.unit(id));
  for (const id of audience.unitOwners ?? []) out.push(rooms.unitOwners(id));
  for (const id of audience.users ?? []) out.push(rooms.user(id));
  return out;
}

/** Two audiences together: an update goes to who saw the thing before and who sees it after. */
export function unionAudience(a: Audience, b: Audience): Audience {
  const list = (x?: readonly number[], y?: readonly number[]) => (x || y ? [...new Set([...(x ?? []), ...(y ?? [])])] : undefined);
  const out: Audience = {};
  if (a.members || b.members) out.members = true;
  if (a.staff || b.staff) out.staff = true;
  if (a.residents || b.residents) out.residents = true;
  const units = list(a.units, b.units);
  if (units) out.units = units;
  const owners = list(a.unitOwners, b.unitOwners);
  if (owners) out.unitOwners = owners;
  const users = list(a.users, b.users);
  if (users) out.users = users;
  return out;
}
