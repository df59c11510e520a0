import type { Generated } from 'kysely';

/** One stored reading of a sensor (migration 014); kept for SENSOR_READING_RETENTION_HOURS. */
export interface SensorReadingsTable {
  id: Generated<number>;
  device_id: number;
  /** whole epoch seconds (UTC) */
  at_s: number;
  value: number | null;
  co_level: number | null;
  state: string | null;
}
