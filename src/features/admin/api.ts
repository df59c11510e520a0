/**
 * Admin calls (issue 13; spec 001 §7 "Users and admin"). SWR keys are the API paths; mutations
 * revalidate the keys they change by prefix.
 */
import useSWR, { mutate } from 'swr';
import type {
  AdminUser,
  AssignRoleRequest,
  AvailablePermission,
  CreateInvitationRequest,
  CreatePermissionRequest,
  CreateUserRequest,
  Invitation,
  MembershipsResponse,
  RoleDefinition,
  SetBuildingMembershipRequest,
  SetUnitMembershipRequest,
  UpdatePermissionRequest,
  UpdateUserRequest,
  UserListResponse,
  UserPermissionsResponse,
} from '../../../contract/admin';
import type { UserSort } from '../../../contract/rules/admin';
import { type ApiError, fetcher, http } from '../../lib/http';

export interface UserListParams {
  search: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function usersKey(p: UserListParams): string {
  const q = new URLSearchParams({ sort: p.sort, order: p.order, page: String(p.page), per_page: String(p.perPage) });
  if (p.search.trim()) q.set('search', p.search.trim());
  return `/users?${q.toString()}`;
}

function useRead<T>(key: string | null) {
  const swr = useSWR<T, ApiError>(key, fetcher, { keepPreviousData: true });
  // With keepPreviousData the rows of the last key stay on screen while a new search loads: `stale`
  // says so, and the table shows them dimmed and busy instead of passing them off as the answer.
  const stale = swr.isLoading && swr.data !== undefined;
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, stale, retry: () => void swr.mutate() };
}

export const useUserList = (p: UserListParams | null) => useRead<UserListResponse>(p ? usersKey(p) : null);
export const useInvitations = () => useRead<{ data: { invitations: Invitation[] } }>('/auth/invitations');
export const useRoles = () => useRead<{ roles: RoleDefinition[] }>('/roles');
export const useAvailablePermissions = () => useRead<{ permissions: AvailablePermission[] }>('/roles/available-permissions');
export const userPermissionsKey = (id: number) => `/users/${id}/permissions?include_inherited=true`;
export const useUserPermissions = (id: number | null) => useRead<UserPermissionsResponse>(id === null ? null : userPermissionsKey(id));
export const useMemberships = (id: number | null) => useRead<MembershipsResponse>(id === null ? null : `/users/${id}/memberships`);
export const useAdminUser = (id: number | null) => useRead<{ user: AdminUser } | AdminUser>(id === null ? null : `/users/${id}`);

/** The user out of GET /users/{id}, whether wrapped in {user} or not. */
export function unwrapUser(raw: { user: AdminUser } | AdminUser | undefined): AdminUser | undefined {
  if (!raw) return undefined;
  return 'user' in raw ? raw.user : raw;
}

const revalidate = (prefix: string) => mutate((key) => typeof key === 'string' && key.startsWith(prefix));

export async function createUser(body: CreateUserRequest) {
  await http.post('/users', body);
  await revalidate('/users');
}
export async function updateUser(id: number, body: UpdateUserRequest) {
  await http.put(`/users/${id}`, body);
  await revalidate('/users');
}
export async function setUserActive(id: number, active: boolean) {
  await http.post(`/users/${id}/${active ? 'activate' : 'deactivate'}`);
  await revalidate('/users');
}
export async function createInvitation(body: CreateInvitationRequest) {
  await http.post('/auth/invitations/create', body);
  await revalidate('/auth/invitations');
}
export async function deleteInvitation(id: number) {
  await http.delete(`/auth/invitations/${id}`);
  await revalidate('/auth/invitations');
}
export async function assignRole(userId: number, body: AssignRoleRequest) {
  await http.post(`/users/${userId}/roles`, body);
  await revalidate(`/users/${userId}`);
}
export async function removeRole(userId: number, userRoleId: number) {
  await http.delete(`/users/${userId}/roles/${userRoleId}`);
  await revalidate(`/users/${userId}`);
}
export async function grantPermission(userId: number, body: CreatePermissionRequest) {
  await http.post(`/users/${userId}/permissions`, body);
  await revalidate(`/users/${userId}`);
}
export async function updatePermission(userId: number, assignmentId: number, body: UpdatePermissionRequest) {
  await http.patch(`/users/${userId}/permissions/${assignmentId}`, body);
  await revalidate(`/users/${userId}`);
}
export async function deletePermission(userId: number, assignmentId: number) {
  await http.delete(`/users/${userId}/permissions/${assignmentId}`);
  await revalidate(`/users/${userId}`);
}

// memberships decide whom a building admin sees: the user lists are revalidated with the user
export async function setBuildingMembership(userId: number, buildingId: number, body: SetBuildingMembershipRequest) {
  await http.put(`/users/${userId}/memberships/buildings/${buildingId}`, body);
  await revalidate('/users');
}
export async function removeBuildingMembership(userId: number, buildingId: number) {
  await http.delete(`/users/${userId}/memberships/buildings/${buildingId}`);
  await revalidate('/users');
}
export async function setUnitMembership(userId: number, unitId: number, body: SetUnitMembershipRequest) {
  await http.put(`/users/${userId}/memberships/units/${unitId}`, body);
  await revalidate('/users');
}
export async function removeUnitMembership(userId: number, unitId: number) {
  await http.delete(`/users/${userId}/memberships/units/${unitId}`);
  await revalidate('/users');
}
