import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Sensor as SensorView } from '../../../contract/sensors';
import type { SensorLocationType } from '../../../contract/rules/sensors';
import type { Sensor } from '../../devices/types';
import { sensorsOf } from '../../devices/registry';

/** A device's latest reading in the shape every member reads (spec 001 §3 "Sensor"). */
export async function presentSensor(sensor: Sensor): Promise<SensorView> {
  const { ref } = sensor;
  const reading = await sensor.latest();
  return {
    id: ref.id,
    name: ref.name,
    type: ref.sensorType,
    subtype: ref.subtype,
    location: ref.location,
    location_type: ref.locationType,
    value: reading?.value ?? null,
    co_level: reading?.co_level ?? null,
    state: reading?.state ?? null,
    timestamp: reading?.at ?? null,
    metadata: ref.metadata,
  };
}

/** The building's sensors with their latest readings (api/latest-data; the board's sensor tiles). */
export async function listSensors(db: Kysely<DB>, buildingId: number, locationType: SensorLocationType | null = null): Promise<SensorView[]> {
  return Promise.all((await sensorsOf(db, buildingId, locationType)).map(presentSensor));
}
