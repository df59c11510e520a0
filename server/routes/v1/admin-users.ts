import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/admin';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
import { adminScope, requireAdmin } from '../../domain/admin/scope';
import { createUser, getUser, listUsers, setUserActive, updateUser } from '../../domain/admin/users';

const tags = ['admin'];

/** Users (issue 13 §1; spec 001 §7 "Users and admin"). Who may what: domain/admin/scope.ts. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: Parameters<typeof authOf>[0]) => requireAdmin(adminScope(authOf(req).profile));
  const deps = { db: app.db, bus: app.bus };

  app.route({
    ...(await tableRoute(routes.listUsers, tags)),
    handler: async (req) => listUsers(app.db, scopeOf(req), req.query),
  });

  app.route({
    ...(await tableRoute(routes.createUser, tags)),
    handler: async (req, reply) => reply.status(201).send(await createUser(deps, scopeOf(req), req.body, app.config.scryptN)),
  });

  app.route({
    ...(await tableRoute(routes.getUser, tags)),
    handler: async (req) => getUser(app.db, scopeOf(req), req.params.id),
  });

  app.route({
    ...(await tableRoute(routes.updateUser, tags)),
    handler: async (req) => updateUser(deps, scopeOf(req), req.params.id, req.body, app.config.scryptN),
  });

  app.route({
    ...(await tableRoute(routes.deactivateUser, tags)),
    handler: async (req) => setUserActive(deps, scopeOf(req), req.params.id, false),
  });

  app.route({
    ...(await tableRoute(routes.activateUser, tags)),
    handler: async (req) => setUserActive(deps, scopeOf(req), req.params.id, true),
  });
};

export default adminUserRoutes;
