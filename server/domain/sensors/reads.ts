/**
 * The one table of the spec's sensor descriptors (spec 001 §7, contract/rules/sensors.ts
 * SENSOR_ENDPOINTS): each is served as a plain GET route of the contract's table and through the
 * proxy form, by the same function with the same query schema, so the two answer alike and refuse alike.
 */
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SensorList } from '../../../contract/sensors';
import type { SensorEndpoint } from '../../../contract/rules/sensors';
import { listSensors, sensorGarage, sensorHeatmap } from '../../../contract/routes/sensors';
import type { Route } from '../../../contract/route';
import { listSensors as listBuildingSensors } from './list';
import { garage, heatmap } from './history';

export interface SensorRead {
  /** the plain GET route; its query schema checks the proxy's params too */
  route: Route;
  read(db: Kysely<DB>, buildingId: number, query: Record<string, unknown>): Promise<z.output<typeof SensorList>>;
}

export const SENSOR_READS: Record<SensorEndpoint, SensorRead> = {
  'api/latest-data': {
    route: listSensors,
    read: (db, buildingId, q) => listBuildingSensors(db, buildingId, (q.location_type as Parameters<typeof listBuildingSensors>[2]) ?? null),
  },
  'api/heatmap-data': {
    route: sensorHeatmap,
    read: (db, buildingId, q) => heatmap(db, buildingId, q.data_type as Parameters<typeof heatmap>[2], q.hours as number),
  },
  'api/garage-data': {
    route: sensorGarage,
    read: (db, buildingId) => garage(db, buildingId),
  },
};
