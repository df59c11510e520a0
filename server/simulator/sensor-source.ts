import type { SensorTraffic } from './sensor-simulator';
import { SENSOR_LOCATION_TYPES, SENSOR_TYPES, type SensorLocationType, type SensorType } from '../../contract/rules/sensors';
import { parseSensorReading } from '../devices/builtin-sensor';
import { recordReadings } from '../domain/sensors/record';
import type { SensorDeps } from '../domain/sensors/deps';

/** The sensor simulator's view of the database: the built-in sensors with their latest readings, recorded through the domain. */
export function databaseSensors(deps: SensorDeps): SensorTraffic {
  const { db } = deps;
  return {
    async sensors() {
      // every built-in sensor with its latest reading: tens per building, read once a round
      const rows = await db
        .selectFrom('devices')
        .select(['id', 'building_id', 'sensor_type', 'location_type', 'state'])
        .where('kind', '=', 'sensor')
        .where('driver', '=', 'builtin')
        .orderBy('id')
        .execute();
      return rows
        .filter((r) => SENSOR_TYPES.includes(r.sensor_type as SensorType))
        .map((r) => {
          const latest = parseSensorReading(r.state);
          return {
            buildingId: r.building_id,
            sensorId: r.id,
            type: r.sensor_type as SensorType,
            locationType: SENSOR_LOCATION_TYPES.includes(r.location_type as SensorLocationType) ? (r.location_type as SensorLocationType) : null,
            latest: latest && { value: latest.value, co_level: latest.co_level, state: latest.state },
          };
        });
    },
    async record(buildingId, readings, at) {
      await recordReadings(
        deps,
        buildingId,
        readings.map((r) => ({ sensor_id: r.sensorId, value: r.value, co_level: r.co_level, state: r.state, at })),
        new Date(at),
      );
    },
  };
}
