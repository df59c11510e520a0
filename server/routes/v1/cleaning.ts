import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CleaningEventRequest, CleaningEventResponse, CleaningEventsQuery, CleaningEventsResponse, CleaningStats, CleaningStatsQuery } from '../../../contract/cleaning';
import { IdParam } from '../../../contract/common';
import { PERMISSION } from '../../../contract/rules/permissions';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { changeCleaning, listCleaning } from '../../domain/cleaning/events';
import { cleaningStats } from '../../domain/cleaning/stats';

/**
 * Cleaning records (spec 001 §7 "Cleaning"; issue 15 §1). The spec shows the reads under both
 * /utilities/cleaning/… and /cleaning/…: both are served, the same handler behind each.
 */
const cleaningRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cleaning'];
  for (const base of ['/buildings/:id/utilities/cleaning', '/buildings/:id/cleaning']) {
    app.get(`${base}/events`, { schema: { tags, params: IdParam, querystring: CleaningEventsQuery, response: { 200: CleaningEventsResponse } } }, async (req) => {
      await requireBuilding(req, req.params.id);
      return listCleaning(app.db, req.params.id, req.query.limit, req.query.cursor);
    });
    app.get(`${base}/stats`, { schema: { tags, params: IdParam, querystring: CleaningStatsQuery, response: { 200: CleaningStats } } }, async (req) => {
      await requireBuilding(req, req.params.id);
      return cleaningStats(app.db, req.params.id, req.query.year, req.query.month);
    });
  }

  app.post(
    '/buildings/:id/utilities/cleaning/event',
    { config: { conflicts: true }, schema: { tags, params: IdParam, body: CleaningEventRequest, response: { 200: CleaningEventResponse, 201: CleaningEventResponse } } },
    async (req, reply) => {
      await requireBuilding(req, req.params.id);
      requirePermission(req, PERMISSION.cleaningRecord, { buildingId: req.params.id });
      const event = await changeCleaning({ db: app.db, bus: app.bus }, { userId: authOf(req).userId, buildingId: req.params.id }, req.body);
      return reply.status(req.body.action === 'finish' ? 200 : 201).send({ event });
    },
  );
};

export default cleaningRoutes;
