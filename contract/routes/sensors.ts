/**
 * The sensors' routes (spec 001 §2 "Sensors", §3, §7; issue 12 §2). The three reads are the spec's
 * descriptors (contract/rules/sensors.ts SENSOR_ENDPOINTS), each also served through the proxy form.
 */
import { defineRoute } from '../route';

const withId = () => Promise.all([import('../sensors'), import('../common')]);

/** api/latest-data */
export const listSensors = defineRoute({
  method: 'GET',
  path: '/buildings/:id/sensors',
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.SensorListQuery, response: c.SensorList })),
});

/** api/heatmap-data */
export const sensorHeatmap = defineRoute({
  method: 'GET',
  path: '/buildings/:id/sensors/heatmap',
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.HeatmapQuery, response: c.SensorHistoryList })),
});

/** api/garage-data */
export const sensorGarage = defineRoute({
  method: 'GET',
  path: '/buildings/:id/sensors/garage',
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.GarageQuery, response: c.SensorHistoryList })),
});

/** One sensor with its readings of the last `hours` (the detail dialog's chart). */
export const sensorHistory = defineRoute({
  method: 'GET',
  path: '/buildings/:id/sensors/:sensorId/history',
  schemas: () => import('../sensors').then((c) => ({ params: c.SensorParams, query: c.SensorHistoryQuery, response: c.SensorWithHistory })),
});

const proxySchemas = () => withId().then(([c, common]) => ({ params: common.IdParam, body: c.SensorProxyInput, response: c.SensorProxyResponse }));

/** Spec 001 §7's descriptor form, under both names the spec records; a read in a POST's clothing (never a 403). */
export const sensorProxy = defineRoute({
  method: 'POST',
  path: '/buildings/:id/sensor-proxy',
  facts: { forbids: false },
  schemas: proxySchemas,
});

export const sensorUtilities = defineRoute({
  method: 'POST',
  path: '/buildings/:id/utilities/sensors',
  facts: { forbids: false },
  schemas: proxySchemas,
});

/** A vendor's gateway pushes a round of readings; no session: the X-Device-Key header is its credential. */
export const pushReadings = defineRoute({
  method: 'POST',
  path: '/devices/sensors/readings',
  facts: { public: true },
  schemas: () => import('../sensors').then((c) => ({ body: c.SensorReadingsInput, response: c.SensorReadingsResponse })),
});
