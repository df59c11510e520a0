import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignRoleRequest,
  AvailablePermissionsResponse,
  CreatePermissionRequest,
  RoleListResponse,
  UpdatePermissionRequest,
  UserIdParam,
  UserPermissionParams,
  UserPermissionsQuery,
  UserPermissionsResponse,
  UserRoleParams,
} from '../../../contract/admin';
import { OkResponse } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { adminScope } from '../../domain/admin/scope';
import {
  assignRole,
  createPermission,
  listAvailablePermissions,
  listRoles,
  removePermission,
  removeRole,
  updatePermission,
  userPermissions,
} from '../../domain/admin/grants';

/** Roles and permissions (issue 13 §1; spec 001 §7): every change takes effect on the user's next call and socket. */
const adminRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);
  const deps = { db: app.db, bus: app.bus };
  const ok = { status: 'success' as const };

  app.get('/roles', { config: { forbids: true }, schema: { tags, response: { 200: RoleListResponse } } }, async (req) => ({
    roles: await listRoles(app.db, scopeOf(req)),
  }));

  app.get('/roles/available-permissions', { config: { forbids: true }, schema: { tags, response: { 200: AvailablePermissionsResponse } } }, async (req) => ({
    permissions: await listAvailablePermissions(app.db, scopeOf(req)),
  }));

  app.get(
    '/users/:id/permissions',
    { config: { forbids: true }, schema: { tags, params: UserIdParam, querystring: UserPermissionsQuery, response: { 200: UserPermissionsResponse } } },
    async (req) => userPermissions(app.db, scopeOf(req), req.params.id, req.query.include_inherited === 'true'),
  );

  app.post(
    '/users/:id/roles',
    { config: { forbids: true }, schema: { tags, params: UserIdParam, body: AssignRoleRequest, response: { 201: UserPermissionsResponse } } },
    async (req, reply) => reply.status(201).send(await assignRole(deps, scopeOf(req), req.params.id, req.body)),
  );

  app.delete('/users/:id/roles/:userRoleId', { config: { forbids: true }, schema: { tags, params: UserRoleParams, response: { 200: OkResponse } } }, async (req) => {
    await removeRole(deps, scopeOf(req), req.params.id, req.params.userRoleId);
    return ok;
  });

  app.post(
    '/users/:id/permissions',
    { config: { forbids: true }, schema: { tags, params: UserIdParam, body: CreatePermissionRequest, response: { 201: UserPermissionsResponse } } },
    async (req, reply) => reply.status(201).send(await createPermission(deps, scopeOf(req), req.params.id, req.body)),
  );

  app.patch(
    '/users/:id/permissions/:assignmentId',
    { config: { forbids: true }, schema: { tags, params: UserPermissionParams, body: UpdatePermissionRequest, response: { 200: UserPermissionsResponse } } },
    async (req) => updatePermission(deps, scopeOf(req), req.params.id, req.params.assignmentId, req.body),
  );

  app.delete(
    '/users/:id/permissions/:assignmentId',
    { config: { forbids: true }, schema: { tags, params: UserPermissionParams, response: { 200: OkResponse } } },
    async (req) => {
      await removePermission(deps, scopeOf(req), req.params.id, req.params.assignmentId);
      return ok;
    },
  );
};

export default adminRoleRoutes;
