/**
 * Administration (spec 001 §7 "Users and admin"; issue 13): users, invitations, roles and direct
 * permissions, building and unit memberships. Who may call what: server/domain/admin/scope.ts.
 */
import { defineRoute } from '../route';

const admin = () => import('../admin');
const common = () => import('../common');

// ---------------------------------------------------------------- users

export const listUsers = defineRoute({
  method: 'GET',
  path: '/users',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ query: c.UserListQuery, response: c.UserListResponse })),
});

export const createUser = defineRoute({
  method: 'POST',
  path: '/users',
  status: 201,
  facts: { forbids: true, conflicts: true },
  schemas: () => admin().then((c) => ({ body: c.CreateUserRequest, response: c.AdminUser })),
});

export const getUser = defineRoute({
  method: 'GET',
  path: '/users/:id',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, response: c.AdminUser })),
});

export const updateUser = defineRoute({
  method: 'PUT',
  path: '/users/:id',
  facts: { forbids: true, conflicts: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, body: c.UpdateUserRequest, response: c.AdminUser })),
});

/** 409: oneself, or the last active global admin. */
export const deactivateUser = defineRoute({
  method: 'POST',
  path: '/users/:id/deactivate',
  facts: { forbids: true, conflicts: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, response: c.AdminUser })),
});

export const activateUser = defineRoute({
  method: 'POST',
  path: '/users/:id/activate',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, response: c.AdminUser })),
});

// ---------------------------------------------------------------- invitations

export const listInvitations = defineRoute({
  method: 'GET',
  path: '/auth/invitations',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ response: c.InvitationListResponse })),
});

/** The registration mail goes through the outbox or SMTP after the answer. */
export const createInvitation = defineRoute({
  method: 'POST',
  path: '/auth/invitations/create',
  status: 201,
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ body: c.CreateInvitationRequest, response: c.Invitation })),
});

/** 409: a used invitation stays. */
export const deleteInvitation = defineRoute({
  method: 'DELETE',
  path: '/auth/invitations/:id',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  facts: { forbids: true, conflicts: true },
  schemas: () => common().then((c) => ({ params: c.IdParam, response: c.OkResponse })),
});

// ---------------------------------------------------------------- roles and permissions

export const listRoles = defineRoute({
  method: 'GET',
  path: '/roles',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ response: c.RoleListResponse })),
});

export const listAvailablePermissions = defineRoute({
  method: 'GET',
  path: '/roles/available-permissions',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ response: c.AvailablePermissionsResponse })),
});

export const getUserPermissions = defineRoute({
  method: 'GET',
  path: '/users/:id/permissions',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, query: c.UserPermissionsQuery, response: c.UserPermissionsResponse })),
});

export const assignRole = defineRoute({
  method: 'POST',
  path: '/users/:id/roles',
  status: 201,
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, body: c.AssignRoleRequest, response: c.UserPermissionsResponse })),
});

export const removeRole = defineRoute({
  method: 'DELETE',
  path: '/users/:id/roles/:userRoleId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  facts: { forbids: true },
  schemas: () => Promise.all([admin(), common()]).then(([c, k]) => ({ params: c.UserRoleParams, response: k.OkResponse })),
});

export const createPermission = defineRoute({
  method: 'POST',
  path: '/users/:id/permissions',
  status: 201,
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, body: c.CreatePermissionRequest, response: c.UserPermissionsResponse })),
});

export const updatePermission = defineRoute({
  method: 'PATCH',
  path: '/users/:id/permissions/:assignmentId',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserPermissionParams, body: c.UpdatePermissionRequest, response: c.UserPermissionsResponse })),
});

export const removePermission = defineRoute({
  method: 'DELETE',
  path: '/users/:id/permissions/:assignmentId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  facts: { forbids: true },
  schemas: () => Promise.all([admin(), common()]).then(([c, k]) => ({ params: c.UserPermissionParams, response: k.OkResponse })),
});

// ---------------------------------------------------------------- memberships

export const getMemberships = defineRoute({
  method: 'GET',
  path: '/users/:id/memberships',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.UserIdParam, response: c.MembershipsResponse })),
});

export const setBuildingMembership = defineRoute({
  method: 'PUT',
  path: '/users/:id/memberships/buildings/:buildingId',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.MembershipBuildingParams, body: c.SetBuildingMembershipRequest, response: c.MembershipsResponse })),
});

export const removeBuildingMembership = defineRoute({
  method: 'DELETE',
  path: '/users/:id/memberships/buildings/:buildingId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  facts: { forbids: true },
  schemas: () => Promise.all([admin(), common()]).then(([c, k]) => ({ params: c.MembershipBuildingParams, response: k.OkResponse })),
});

export const setUnitMembership = defineRoute({
  method: 'PUT',
  path: '/users/:id/memberships/units/:unitId',
  facts: { forbids: true },
  schemas: () => admin().then((c) => ({ params: c.MembershipUnitParams, body: c.SetUnitMembershipRequest, response: c.MembershipsResponse })),
});

export const removeUnitMembership = defineRoute({
  method: 'DELETE',
  path: '/users/:id/memberships/units/:unitId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  facts: { forbids: true },
  schemas: () => Promise.all([admin(), common()]).then(([c, k]) => ({ params: c.MembershipUnitParams, response: k.OkResponse })),
});
