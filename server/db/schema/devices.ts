import type { Generated } from 'kysely';
import type { Ts } from './columns';

export type DeviceKind = 'parking_gate' | 'door' | 'qr_reader' | 'fire_alarm' | 'sensor';

export interface DevicesTable {
  id: Generated<number>;
  building_id: number;
  kind: DeviceKind;
  name: string;
  location: string | null;
  /** 'builtin' (state kept here) or a vendor adapter's name */
  driver: string;
  /** JSON: the device's last reported state */
  state: string | null;
  /** doors: where the door leads (contract/rules/doors.ts DOOR_AREAS); null for other kinds */
  area: string | null;
  /** a floor door's floor */
  floor: number | null;
  /** a unit door's unit */
  unit_id: number | null;
  /** sensors (migration 014): contract/rules/sensors.ts SENSOR_TYPES; null for other kinds */
  sensor_type: string | null;
  /** the combined garage sensor's 'garage_temp_co' */
  subtype: string | null;
  /** contract/rules/sensors.ts SENSOR_LOCATION_TYPES */
  location_type: string | null;
  /** JSON object of strings shown as the sensor's key/value list */
  metadata: string | null;
  created_at: Ts;
  updated_at: Ts;
}
