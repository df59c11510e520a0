import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/buildings';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { listVisibleBuildings } from '../../domain/buildings/visible';

const tags = ['buildings'];

/** Buildings the caller may see (spec 000 §7 "Buildings and units"); units live in their own routes. */
const buildingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(routes.listBuildings, tags)),
    handler: async (req) => ({ buildings: await listVisibleBuildings(app.db, authOf(req).profile) }),
  });

  app.route({
    ...(await tableRoute(routes.getBuilding, tags)),
    handler: async (req) => {
      // 404 both for a missing building and for one the caller may not see (no existence leak)
      const { id, name, code, address } = await requireBuilding(req, req.params.id);
      return { building: { id, name, code, address } };
    },
  });
};

export default buildingRoutes;
