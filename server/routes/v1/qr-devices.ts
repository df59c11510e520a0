import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../../contract/common';
import { createDeviceKey, listDeviceKeys as listKeysRoute, revokeDeviceKey as revokeKeyRoute, scanQrPass } from '../../../contract/routes/qr';
import { PERMISSION } from '../../../contract/rules/permissions';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { deviceKeyBuilding, issueDeviceKey, listDeviceKeys, revokeDeviceKey } from '../../domain/qr/device-keys';
import { scanPass } from '../../domain/qr/scan';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';

const tags = ['devices'];

/** The building of the reader's key, found before the body is looked at (a keyless caller learns nothing). */
const readerBuilding = new WeakMap<FastifyRequest, number>();

/** Staff with device:manage in the building. */
async function requireDeviceManager(req: FastifyRequest, buildingId: number) {
  await requireBuilding(req, buildingId);
  requirePermission(req, PERMISSION.deviceManage, { buildingId });
}

/**
 * The QR reader and its keys (issue 10 §2). A reader is no user: it proves itself with its
 * building's device key (header X-Device-Key), which staff with device:manage issue and revoke.
 */
const qrDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const scan = await tableRoute(scanQrPass, tags);
  app.route({
    ...scan,
    schema: {
      ...scan.schema,
      description: 'A QR reader read a code at one of its building\'s doors. Authenticated by the header X-Device-Key (a device key of the building), not by a session.',
      // public (no session), yet a missing or wrong device key is a 401
      response: { ...scan.schema.response, 401: ErrorResponse },
    },
    onRequest: async (req) => {
      readerBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key']));
    },
    handler: async (req) => {
      const buildingId = readerBuilding.get(req);
      if (buildingId === undefined) throw new Error('scan without a checked device key');
      const result = await scanPass({ db: app.db, bus: app.bus }, { buildingId, doorId: req.body.door_id, code: req.body.qr_code, at: nowIso() });
      // 200 for refusals too: the reader asked a valid question and this is the server's answer to
      // it (granted or not, with the reason to show); 4xx stay for a call that was itself wrong
      // (no key, a door that is not the building's, a malformed body)
      return { granted: result.granted, reason: result.reason, message: translate(req.lang, `server.qr.scan.${result.reason}`) };
    },
  });

  app.route({
    ...(await tableRoute(listKeysRoute, tags)),
    handler: async (req) => {
      await requireDeviceManager(req, req.params.id);
      return { device_keys: await listDeviceKeys(app.db, req.params.id) };
    },
  });

  app.route({
    ...(await tableRoute(createDeviceKey, tags)),
    handler: async (req, reply) => {
      const buildingId = req.params.id;
      await requireDeviceManager(req, buildingId);
      const issued = await issueDeviceKey(app.db, { userId: authOf(req).userId, buildingId }, req.body.label);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(issued);
    },
  });

  app.route({
    ...(await tableRoute(revokeKeyRoute, tags)),
    handler: async (req) => {
      const buildingId = req.params.id;
      await requireDeviceManager(req, buildingId);
      await revokeDeviceKey(app.db, { userId: authOf(req).userId, buildingId }, req.params.keyId);
      return { status: 'success' as const };
    },
  });
};

export default qrDeviceRoutes;
