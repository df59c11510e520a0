import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/units';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { getUnit, listBuildingUnits, listMyUnits, myUnitsPreserialized, updateUnit } from '../../domain/units/service';

const tags = ['units'];

/**
 * Units (spec 000 §7 "Buildings and units"): the caller's units and one unit as the spec's Unit,
 * a building's units as a staff list of summaries, a unit's settings (docs/spec-differences.md).
 */
const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (req: Parameters<typeof authOf>[0]) => ({ profile: authOf(req).profile, lang: req.lang });

  app.route({
    // the spec's Unit for each of the caller's units, in one statement however many there are.
    // Hot path: on SQLite the JSON comes pre-built (my-units-json.ts); otherwise the app's compiled serializer
    ...(await tableRoute(routes.listMyUnits, tags)),
    handler: async (req, reply) => {
      const body = await myUnitsPreserialized(app, caller(req), req.query.building_id);
      // a string with a json content type is sent as it is (SQLite wrote the JSON; see my-units-json.ts)
      if (body !== null) return reply.type('application/json; charset=utf-8').send(body as never);
      return { status: 'success' as const, units: await listMyUnits(app, caller(req), req.query.building_id) };
    },
  });

  // a unit that does not exist and one the caller may not see are the same 404
  app.route({
    ...(await tableRoute(routes.getUnit, tags)),
    handler: async (req) => ({ unit: await getUnit(app, caller(req), req.params.id) }),
  });

  app.route({
    ...(await tableRoute(routes.listBuildingUnits, tags)),
    handler: async (req) => ({ units: await listBuildingUnits(app, caller(req), req.params.id) }),
  });

  app.route({
    ...(await tableRoute(routes.updateUnit, tags)),
    handler: async (req) => ({
      unit: await updateUnit(app, caller(req), req.params.buildingId, req.params.unitId, req.body),
    }),
  });
};

export default unitRoutes;
