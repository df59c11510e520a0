import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/admin';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
import { adminScope } from '../../domain/admin/scope';
import {
  removeBuildingMembership,
  removeUnitMembership,
  setBuildingMembership,
  setUnitMembership,
  userMemberships,
} from '../../domain/admin/memberships';

const tags = ['admin'];

/** A user's building roles and unit accesses (README "Who sees what → Administration"): read, set, end. */
const adminMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);
  const deps = { db: app.db, bus: app.bus };
  const ok = { status: 'success' as const };

  app.route({
    ...(await tableRoute(routes.getMemberships, tags)),
    handler: async (req) => userMemberships(app.db, scopeOf(req), req.params.id),
  });

  app.route({
    ...(await tableRoute(routes.setBuildingMembership, tags)),
    handler: async (req) => setBuildingMembership(deps, scopeOf(req), req.params.id, req.params.buildingId, req.body),
  });

  app.route({
    ...(await tableRoute(routes.removeBuildingMembership, tags)),
    handler: async (req) => {
      await removeBuildingMembership(deps, scopeOf(req), req.params.id, req.params.buildingId);
      return ok;
    },
  });

  app.route({
    ...(await tableRoute(routes.setUnitMembership, tags)),
    handler: async (req) => setUnitMembership(deps, scopeOf(req), req.params.id, req.params.unitId, req.body),
  });

  app.route({
    ...(await tableRoute(routes.removeUnitMembership, tags)),
    handler: async (req) => {
      await removeUnitMembership(deps, scopeOf(req), req.params.id, req.params.unitId);
      return ok;
    },
  });
};

export default adminMembershipRoutes;
