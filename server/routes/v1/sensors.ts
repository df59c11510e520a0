import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/sensors';
import { ErrorResponse } from '../../../contract/common';
import { tableRoute } from '../../lib/route-table';
import { requireBuilding } from '../../access/guards';
import { deviceKeyBuilding } from '../../domain/qr/device-keys';
import { sensorHistory } from '../../domain/sensors/history';
import { recordReadings } from '../../domain/sensors/record';
import { SENSOR_READS } from '../../domain/sensors/reads';
import { readOfDescriptor } from '../../domain/sensors/proxy';
import { describeValidationIssue } from '../../plugins/errors';

const tags = ['sensors'];

/** The gateway's building, found from its key before the body is looked at (a keyless caller learns nothing). */
const gatewayBuilding = new WeakMap<FastifyRequest, number>();

/**
 * Sensors (spec 001 §2 "Sensors", §3, §7; issue 12 §2). Every member of the building reads them
 * (a resident sees the technology of their building); every route first requires the building, so
 * an outsider gets the 404 of a building that does not exist. A vendor's gateway pushes readings
 * with its building's device key, like the QR reader (routes/v1/qr-devices.ts).
 */
const sensorRoutes: FastifyPluginAsyncZod = async (app) => {
  // the spec's descriptors as plain GET routes (domain/sensors/reads.ts); the proxy below serves the same reads
  for (const r of Object.values(SENSOR_READS)) {
    app.route({
      ...(await tableRoute(r.route, tags)),
      handler: async (req) => {
        const { id } = req.params as { id: number };
        await requireBuilding(req, id);
        return r.read(app.db, id, req.query as Record<string, unknown>);
      },
    });
  }

  app.route({
    ...(await tableRoute(routes.sensorHistory, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return sensorHistory(app.db, req.params.id, req.params.sensorId, req.query.hours);
    },
  });

  // spec 001 §7's descriptor form, under both names the spec records; the descriptor is judged
  // before the building (domain/sensors/proxy.ts)
  for (const route of [routes.sensorProxy, routes.sensorUtilities]) {
    app.route({
      ...(await tableRoute(route, tags)),
      handler: async (req) => {
        const { read, query } = await readOfDescriptor(req.body, (issue) => describeValidationIssue(req.lang, issue, 'params'));
        await requireBuilding(req, req.params.id);
        return read.read(app.db, req.params.id, query);
      },
    });
  }

  const push = await tableRoute(routes.pushReadings, ['devices']);
  app.route({
    ...push,
    schema: {
      ...push.schema,
      description:
        "A vendor's sensor gateway pushes a round of readings of its building's sensors. Authenticated by the header X-Device-Key (a device key of the building), not by a session. All or nothing: a sensor that is not the building's (404) or a time outside the kept window (400) stores none of them; the building hears one sensor.readings event for the round.",
      response: { ...push.schema.response, 401: ErrorResponse, 404: ErrorResponse },
    },
    // no session: the device key below is the gateway's credential
    onRequest: async (req) => {
      gatewayBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key'], 'server.sensors.device_key_required'));
    },
    handler: async (req) => {
      const buildingId = gatewayBuilding.get(req);
      if (buildingId === undefined) throw new Error('readings without a checked device key');
      const stored = await recordReadings({ db: app.db, bus: app.bus }, buildingId, req.body.readings);
      return { status: 'success' as const, stored };
    },
  });
};

export default sensorRoutes;
