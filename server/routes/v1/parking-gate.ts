import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  AccessCheckInput,
  GateDecisionResponse,
  GatePassInput,
  LogImageParams,
  ParkingHistoryQuery,
  ParkingHistoryResponse,
  UnitPathParams,
} from '../../../contract/parking';
import { IdParam } from '../../../contract/common';
import { PERMISSION } from '../../../contract/rules/permissions';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { sendDownload } from '../../domain/files/download';
import { MIME, sniffFileKind } from '../../domain/files/sniff';
import { listHistory, type HistoryScope } from '../../domain/parking/history-query';
import { recordPass, type GateDeps } from '../../domain/parking/gate-service';
import { visiblePhoto } from '../../domain/parking/photo-access';
import { photoTimestamp } from '../../domain/parking/photo-draw';
import { requireParkingUnit } from '../../domain/parking/unit-access';

const tags = ['parking'];

/** The gate log, its photos and gate decisions (spec 000 §7 "Parking and vehicles", issue 9). */
const parkingGateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GateDeps = { db: app.db, bus: app.bus, files: app.files };

  const history = (scope: HistoryScope, q: z.output<typeof ParkingHistoryQuery>) =>
    listHistory(app.db, scope, { page: q.page, perPage: q.per_page, search: q.search, fromDate: q.from_date, toDate: q.to_date });

  /** The building's parking staff: a live session of the building without the right gets 403. */
  async function requireParkingStaff(req: FastifyRequest, buildingId: number) {
    await requireBuilding(req, buildingId);
    requirePermission(req, PERMISSION.parkingManage, { buildingId });
  }

  app.get(
    '/buildings/:id/units/:unitId/parking-history',
    { schema: { tags, params: UnitPathParams, querystring: ParkingHistoryQuery, response: { 200: ParkingHistoryResponse } } },
    async (req) => {
      await requireParkingUnit(req, req.params.id, req.params.unitId);
      return history({ unitId: req.params.unitId }, req.query);
    },
  );

  app.get(
    '/buildings/:id/parking/history',
    { config: { forbids: true }, schema: { tags, params: IdParam, querystring: ParkingHistoryQuery, response: { 200: ParkingHistoryResponse } } },
    async (req) => {
      await requireParkingStaff(req, req.params.id);
      return history({ buildingId: req.params.id }, req.query);
    },
  );

  app.get(
    '/buildings/:id/parking/access-logs/:logId/image',
    { schema: { tags, params: LogImageParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const { id: buildingId, logId } = req.params;
      await requireBuilding(req, buildingId);
      const photo = await visiblePhoto(app.db, authOf(req).profile, buildingId, logId);
      if (!photo || !app.files.exists(photo.photo_path)) throw notFound('server.gate.photo_not_found');
      // the documents' check: the bytes must be the picture the row says they are
      const bytes = await app.files.read(photo.photo_path);
      const kind = await sniffFileKind(bytes);
      if (!kind || MIME[kind] !== photo.photo_mime) throw notFound('server.gate.photo_not_found');
      const stamp = photoTimestamp(photo.access_time).replace(/[: ]/g, '-');
      return sendDownload(reply, {
        // the bytes just checked are the bytes sent: a photo is small, and the file is read once
        stream: Readable.from([bytes]),
        filename: `${photo.license_plate}-${stamp}.${kind}`,
        mimeType: photo.photo_mime,
        size: bytes.length,
      });
    },
  );

  app.post(
    '/buildings/:id/parking/access-check',
    // a unit the caller may not check is not theirs, and reads as not there (404), never 403
    { config: { forbids: false }, schema: { tags, params: IdParam, body: AccessCheckInput, response: { 200: GateDecisionResponse } } },
    async (req) => {
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
  );

  app.post(
    '/buildings/:id/parking/gate-passes',
    { schema: { tags, params: IdParam, body: GatePassInput, response: { 201: GateDecisionResponse } } },
    async (req, reply) => {
      const buildingId = req.params.id;
      await requireParkingStaff(req, buildingId);
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
  );
};

export default parkingGateRoutes;
