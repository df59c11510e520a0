import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DeviceKind } from '../db/schema/devices';
import type { GateDirection } from '../../contract/rules/parking';
import type { DoorPlace, DoorVia } from '../../contract/rules/doors';
import type { DoorEvent } from '../../contract/doors';
import type { SensorLocationType, SensorType } from '../../contract/rules/sensors';

/**
 * The device layer (docs/architecture.md "Devices", issue 9): one interface per building subsystem. The
 * server makes every decision (who may pass, who may open); a device only carries it out and
 * reports what it saw. The built-in driver keeps each device's state in the `devices` table and is
 * driven by the simulator in `npm start`; an adapter for a vendor's gate or door controller
 * implements the same interfaces and registers under its own driver name.
 */
export interface DeviceRef {
  id: number;
  buildingId: number;
  kind: DeviceKind;
  name: string;
  location: string | null;
  driver: string;
}

/** What the barrier reports about itself. */
export interface GateState {
  open: boolean;
  /** ISO date-time (UTC) of the last change */
  changed_at: string | null;
  last_direction: GateDirection | null;
}

/** The parking gate: a barrier with a plate camera. */
export interface ParkingGate {
  readonly ref: DeviceRef;
  /** lifts the barrier for one pass the server has granted */
  open(direction: GateDirection, at: string): Promise<void>;
  /** the barrier's state as last reported */
  state(): Promise<GateState>;
  /**
   * the picture of the pass, taken by the gate's camera (PNG or JPEG bytes), or null when the
   * camera gave none; the built-in camera draws one with the plate and the time
   */
  photo(plate: string, direction: GateDirection, at: string): Promise<{ bytes: Buffer; mime: 'image/png' | 'image/jpeg' } | null>;
}

/** A door's row: the device plus where it leads (contract/rules/doors.ts decides who may open it). */
export interface DoorRef extends DeviceRef {
  place: DoorPlace;
}

/** What the door reports about itself. */
export interface DoorState {
  open: boolean;
  /** ISO date-time (UTC) of the last change */
  changed_at: string | null;
  last_event: DoorEvent | null;
}

/** A door with a remotely released lock (and, for the built-in one, a sensor saying open or closed). */
export interface Door {
  readonly ref: DoorRef;
  /** releases the lock for one opening the server has allowed; answers the state after it */
  open(at: string, via: DoorVia): Promise<DoorState>;
  /** the door reports itself closed (the built-in one is closed by the simulator) */
  close(at: string, via: DoorVia): Promise<DoorState>;
  state(): Promise<DoorState>;
}

/** One zone of a fire panel as the panel reports it (status 0 OK, anything else the alarm's code). */
export interface FireZoneReading {
  id: number;
  number: number;
  sub_number: number | null;
  text: string | null;
  type: string;
  status: number;
  /** ISO date-time (UTC) the current alarm began; null while OK */
  alarm_since: string | null;
}

/**
 * A building's fire panel (issue 12 §1). The panel detects; the server only reads its zones and
 * records who acknowledged an alarm. `raise` and `clear` are how the panel reports a change (the
 * built-in one is driven by the simulator, a vendor adapter by its hardware); each answers the zone
 * after the change, or null when the zone is not this panel's or already was in that state.
 */
export interface FirePanel {
  readonly ref: DeviceRef;
  zones(): Promise<FireZoneReading[]>;
  raise(zoneId: number, at: string, status?: number): Promise<FireZoneReading | null>;
  clear(zoneId: number, at: string): Promise<FireZoneReading | null>;
}

/** A sensor's row: the device plus what it measures and where (contract/rules/sensors.ts). */
export interface SensorRef extends DeviceRef {
  sensorType: SensorType;
  subtype: string | null;
  locationType: SensorLocationType | null;
  metadata: Record<string, string>;
}

/** One reading as a sensor reports it. */
export interface SensorReading {
  /** ISO date-time (UTC) */
  at: string;
  /** in the type's unit (°C, %, ppm; the combined sensor's temperature) */
  value: number | null;
  /** CO in ppm (co and combined sensors) */
  co_level: number | null;
  /** a door's or binary sensor's state */
  state: string | null;
}

/**
 * A sensor (issue 12 §2). It reports readings; the server keeps the latest on the device's row and a
 * bounded history (sensor_readings), reads them for the overview, the charts and the board, and
 * never asks the device to act.
 */
export interface Sensor {
  readonly ref: SensorRef;
  /** the latest reading, or null before the first one */
  latest(): Promise<SensorReading | null>;
  /** records a new reading (the built-in one is fed by the simulator, a vendor adapter by its hardware) */
  report(reading: SensorReading): Promise<void>;
}

/** What a driver may use: the built-in one keeps its state in the database. */
export interface DeviceContext {
  db: Kysely<DB>;
  /**
   * the row's `state` column when it was read with the device's row (a list of doors reads them
   * together, one statement for the whole building); the built-in driver answers its first
   * state() from it instead of reading the row again
   */
  stored?: string | null;
}

/** A driver builds the device objects of its kind for the rows that name it. */
export interface DeviceDriver {
  readonly name: string;
  parkingGate(ref: DeviceRef, ctx: DeviceContext): ParkingGate;
  door(ref: DoorRef, ctx: DeviceContext): Door;
  firePanel(ref: DeviceRef, ctx: DeviceContext): FirePanel;
  sensor(ref: SensorRef, ctx: DeviceContext): Sensor;
}
