import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/admin';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
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

const tags = ['admin'];

/** Roles and permissions (issue 13 §1; spec 001 §7): every change takes effect on the user's next call and socket. */
const adminRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);
  const deps = { db: app.db, bus: app.bus };
  const ok = { status: 'success' as const };

  app.route({
    ...(await tableRoute(routes.listRoles, tags)),
    handler: async (req) => ({ roles: await listRoles(app.db, scopeOf(req)) }),
  });

  app.route({
    ...(await tableRoute(routes.listAvailablePermissions, tags)),
    handler: async (req) => ({ permissions: await listAvailablePermissions(app.db, scopeOf(req)) }),
  });

  app.route({
    ...(await tableRoute(routes.getUserPermissions, tags)),
    handler: async (req) => userPermissions(app.db, scopeOf(req), req.params.id, req.query.include_inherited === 'true'),
  });

  app.route({
    ...(await tableRoute(routes.assignRole, tags)),
    handler: async (req, reply) => reply.status(201).send(await assignRole(deps, scopeOf(req), req.params.id, req.body)),
  });

  app.route({
    ...(await tableRoute(routes.removeRole, tags)),
    handler: async (req) => {
      await removeRole(deps, scopeOf(req), req.params.id, req.params.userRoleId);
      return ok;
    },
  });

  app.route({
    ...(await tableRoute(routes.createPermission, tags)),
    handler: async (req, reply) => reply.status(201).send(await createPermission(deps, scopeOf(req), req.params.id, req.body)),
  });

  app.route({
    ...(await tableRoute(routes.updatePermission, tags)),
    handler: async (req) => updatePermission(deps, scopeOf(req), req.params.id, req.params.assignmentId, req.body),
  });

  app.route({
    ...(await tableRoute(routes.removePermission, tags)),
    handler: async (req) => {
      await removePermission(deps, scopeOf(req), req.params.id, req.params.assignmentId);
      return ok;
    },
  });
};

export default adminRoleRoutes;
