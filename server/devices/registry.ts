import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DeviceDriver, DeviceRef, Door, DoorRef, FirePanel, ParkingGate, Sensor, SensorRef } from './types';
import { DOOR_AREAS, type DoorArea } from '../../contract/rules/doors';
import { SENSOR_LOCATION_TYPES, SENSOR_TYPES, type SensorLocationType, type SensorType } from '../../contract/rules/sensors';
import { builtinDriver } from './builtin';
import { prepared } from '../db/prepared';

/**
 * Drivers by the name a device row gives (`devices.driver`). The built-in one is always there; an
 * adapter for a vendor's controller registers itself under its own name at start-up.
 */
const drivers = new Map<string, DeviceDriver>([[builtinDriver.name, builtinDriver]]);

export function registerDriver(driver: DeviceDriver): void {
  if (drivers.has(driver.name)) throw new Error(`device driver '${driver.name}' is already registered`);
  drivers.set(driver.name, driver);
}

/** A row naming a driver this installation does not have is a configuration fault, said loudly. */
export function driverOf(name: string): DeviceDriver {
  const driver = drivers.get(name);
  if (!driver) throw new Error(`device driver '${name}' is not registered`);
  return driver;
}

type ByBuilding = { buildingId: number };

type ByBuildingKind = ByBuilding & { kind: 'parking_gate' | 'fire_alarm' };

// the building's first device of a kind (devices_building_kind gives the order): one gate per garage
// entrance and one fire panel per building today
const firstDeviceQuery = prepared((db, p: ByBuildingKind) =>
  db
    .selectFrom('devices')
    .select(['id', 'building_id', 'kind', 'name', 'location', 'driver'])
    .where('building_id', '=', p.buildingId)
    .where('kind', '=', p.kind)
    .orderBy('id')
    .limit(1),
);

async function firstDevice(db: Kysely<DB>, buildingId: number, kind: ByBuildingKind['kind']): Promise<DeviceRef | null> {
  const row = await firstDeviceQuery.first(db, { buildingId, kind });
  return row ? { id: row.id, buildingId: row.building_id, kind: row.kind, name: row.name, location: row.location, driver: row.driver } : null;
}

/** The building's parking gate, run by its driver; null when the building has none. */
export async function gateOf(db: Kysely<DB>, buildingId: number): Promise<ParkingGate | null> {
  const ref = await firstDevice(db, buildingId, 'parking_gate');
  return ref ? driverOf(ref.driver).parkingGate(ref, { db }) : null;
}

/** The building's fire panel, run by its driver; null when the building has none. */
export async function firePanelOf(db: Kysely<DB>, buildingId: number): Promise<FirePanel | null> {
  const ref = await firstDevice(db, buildingId, 'fire_alarm');
  return ref ? driverOf(ref.driver).firePanel(ref, { db }) : null;
}

// the state comes with the row: a building's doors and their states are one statement
const DOOR_COLUMNS = ['id', 'building_id', 'kind', 'name', 'location', 'driver', 'area', 'floor', 'unit_id', 'state'] as const;

// a building's doors in the order they were set up (devices_building_kind)
const doorRowsQuery = prepared((db, p: ByBuilding) =>
  db.selectFrom('devices').select(DOOR_COLUMNS).where('building_id', '=', p.buildingId).where('kind', '=', 'door').orderBy('id'),
);
type DoorInBuilding = { buildingId: number; doorId: number };
const doorRowQuery = prepared((db, p: DoorInBuilding) =>
  db.selectFrom('devices').select(DOOR_COLUMNS).where('id', '=', p.doorId).where('building_id', '=', p.buildingId).where('kind', '=', 'door'),
);

type DoorRow = NonNullable<Awaited<ReturnType<typeof doorRowQuery.first>>>;

/** An area the table does not know (hand-edited row) counts as the narrowest: the unit's. */
const areaOf = (raw: string | null): DoorArea => (DOOR_AREAS.includes(raw as DoorArea) ? (raw as DoorArea) : raw === null ? 'common' : 'unit');

export function doorRefOf(row: DoorRow): DoorRef {
  return {
    id: row.id,
    buildingId: row.building_id,
    kind: row.kind,
    name: row.name,
    location: row.location,
    driver: row.driver,
    place: { area: areaOf(row.area), floor: row.floor, unit_id: row.unit_id },
  };
}

/** The building's doors, each run by its driver. */
export async function doorsOf(db: Kysely<DB>, buildingId: number): Promise<Door[]> {
  const rows = await doorRowsQuery.all(db, { buildingId });
  return rows.map((row) => driverOf(row.driver).door(doorRefOf(row), { db, stored: row.state }));
}

/** One door of the building; null for an unknown door or another building's (they look the same). */
export async function doorOf(db: Kysely<DB>, buildingId: number, doorId: number): Promise<Door | null> {
  const row = await doorRowQuery.first(db, { buildingId, doorId });
  return row ? driverOf(row.driver).door(doorRefOf(row), { db, stored: row.state }) : null;
}


// a sensor's row with its latest reading (the `state`): a building's sensors are one statement
const SENSOR_COLUMNS = ['id', 'building_id', 'kind', 'name', 'location', 'driver', 'sensor_type', 'subtype', 'location_type', 'metadata', 'state'] as const;

type SensorsInBuilding = ByBuilding & { locationType: string | null };
// a building's sensors in the order they were set up (devices_building_kind); the location filter is
// applied to that short list in the query (a building has tens of sensors, not thousands)
const sensorRowsQuery = prepared((db, p: SensorsInBuilding, shape) => {
  let q = db.selectFrom('devices').select(SENSOR_COLUMNS).where('building_id', '=', p.buildingId).where('kind', '=', 'sensor');
  if (shape.locationType !== null) q = q.where('location_type', '=', p.locationType);
  return q.orderBy('id');
});
type SensorInBuilding = ByBuilding & { sensorId: number };
const sensorRowQuery = prepared((db, p: SensorInBuilding) =>
  db.selectFrom('devices').select(SENSOR_COLUMNS).where('id', '=', p.sensorId).where('building_id', '=', p.buildingId).where('kind', '=', 'sensor'),
);

type SensorRow = NonNullable<Awaited<ReturnType<typeof sensorRowQuery.first>>>;

/** A metadata column that is not a JSON object of strings (hand-edited) reads as empty; other values become text. */
function metadataOf(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]));
  } catch {
    return {};
  }
}

/** A type the table does not know (hand-edited row) reads as 'binary': shown raw, never coloured. */
export function sensorRefOf(row: SensorRow): SensorRef {
  return {
    id: row.id,
    buildingId: row.building_id,
    kind: row.kind,
    name: row.name,
    location: row.location,
    driver: row.driver,
    sensorType: SENSOR_TYPES.includes(row.sensor_type as SensorType) ? (row.sensor_type as SensorType) : 'binary',
    subtype: row.subtype,
    locationType: SENSOR_LOCATION_TYPES.includes(row.location_type as SensorLocationType) ? (row.location_type as SensorLocationType) : null,
    metadata: metadataOf(row.metadata),
  };
}

/** The building's sensors (optionally those of one location type), each run by its driver. */
export async function sensorsOf(db: Kysely<DB>, buildingId: number, locationType: SensorLocationType | null = null): Promise<Sensor[]> {
  const rows = await sensorRowsQuery.all(db, { buildingId, locationType });
  return rows.map((row) => driverOf(row.driver).sensor(sensorRefOf(row), { db, stored: row.state }));
}

/** One sensor of the building; null for an unknown sensor or another building's (they look the same). */
export async function sensorOf(db: Kysely<DB>, buildingId: number, sensorId: number): Promise<Sensor | null> {
  const row = await sensorRowQuery.first(db, { buildingId, sensorId });
  return row ? driverOf(row.driver).sensor(sensorRefOf(row), { db, stored: row.state }) : null;
}
