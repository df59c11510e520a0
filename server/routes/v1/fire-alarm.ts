import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ActiveFireAlarmList,
  FireAckInput,
  FireAckResponse,
  FireDeviceParams,
  FireProxyInput,
  FireZoneList,
  FireZoneParams,
  FireZoneReport,
  FireZoneReportResponse,
} from '../../../contract/fire-alarm';
import { ErrorResponse, IdParam } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { listFireZones } from '../../domain/fire/zones';
import { acknowledgeZone, type FireDeps } from '../../domain/fire/acknowledge';
import { activeFireAlarms } from '../../domain/fire/active';
import { reportFromDevice } from '../../domain/fire/device-report';
import { deviceKeyBuilding } from '../../domain/qr/device-keys';

/** The building of the panel's device key, found before the body is looked at (a keyless caller learns nothing). */
const panelBuilding = new WeakMap<FastifyRequest, number>();

const tags = ['fire-alarm'];

/**
 * The building's fire zones (spec 001 §2 "Fire alarm", §3, §7; issue 12 §1): every member reads
 * them, in either form the spec records; staff acknowledge an alarm. Every route first requires
 * the building: someone who is not a member gets the 404 of a building that does not exist and
 * leaves nothing in its audit log (as for doors, routes/v1/doors.ts). Besides: the alarms of every
 * building the caller can see (the app-wide badge and toast), and the route a panel reports through.
 */
const fireAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FireDeps = { db: app.db, bus: app.bus };

  app.get('/buildings/:id/fire-alarm', { schema: { tags, params: IdParam, response: { 200: FireZoneList } } }, async (req) => {
    await requireBuilding(req, req.params.id);
    return listFireZones(app.db, req.params.id);
  });

  // spec 001 §7's other reading: `{endpoint: 'zones', method: 'GET'}` is the only descriptor there is;
  // a read in a POST's clothing, so every member may make it (never a 403)
  app.post(
    '/buildings/:id/utilities/fire-alarm',
    { config: { forbids: false }, schema: { tags, params: IdParam, body: FireProxyInput, response: { 200: FireZoneList } } },
    async (req) => {
      const { endpoint, method } = req.body;
      if (endpoint !== 'zones') throw badRequest('server.fire.proxy_endpoint_unknown');
      if (method.toUpperCase() !== 'GET') throw badRequest('server.fire.proxy_method_not_allowed', { method: method.slice(0, 10) });
      await requireBuilding(req, req.params.id);
      return listFireZones(app.db, req.params.id);
    },
  );

  app.get('/fire-alarm/active', { schema: { tags, response: { 200: ActiveFireAlarmList } } }, async (req) => ({
    alarms: await activeFireAlarms(app.db, authOf(req).profile),
  }));

  app.post(
    '/devices/fire/zones/:zoneId',
    {
      // no session: the device key is the panel's credential, as for the QR reader (routes/v1/qr-devices.ts)
      config: { public: true },
      onRequest: async (req) => {
        panelBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key']));
      },
      schema: {
        tags: ['devices'],
        description:
          "A building's fire panel reports a zone: status 0 OK again, any other code an alarm with that code. Authenticated by the header X-Device-Key (a device key of the building), not by a session; another building's zone is 404.",
        params: FireDeviceParams,
        body: FireZoneReport,
        response: { 200: FireZoneReportResponse, 401: ErrorResponse },
      },
    },
    async (req) => {
      const buildingId = panelBuilding.get(req);
      if (buildingId === undefined) throw new Error('fire report without a checked device key');
      return reportFromDevice(deps, buildingId, req.params.zoneId, req.body.status, nowIso());
    },
  );

  app.post(
    '/buildings/:id/fire-alarm/zones/:zoneId/acknowledge',
    // 403: a member who is not the building's staff; 409: the zone is not in alarm or already acknowledged
    { config: { forbids: true, conflicts: true }, schema: { tags, params: FireZoneParams, body: FireAckInput, response: { 200: FireAckResponse } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const zone = await acknowledgeZone(deps, authOf(req).profile, req.params.id, req.params.zoneId, req.body.note, nowIso());
      return { status: 'success' as const, zone };
    },
  );
};

export default fireAlarmRoutes;
