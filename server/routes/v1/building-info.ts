import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../../contract/common';
import { BuildingInfoInput, BuildingInfoResponse } from '../../../contract/building-info';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { notFound } from '../../lib/http-error';
import { loadBuildingInfo } from '../../domain/building-info/repository';
import { updateBuildingInfo } from '../../domain/building-info/service';
import { GENERATED_FACADE, cachedFacadePng } from '../../domain/building-info/hero-image';
import { sniffFileKind, MIME } from '../../domain/files/sniff';
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
  app.get(
    '/buildings/:id/info',
    { schema: { tags, params: IdParam, response: { 200: BuildingInfoResponse } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const building = await loadBuildingInfo(app.db, req.params.id);
      if (!building) throw notFound('server.errors.building_not_found');
      return { building };
    },
  );

  app.get(
    '/buildings/:id/public-info',
    { config: { public: true }, schema: { tags, params: IdParam, response: { 200: BuildingInfoResponse } } },
    async (req) => {
      const building = await loadBuildingInfo(app.db, req.params.id);
      if (!building) throw notFound('server.errors.building_not_found');
      return { building };
    },
  );

  app.put(
    '/buildings/:id/info',
    { schema: { tags, params: IdParam, body: BuildingInfoInput, response: { 200: BuildingInfoResponse } } },
    async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      requirePermission(req, PERMISSION.buildingInfoEdit, { buildingId });
      const building = await updateBuildingInfo(app, buildingId, req.body);
      app.log.info({ userId: authOf(req).userId, buildingId }, 'building information updated');
      return { building };
    },
  );

  app.get(
    '/buildings/:id/image',
    { config: { public: true }, schema: { tags, params: IdParam } },
    async (req, reply) => {
      const building = await app.db
        .selectFrom('buildings')
        .leftJoin('building_info', 'building_info.building_id', 'buildings.id')
        .select(['buildings.code', 'buildings.image_path', 'building_info.floor_count'])
        .where('buildings.id', '=', req.params.id)
        .executeTakeFirst();
      if (!building?.image_path) throw notFound('server.building_info.image_not_found');

      let bytes: Buffer;
      if (building.image_path === GENERATED_FACADE) {
        bytes = cachedFacadePng({ code: building.code, floors: building.floor_count });
      } else {
        if (!app.files.exists(building.image_path)) throw notFound('server.building_info.image_not_found');
        bytes = await app.files.read(building.image_path);
      }
      // Only raster images are ever shown inline; anything else is refused rather than served.
      const kind = await sniffFileKind(bytes);
      if (kind !== 'png' && kind !== 'jpg' && kind !== 'webp') throw notFound('server.building_info.image_not_found');
      return reply
        .header('Content-Type', MIME[kind])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=3600')
        .send(bytes);
    },
  );
};

export default buildingInfoRoutes;
