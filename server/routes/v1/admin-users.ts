import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUser, CreateUserRequest, UpdateUserRequest, UserIdParam, UserListQuery, UserListResponse } from '../../../contract/admin';
import { authOf } from '../../plugins/auth';
import { adminScope, requireAdmin } from '../../domain/admin/scope';
import { createUser, getUser, listUsers, setUserActive, updateUser } from '../../domain/admin/users';

/** Users (issue 13 §1; spec 001 §7 "Users and admin"). Who may what: domain/admin/scope.ts. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const scopeOf = (req: Parameters<typeof authOf>[0]) => requireAdmin(adminScope(authOf(req).profile));
  const deps = { db: app.db, bus: app.bus };

  app.get('/users', { config: { forbids: true }, schema: { tags, querystring: UserListQuery, response: { 200: UserListResponse } } }, async (req) =>
    listUsers(app.db, scopeOf(req), req.query),
  );

  app.post(
    '/users',
    { config: { forbids: true, conflicts: true }, schema: { tags, body: CreateUserRequest, response: { 201: AdminUser } } },
    async (req, reply) => reply.status(201).send(await createUser(deps, scopeOf(req), req.body, app.config.scryptN)),
  );

  app.get('/users/:id', { config: { forbids: true }, schema: { tags, params: UserIdParam, response: { 200: AdminUser } } }, async (req) =>
    getUser(app.db, scopeOf(req), req.params.id),
  );

  app.put(
    '/users/:id',
    { config: { forbids: true, conflicts: true }, schema: { tags, params: UserIdParam, body: UpdateUserRequest, response: { 200: AdminUser } } },
    async (req) => updateUser(deps, scopeOf(req), req.params.id, req.body, app.config.scryptN),
  );

  // 409: oneself, or the last active global admin
  app.post('/users/:id/deactivate', { config: { forbids: true, conflicts: true }, schema: { tags, params: UserIdParam, response: { 200: AdminUser } } }, async (req) =>
    setUserActive(deps, scopeOf(req), req.params.id, false),
  );
  app.post('/users/:id/activate', { config: { forbids: true }, schema: { tags, params: UserIdParam, response: { 200: AdminUser } } }, async (req) =>
    setUserActive(deps, scopeOf(req), req.params.id, true),
  );
};

export default adminUserRoutes;
