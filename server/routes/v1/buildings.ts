import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuildingListResponse, BuildingResponse } from '../../../contract/buildings';
import { IdParam } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { listVisibleBuildings } from '../../domain/buildings/visible';

/** Buildings the caller may see (spec 000 §7 "Buildings and units"); units live in their own routes. */
const buildingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/buildings', { schema: { tags: ['buildings'], response: { 200: BuildingListResponse } } }, async (req) => {
    return { buildings: await listVisibleBuildings(app.db, authOf(req).profile) };
  });

  app.get(
    '/buildings/:id',
    { schema: { tags: ['buildings'], params: IdParam, response: { 200: BuildingResponse } } },
    async (req) => {
      // 404 both for a missing building and for one the caller may not see (no existence leak)
      const { id, name, code, address } = await requireBuilding(req, req.params.id);
      return { building: { id, name, code, address } };
    },
  );
};

export default buildingRoutes;
