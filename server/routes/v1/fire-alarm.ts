import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/fire-alarm';
import { ErrorResponse } from '../../../contract/common';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { nowIso } from '../../lib/time';
import { listFireZones } from '../../domain/fire/zones';
import { acknowledgeZone, type FireDeps } from '../../domain/fire/acknowledge';
import { activeFireAlarms } from '../../domain/fire/active';
import { reportFromDevice } from '../../domain/fire/device-report';
import { checkFireDescriptor } from '../../domain/fire/proxy';
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

  app.route({
    ...(await tableRoute(routes.listFireZones, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return listFireZones(app.db, req.params.id);
    },
  });

  app.route({
    ...(await tableRoute(routes.fireAlarmProxy, tags)),
    handler: async (req) => {
      checkFireDescriptor(req.body.endpoint, req.body.method);
      await requireBuilding(req, req.params.id);
      return listFireZones(app.db, req.params.id);
    },
  });

  app.route({
    ...(await tableRoute(routes.activeFireAlarms, tags)),
    handler: async (req) => ({ alarms: await activeFireAlarms(app.db, authOf(req).profile) }),
  });

  const report = await tableRoute(routes.reportFireZone, ['devices']);
  app.route({
    ...report,
    schema: {
      ...report.schema,
      description:
        "A building's fire panel reports a zone: status 0 OK again, any other code an alarm with that code. Authenticated by the header X-Device-Key (a device key of the building), not by a session; another building's zone is 404.",
      response: { ...report.schema.response, 401: ErrorResponse },
    },
    // no session: the device key is the panel's credential, as for the QR reader (routes/v1/qr-devices.ts)
    onRequest: async (req) => {
      panelBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key']));
    },
    handler: async (req) => {
      const buildingId = panelBuilding.get(req);
      if (buildingId === undefined) throw new Error('fire report without a checked device key');
      return reportFromDevice(deps, buildingId, req.params.zoneId, req.body.status, nowIso());
    },
  });

  app.route({
    ...(await tableRoute(routes.acknowledgeFireZone, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      const zone = await acknowledgeZone(deps, authOf(req).profile, req.params.id, req.params.zoneId, req.body.note, nowIso());
      return { status: 'success' as const, zone };
    },
  });
};

export default fireAlarmRoutes;
