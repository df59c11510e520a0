import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { IdParam, ErrorResponse, OkResponse } from '../../../contract/common';
import { DeviceKeyCreateInput, DeviceKeyCreateResponse, DeviceKeyListResponse, DeviceKeyParams, QrScanInput, QrScanResponse } from '../../../contract/qr';
import { PERMISSION } from '../../../contract/rules/permissions';
import { authOf } from '../../plugins/auth';
import { requireBuilding, requirePermission } from '../../access/guards';
import { deviceKeyBuilding, issueDeviceKey, listDeviceKeys, revokeDeviceKey } from '../../domain/qr/device-keys';
import { scanPass } from '../../domain/qr/scan';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';

const tags = ['devices'];

/** The building of the reader's key, found before the body is looked at (a keyless caller learns nothing). */
const readerBuilding = new WeakMap<FastifyRequest, number>();

/**
 * The QR reader and its keys (issue 10 §2). A reader is no user: it proves itself with its
 * building's device key (header X-Device-Key), which staff with device:manage issue and revoke.
 */
const qrDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/devices/qr/scan',
    {
      // no session: the device key below is the reader's credential
      config: { public: true },
      onRequest: async (req) => {
        readerBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key']));
      },
      schema: {
        tags,
        description: 'A QR reader read a code at one of its building\'s doors. Authenticated by the header X-Device-Key (a device key of the building), not by a session.',
        body: QrScanInput,
        response: { 200: QrScanResponse, 401: ErrorResponse },
      },
    },
    async (req) => {
      const buildingId = readerBuilding.get(req);
      if (buildingId === undefined) throw new Error('scan without a checked device key');
      const result = await scanPass({ db: app.db, bus: app.bus }, { buildingId, doorId: req.body.door_id, code: req.body.qr_code, at: nowIso() });
      // 200 for refusals too: the reader asked a valid question and this is the server's answer to
      // it (granted or not, with the reason to show); 4xx stay for a call that was itself wrong
      // (no key, a door that is not the building's, a malformed body)
      return { granted: result.granted, reason: result.reason, message: translate(req.lang, `server.qr.scan.${result.reason}`) };
    },
  );

  app.get(
    '/buildings/:id/device-keys',
    { config: { forbids: true }, schema: { tags, params: IdParam, response: { 200: DeviceKeyListResponse } } },
    async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      requirePermission(req, PERMISSION.deviceManage, { buildingId });
      return { device_keys: await listDeviceKeys(app.db, buildingId) };
    },
  );

  app.post(
    '/buildings/:id/device-keys',
    { schema: { tags, params: IdParam, body: DeviceKeyCreateInput, response: { 201: DeviceKeyCreateResponse } } },
    async (req, reply) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      requirePermission(req, PERMISSION.deviceManage, { buildingId });
      const issued = await issueDeviceKey(app.db, { userId: authOf(req).userId, buildingId }, req.body.label);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(issued);
    },
  );

  app.delete(
    '/buildings/:id/device-keys/:keyId',
    { schema: { tags, params: DeviceKeyParams, response: { 200: OkResponse } } },
    async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      requirePermission(req, PERMISSION.deviceManage, { buildingId });
      await revokeDeviceKey(app.db, { userId: authOf(req).userId, buildingId }, req.params.keyId);
      return { status: 'success' as const };
    },
  );
};

export default qrDeviceRoutes;
