import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/building-info';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { notFound } from '../../lib/http-error';
import { loadBuildingInfo } from '../../domain/building-info/repository';
import { updateBuildingInfo } from '../../domain/building-info/service';
import { heroImageFile } from '../../domain/building-info/image-file';
import { PERMISSION } from '../../../contract/rules/permissions';

const tags = ['building-info'];

/**
 * Building information (spec 000 §3, spec 001 §2 public screen).
 * - GET /buildings/{id}/info          signed in, for members of the building (404 otherwise)
 * - GET /buildings/{id}/public-info   no session needed: the same public facts, nothing about units or residents
 * - PUT /buildings/{id}/info          building_info:edit (building admins, global admins)
 * - GET /buildings/{id}/image         the hero image; public because an <img> cannot send a bearer token
 *   and the public page shows it anyway
 */
const buildingInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const infoOf = async (buildingId: number) => {
    const building = await loadBuildingInfo(app.db, buildingId);
    if (!building) throw notFound('server.errors.building_not_found');
    return { building };
  };

  app.route({
    ...(await tableRoute(routes.getBuildingInfo, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return infoOf(req.params.id);
    },
  });

  app.route({
    ...(await tableRoute(routes.getPublicBuildingInfo, tags)),
    handler: async (req) => infoOf(req.params.id),
  });

  app.route({
    ...(await tableRoute(routes.updateBuildingInfo, tags)),
    handler: async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      requirePermission(req, PERMISSION.buildingInfoEdit, { buildingId });
      const building = await updateBuildingInfo(app, buildingId, req.body);
      app.log.info({ userId: authOf(req).userId, buildingId }, 'building information updated');
      return { building };
    },
  });

  app.route({
    ...(await tableRoute(routes.getBuildingImage, tags)),
    handler: async (req, reply) => {
      const { bytes, mimeType } = await heroImageFile(app, req.params.id);
      return reply
        .header('Content-Type', mimeType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=3600')
        .send(bytes);
    },
  });
};

export default buildingInfoRoutes;
