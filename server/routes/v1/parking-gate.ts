import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ParkingHistoryQuery } from '../../../contract/parking';
import { accessCheck, accessLogImage, buildingParkingHistory, recordGatePass, unitParkingHistory } from '../../../contract/routes/parking';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { nowIso } from '../../lib/time';
import { sendDownload } from '../../domain/files/download';
import { listHistory, type HistoryScope } from '../../domain/parking/history-query';
import { recordPass, type GateDeps } from '../../domain/parking/gate-service';
import { readLogPhoto } from '../../domain/parking/photo-download';
import { requireParkingUnit, requireParkingStaffOf } from '../../domain/parking/unit-access';

const tags = ['parking'];

/** The gate log, its photos and gate decisions (spec 000 §7 "Parking and vehicles", issue 9). */
const parkingGateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GateDeps = { db: app.db, bus: app.bus, files: app.files };

  const history = (scope: HistoryScope, q: z.output<typeof ParkingHistoryQuery>) =>
    listHistory(app.db, scope, { page: q.page, perPage: q.per_page, search: q.search, fromDate: q.from_date, toDate: q.to_date });

  app.route({
    ...(await tableRoute(unitParkingHistory, tags)),
    handler: async (req) => {
      await requireParkingUnit(req, req.params.id, req.params.unitId);
      return history({ unitId: req.params.unitId }, req.query);
    },
  });

  app.route({
    ...(await tableRoute(buildingParkingHistory, tags)),
    handler: async (req) => {
      await requireParkingStaffOf(req, req.params.id);
      return history({ buildingId: req.params.id }, req.query);
    },
  });

  const image = await tableRoute(accessLogImage, tags);
  app.route({
    ...image,
    schema: { ...image.schema, produces: ['image/png', 'image/jpeg'] },
    handler: async (req, reply) => {
      const { id: buildingId, logId } = req.params;
      await requireBuilding(req, buildingId);
      return sendDownload(reply, await readLogPhoto(app.db, app.files, authOf(req).profile, buildingId, logId));
    },
  });

  app.route({
    ...(await tableRoute(accessCheck, tags)),
    handler: async (req) => {
      const buildingId = req.params.id;
      await requireParkingUnit(req, buildingId, req.body.unit_id);
      return recordPass(deps, {
        buildingId,
        plate: req.body.license_plate,
        direction: req.body.direction,
        at: nowIso(),
        unitId: req.body.unit_id,
        userId: authOf(req).userId,
        source: 'access_check',
      });
    },
  });

  app.route({
    ...(await tableRoute(recordGatePass, tags)),
    handler: async (req, reply) => {
      const buildingId = req.params.id;
      await requireParkingStaffOf(req, buildingId);
      const result = await recordPass(deps, {
        buildingId,
        plate: req.body.license_plate,
        direction: req.body.direction,
        at: nowIso(),
        userId: authOf(req).userId,
        source: 'staff',
      });
      return reply.status(201).send(result);
    },
  });
};

export default parkingGateRoutes;
