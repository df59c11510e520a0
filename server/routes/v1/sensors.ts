import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ErrorResponse, IdParam } from '../../../contract/common';
import {
  HeatmapQuery,
  SensorHistoryList,
  SensorHistoryQuery,
  SensorList,
  SensorListQuery,
  SensorParams,
  SensorProxyInput,
  SensorProxyResponse,
  SensorReadingsInput,
  SensorReadingsResponse,
  SensorWithHistory,
} from '../../../contract/sensors';
import { SENSOR_ENDPOINTS, SENSOR_PROXY_METHOD, type SensorEndpoint } from '../../../contract/rules/sensors';
import { requireBuilding } from '../../access/guards';
import { badRequest } from '../../lib/http-error';
import { describeValidationIssue } from '../../plugins/errors';
import { deviceKeyBuilding } from '../../domain/qr/device-keys';
import { listSensors } from '../../domain/sensors/list';
import { garage, heatmap, sensorHistory } from '../../domain/sensors/history';
import { recordReadings } from '../../domain/sensors/record';

const tags = ['sensors'];

/** A read the sensors answer: its plain route, the query it takes, its answer and the one function behind both forms. */
interface SensorRead<Q extends z.ZodType> {
  path: string;
  query: Q;
  response: typeof SensorList | typeof SensorHistoryList;
  read(db: Kysely<DB>, buildingId: number, query: z.output<Q>): Promise<z.output<typeof SensorList>>;
}
const readOf = <Q extends z.ZodType>(r: SensorRead<Q>) => r as unknown as SensorRead<z.ZodType>;

/**
 * The one table of the spec's descriptors (spec 001 §7, contract/rules/sensors.ts SENSOR_ENDPOINTS):
 * each is served as a plain GET route and through the proxy form, by the same function with the
 * same query schema, so the two answer alike and refuse alike.
 */
const READS: Record<SensorEndpoint, SensorRead<z.ZodType>> = {
  'api/latest-data': readOf({
    path: '/buildings/:id/sensors',
    query: SensorListQuery,
    response: SensorList,
    read: (db, buildingId, q) => listSensors(db, buildingId, q.location_type ?? null),
  }),
  'api/heatmap-data': readOf({
    path: '/buildings/:id/sensors/heatmap',
    query: HeatmapQuery,
    response: SensorHistoryList,
    read: (db, buildingId, q) => heatmap(db, buildingId, q.data_type, q.hours),
  }),
  'api/garage-data': readOf({
    path: '/buildings/:id/sensors/garage',
    query: z.object({}),
    response: SensorHistoryList,
    read: (db, buildingId) => garage(db, buildingId),
  }),
};

/** A descriptor's endpoint as the table names it: a leading '/' is tolerated, nothing else is. */
function endpointOf(raw: string): SensorEndpoint | null {
  const endpoint = raw.startsWith('/') ? raw.slice(1) : raw;
  return (SENSOR_ENDPOINTS as readonly string[]).includes(endpoint) ? (endpoint as SensorEndpoint) : null;
}

/** The gateway's building, found from its key before the body is looked at (a keyless caller learns nothing). */
const gatewayBuilding = new WeakMap<FastifyRequest, number>();

/**
 * Sensors (spec 001 §2 "Sensors", §3, §7; issue 12 §2). Every member of the building reads them
 * (a resident sees the technology of their building); every route first requires the building, so
 * an outsider gets the 404 of a building that does not exist. A vendor's gateway pushes readings
 * with its building's device key, like the QR reader (routes/v1/qr-devices.ts).
 */
const sensorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const r of Object.values(READS)) {
    app.get(r.path, { schema: { tags, params: IdParam, querystring: r.query, response: { 200: r.response } } }, async (req) => {
      await requireBuilding(req, req.params.id);
      return r.read(app.db, req.params.id, req.query);
    });
  }

  app.get(
    '/buildings/:id/sensors/:sensorId/history',
    { schema: { tags, params: SensorParams, querystring: SensorHistoryQuery, response: { 200: SensorWithHistory } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      return sensorHistory(app.db, req.params.id, req.params.sensorId, req.query.hours);
    },
  );

  // spec 001 §7's descriptor form, under both names the spec records; a read in a POST's clothing,
  // so every member may make it (never a 403). The descriptor is judged before the building, so a
  // refused one says nothing about the building either.
  for (const path of ['/buildings/:id/sensor-proxy', '/buildings/:id/utilities/sensors']) {
    app.post(
      path,
      { config: { forbids: false }, schema: { tags, params: IdParam, body: SensorProxyInput, response: { 200: SensorProxyResponse } } },
      async (req) => {
        const endpoint = endpointOf(req.body.endpoint);
        if (!endpoint) throw badRequest('server.sensors.proxy_endpoint_unknown');
        const { method } = req.body;
        if (method.toUpperCase() !== SENSOR_PROXY_METHOD) throw badRequest('server.sensors.proxy_method_not_allowed', { method: method.slice(0, 10) });
        const r = READS[endpoint];
        const query = r.query.safeParse(req.body.params ?? {});
        if (!query.success) {
          const issue = query.error.issues[0];
          throw badRequest(describeValidationIssue(req.lang, { ...issue, path: ['params', ...issue.path.map(String)] }, 'params'));
        }
        await requireBuilding(req, req.params.id);
        return r.read(app.db, req.params.id, query.data);
      },
    );
  }

  app.post(
    '/devices/sensors/readings',
    {
      // no session: the device key below is the gateway's credential
      config: { public: true },
      onRequest: async (req) => {
        gatewayBuilding.set(req, await deviceKeyBuilding(app.db, req.headers['x-device-key'], 'server.sensors.device_key_required'));
      },
      schema: {
        tags: ['devices'],
        description:
          "A vendor's sensor gateway pushes a round of readings of its building's sensors. Authenticated by the header X-Device-Key (a device key of the building), not by a session. All or nothing: a sensor that is not the building's (404) or a time outside the kept window (400) stores none of them; the building hears one sensor.readings event for the round.",
        body: SensorReadingsInput,
        response: { 200: SensorReadingsResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const buildingId = gatewayBuilding.get(req);
      if (buildingId === undefined) throw new Error('readings without a checked device key');
      const stored = await recordReadings({ db: app.db, bus: app.bus }, buildingId, req.body.readings);
      return { status: 'success' as const, stored };
    },
  );
};

export default sensorRoutes;
