/**
 * Admin calls (issue 13; spec 001 §7 "Users and admin") through the route table
 * (contract/routes/admin.ts) and the one typed client. SWR keys are the API paths (routeUrl);
 * a change revalidates the keys it touches by prefix.
 */
import { mutate } from 'swr';
import type { UserSort } from '../../../contract/rules/admin';
import * as routes from '../../../contract/routes/admin';
import { call, routeUrl, useRead } from '../../lib/api';
import type { BodyOf } from '../../../contract/route';

export interface UserListParams {
  search: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const userListQuery = (p: UserListParams) => ({ sort: p.sort, order: p.order, page: p.page, per_page: p.perPage, search: p.search.trim() || undefined });

export const usersKey = (p: UserListParams) => routeUrl(routes.listUsers, { query: userListQuery(p) });

/** A read of the admin area, with `stale` and `retry` for its tables. */
function useAdminRead<T, E>(read: { data: T | undefined; error: E; isLoading: boolean; mutate: () => unknown }) {
  // With keepPreviousData the rows of the last key stay on screen while a new search loads: `stale`
  // says so, and the table shows them dimmed and busy instead of passing them off as the answer.
  const stale = read.isLoading && read.data !== undefined;
  return { data: read.data, error: read.error, isLoading: read.isLoading, stale, retry: () => void read.mutate() };
}

export const useUserList = (p: UserListParams | null) => useAdminRead(useRead(routes.listUsers, p ? { query: userListQuery(p) } : null));
export const useInvitations = () => useAdminRead(useRead(routes.listInvitations, {}));
export const useRoles = () => useAdminRead(useRead(routes.listRoles, {}));
export const useAvailablePermissions = () => useAdminRead(useRead(routes.listAvailablePermissions, {}));
const permissionsInput = (id: number) => ({ path: { id }, query: { include_inherited: 'true' as const } });
export const userPermissionsKey = (id: number) => routeUrl(routes.getUserPermissions, permissionsInput(id));
export const useUserPermissions = (id: number | null) => useAdminRead(useRead(routes.getUserPermissions, id === null ? null : permissionsInput(id)));
export const useMemberships = (id: number | null) => useAdminRead(useRead(routes.getMemberships, id === null ? null : { path: { id } }));
export const useAdminUser = (id: number | null) => useAdminRead(useRead(routes.getUser, id === null ? null : { path: { id } }));

const revalidate = (prefix: string) => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
/** Every read of the users list and of single users. */
const users = () => revalidate(routeUrl(routes.listUsers, {}));
/** One user's reads: the user, their permissions, their memberships. */
const userReads = (id: number) => revalidate(routeUrl(routes.getUser, { path: { id } }));
const invitations = () => revalidate(routeUrl(routes.listInvitations, {}));

/** Runs a call, then revalidates what it changed. */
const then = async <T>(done: Promise<T>, refresh: () => Promise<unknown>): Promise<T> => {
  const result = await done;
  await refresh();
  return result;
};

export const createUser = (body: BodyOf<typeof routes.createUser>) => then(call(routes.createUser, { body }), users);
export const updateUser = (id: number, body: BodyOf<typeof routes.updateUser>) =>
  then(call(routes.updateUser, { path: { id }, body }), users);
export const setUserActive = (id: number, active: boolean) => then(call(active ? routes.activateUser : routes.deactivateUser, { path: { id } }), users);

export const createInvitation = (body: BodyOf<typeof routes.createInvitation>) => then(call(routes.createInvitation, { body }), invitations);
export const deleteInvitation = (id: number) => then(call(routes.deleteInvitation, { path: { id } }), invitations);

export const assignRole = (userId: number, body: BodyOf<typeof routes.assignRole>) =>
  then(call(routes.assignRole, { path: { id: userId }, body }), () => userReads(userId));
export const removeRole = (userId: number, userRoleId: number) => then(call(routes.removeRole, { path: { id: userId, userRoleId } }), () => userReads(userId));
export const grantPermission = (userId: number, body: BodyOf<typeof routes.createPermission>) =>
  then(call(routes.createPermission, { path: { id: userId }, body }), () => userReads(userId));
export const updatePermission = (userId: number, assignmentId: number, body: BodyOf<typeof routes.updatePermission>) =>
  then(call(routes.updatePermission, { path: { id: userId, assignmentId }, body }), () => userReads(userId));
export const deletePermission = (userId: number, assignmentId: number) =>
  then(call(routes.removePermission, { path: { id: userId, assignmentId } }), () => userReads(userId));

// memberships decide whom a building admin sees: the user lists are revalidated with the user
export const setBuildingMembership = (userId: number, buildingId: number, body: BodyOf<typeof routes.setBuildingMembership>) =>
  then(call(routes.setBuildingMembership, { path: { id: userId, buildingId }, body }), users);
export const removeBuildingMembership = (userId: number, buildingId: number) => then(call(routes.removeBuildingMembership, { path: { id: userId, buildingId } }), users);
export const setUnitMembership = (userId: number, unitId: number, body: BodyOf<typeof routes.setUnitMembership>) =>
  then(call(routes.setUnitMembership, { path: { id: userId, unitId }, body }), users);
export const removeUnitMembership = (userId: number, unitId: number) => then(call(routes.removeUnitMembership, { path: { id: userId, unitId } }), users);
