import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';

/** What the sensor services use: the database, and the bus that tells the building of new readings. */
export interface SensorDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

/** An unknown sensor and another building's look the same. */
export const SENSOR_NOT_FOUND = 'server.sensors.sensor_not_found';
