import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuildingUnitParams,
  MyUnitsQuery,
  MyUnitsResponse,
  UnitIdParams,
  UnitListResponse,
  UnitResponse,
  UpdateUnitRequest,
} from '../../../contract/units';
import { IdParam } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { getUnit, listBuildingUnits, listMyUnits, myUnitsPreserialized, updateUnit } from '../../domain/units/service';

/**
 * Units (spec 000 §7 "Buildings and units"): the caller's units and one unit as the spec's Unit,
 * a building's units as a staff list of summaries, a unit's settings (docs/spec-differences.md).
 */
const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (req: Parameters<typeof authOf>[0]) => ({ profile: authOf(req).profile, lang: req.lang });

  app.get(
    '/units/my',
    // the spec's Unit for each of the caller's units, in one statement however many there are.
    // Hot path: on SQLite the JSON comes pre-built (my-units-json.ts); otherwise the app's compiled serializer
    { schema: { tags: ['units'], querystring: MyUnitsQuery, response: { 200: MyUnitsResponse } } },
    async (req, reply) => {
      const body = await myUnitsPreserialized(app, caller(req), req.query.building_id);
      // a string with a json content type is sent as it is (SQLite wrote the JSON; see my-units-json.ts)
      if (body !== null) return reply.type('application/json; charset=utf-8').send(body as never);
      return { status: 'success' as const, units: await listMyUnits(app, caller(req), req.query.building_id) };
    },
  );

  // a unit that does not exist and one the caller may not see are the same 404
  app.get(
    '/units/:id',
    { schema: { tags: ['units'], params: UnitIdParams, response: { 200: UnitResponse } } },
    async (req) => ({ unit: await getUnit(app, caller(req), req.params.id) }),
  );

  app.get(
    '/buildings/:id/units',
    { schema: { tags: ['units'], params: IdParam, response: { 200: UnitListResponse } } },
    async (req) => ({ units: await listBuildingUnits(app, caller(req), req.params.id) }),
  );

  app.patch(
    '/buildings/:buildingId/units/:unitId',
    { schema: { tags: ['units'], params: BuildingUnitParams, body: UpdateUnitRequest, response: { 200: UnitResponse } } },
    async (req) => ({
      unit: await updateUnit(app, caller(req), req.params.buildingId, req.params.unitId, req.body),
    }),
  );
};

export default unitRoutes;
