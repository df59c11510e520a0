import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/cleaning';
import { tableRoute } from '../../lib/route-table';
import { PERMISSION } from '../../../contract/rules/permissions';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { changeCleaning, listCleaning } from '../../domain/cleaning/events';
import { cleaningStats } from '../../domain/cleaning/stats';

const tags = ['cleaning'];

/**
 * Cleaning records (spec 001 §7 "Cleaning"; issue 15 §1). The spec shows the reads under both
 * /utilities/cleaning/… and /cleaning/…: both are served, the same handler behind each.
 */
const cleaningRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of [routes.listCleaningEvents, routes.listCleaningEventsShort]) {
    app.route({
      ...(await tableRoute(route, tags)),
      handler: async (req) => {
        await requireBuilding(req, req.params.id);
        return listCleaning(app.db, req.params.id, req.query.limit, req.query.cursor);
      },
    });
  }
  for (const route of [routes.cleaningStats, routes.cleaningStatsShort]) {
    app.route({
      ...(await tableRoute(route, tags)),
      handler: async (req) => {
        await requireBuilding(req, req.params.id);
        return cleaningStats(app.db, req.params.id, req.query.year, req.query.month);
      },
    });
  }

  const change = await tableRoute(routes.changeCleaning, tags);
  app.route({
    ...change,
    // finishing answers 200 (nothing new is made); starting and recording answer 201
    schema: { ...change.schema, response: { ...change.schema.response, 200: change.schema.response[201] } },
    handler: async (req, reply) => {
      await requireBuilding(req, req.params.id);
      requirePermission(req, PERMISSION.cleaningRecord, { buildingId: req.params.id });
      const event = await changeCleaning({ db: app.db, bus: app.bus }, { userId: authOf(req).userId, buildingId: req.params.id }, req.body);
      return reply.status(req.body.action === 'finish' ? 200 : 201).send({ event });
    },
  });
};

export default cleaningRoutes;
