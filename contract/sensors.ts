import { z } from 'zod';
import { Id, IdText, Text, IntText } from './common';
import {
  HEATMAP_DATA_TYPES,
  HEATMAP_DEFAULT_DATA_TYPE,
  HEATMAP_DEFAULT_HOURS,
  HEATMAP_HOURS_MAX,
  HEATMAP_HOURS_MIN,
  SENSOR_LOCATION_TYPES,
  SENSOR_READINGS_MAX,
  SENSOR_STATE_MAX,
  SENSOR_TYPES,
  SENSOR_VALUE_LIMIT,
} from './rules/sensors';

export const SensorType = z.enum(SENSOR_TYPES);
export const SensorLocationType = z.enum(SENSOR_LOCATION_TYPES);
export const HeatmapDataType = z.enum(HEATMAP_DATA_TYPES, { message: 'server.sensors.data_type_unknown' });

/**
 * A sensor with its latest reading (spec 001 §3 "Sensor"): `value` is the reading in the type's unit
 * (contract/rules/sensors.ts sensorUnit: °C, %, ppm; the combined garage sensor's temperature),
 * `co_level` the CO in ppm (co and combined), `state` a door's or binary sensor's state, `timestamp`
 * when it was read (null before the first reading).
 */
export const Sensor = z.object({
  id: z.number(),
  name: z.string(),
  type: SensorType,
  subtype: z.string().nullable(),
  location: z.string().nullable(),
  location_type: SensorLocationType.nullable(),
  value: z.number().nullable(),
  co_level: z.number().nullable(),
  state: z.string().nullable(),
  timestamp: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
});
export type Sensor = z.infer<typeof Sensor>;
export const SensorList = z.array(Sensor);
export type SensorList = z.infer<typeof SensorList>;

/** One point of a sensor's history: the mean of the bucket starting at `at` (contract/rules/sensors.ts historyBucketSeconds). */
export const SensorPoint = z.object({
  /** ISO date-time (UTC) the bucket starts */
  at: z.string(),
  value: z.number().nullable(),
  co_level: z.number().nullable(),
});
export type SensorPoint = z.infer<typeof SensorPoint>;

/** A sensor with its readings of the asked period, oldest first (heatmap, garage and one sensor's history). */
export const SensorWithHistory = Sensor.extend({ readings: z.array(SensorPoint) });
export type SensorWithHistory = z.infer<typeof SensorWithHistory>;
export const SensorHistoryList = z.array(SensorWithHistory);
export type SensorHistoryList = z.infer<typeof SensorHistoryList>;

const Hours = IntText(HEATMAP_HOURS_MIN, HEATMAP_HOURS_MAX, 'server.sensors.hours_range');

/** GET …/sensors?location_type= (api/latest-data) */
export const SensorListQuery = z.object({ location_type: SensorLocationType.optional() });
/** GET …/sensors/heatmap?data_type=&hours= (api/heatmap-data; spec 000 §9 defaults temperature, 24) */
export const HeatmapQuery = z.object({
  data_type: HeatmapDataType.default(HEATMAP_DEFAULT_DATA_TYPE),
  hours: Hours.default(HEATMAP_DEFAULT_HOURS),
});
export type HeatmapQuery = z.input<typeof HeatmapQuery>;
/** GET …/sensors/garage (api/garage-data) takes no query */
export const GarageQuery = z.object({});
/** GET …/sensors/{sensorId}/history?hours= (the detail dialog's chart) */
export const SensorHistoryQuery = z.object({ hours: Hours.default(HEATMAP_DEFAULT_HOURS) });
export const SensorParams = z.object({ id: IdText, sensorId: IdText });

/**
 * The sensor proxy (spec 001 §7): POST …/sensor-proxy (and …/utilities/sensors) with a descriptor.
 * The endpoint must be one of SENSOR_ENDPOINTS and the method GET; params are those of the
 * matching GET route above and checked by its schema.
 */
export const SensorProxyInput = z.object({
  endpoint: Text().max(300).meta({ description: 'api/latest-data, api/heatmap-data or api/garage-data' }),
  method: Text().max(10).default('GET').meta({ description: 'GET' }),
  params: z
    .object({
      location_type: z.string().max(40).optional(),
      data_type: z.string().max(40).optional(),
      hours: z.union([z.number(), z.string().max(10)]).optional(),
    })
    .optional(),
});
export type SensorProxyInput = z.input<typeof SensorProxyInput>;
/** The proxy's answer: the matching route's, an array of sensors (with their readings for the heatmap and garage descriptors). */
export const SensorProxyResponse = z.array(Sensor.extend({ readings: z.array(SensorPoint).optional() }));
export type SensorProxyResponse = z.infer<typeof SensorProxyResponse>;

const ReadingNumber = z.number().min(-SENSOR_VALUE_LIMIT).max(SENSOR_VALUE_LIMIT);

/**
 * One reading a gateway pushes: the sensor (one of the key's building), what it measured (at least
 * one of value, co_level, state) and when (ISO date-time; now when left out).
 */
export const SensorReadingInput = z
  .object({
    sensor_id: Id,
    value: ReadingNumber.nullable().optional(),
    co_level: ReadingNumber.nullable().optional(),
    state: Text().trim().min(1).max(SENSOR_STATE_MAX).nullable().optional(),
    at: z.iso.datetime({ offset: true, message: 'server.sensors.reading_time_invalid' }).optional(),
  })
  .refine((r) => r.value != null || r.co_level != null || r.state != null, 'server.sensors.reading_empty');
export type SensorReadingInput = z.input<typeof SensorReadingInput>;

/** POST /devices/sensors/readings (X-Device-Key): one round of readings, stored all or nothing. */
export const SensorReadingsInput = z.object({
  readings: z.array(SensorReadingInput).min(1, 'server.sensors.readings_count').max(SENSOR_READINGS_MAX, 'server.sensors.readings_count'),
});
export type SensorReadingsInput = z.input<typeof SensorReadingsInput>;
export const SensorReadingsResponse = z.object({ status: z.literal('success'), stored: z.number() });
export type SensorReadingsResponse = z.infer<typeof SensorReadingsResponse>;
