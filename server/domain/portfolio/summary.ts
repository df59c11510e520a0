import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { PortfolioAlarm, PortfolioBuilding } from '../../../contract/portfolio';
import { PORTFOLIO_REFUSALS_WINDOW_MS } from '../../../contract/portfolio';
import { PERMISSION } from '../../../contract/rules/permissions';
import { FIRE_STATUS_OK } from '../../../contract/rules/fire-alarm';
import { FINISHED_STATUSES } from '../../../contract/rules/issues';
import { sensorBand } from '../../../contract/rules/sensors';
import { can } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { doorIsOpen, pairDoorContacts } from '../../../contract/rules/door-contacts';
import { doorRefOf, driverOf, sensorRefOf } from '../../devices/registry';
import { listVisibleBuildings } from '../buildings/visible';

/**
 * The portfolio board's counts (issue 29 §1) for every building the caller watches, in a fixed
 * number of statements whatever the number of buildings: the buildings (1), then one statement per
 * source, each for all the buildings at once — the ids bound as one JSON list (db/id-list.ts) and
 * grouped by building_id over the index that starts with it. None walks a history: zones in alarm
 * (fire_zones_building, a handful per building), the sensor and door rows (devices_building_kind;
 * their latest state is on the row), gate refusals within the last hour (a range of
 * gate_events_building_time per building), open issues (the partial issues_open_* indexes), visitors
 * in the house (the partial reception_visitors_open index).
 */
type Ids = { ids: string };

// zones in alarm with their building's name: both the counts and the alarm list (few rows)
const alarmZones = prepared((db, p: Ids) =>
  db
    .selectFrom('fire_zones as z')
    .innerJoin('buildings as b', 'b.id', 'z.building_id')
    .select(['z.building_id', 'b.name as building_name', 'z.id', 'z.text', 'z.number', 'z.sub_number', 'z.status', 'z.alarm_since', 'z.acknowledged_at'])
    .where(inIdList(db, 'z.building_id', p.ids))
    .where('z.status', '<>', FIRE_STATUS_OK),
);

/**
 * Sensors and doors as rows, not counts: the band and the open state are read from the stored
 * state by the device's driver and the shared rule (sensorBand), never a second copy of them in
 * SQL. A building has tens of devices, so this is bounded by the installation, not by time.
 */
const deviceRows = prepared((db, p: Ids) =>
  db
    .selectFrom('devices')
    .select(['id', 'building_id', 'kind', 'name', 'location', 'driver', 'area', 'floor', 'unit_id', 'sensor_type', 'subtype', 'location_type', 'metadata', 'state'])
    .where(inIdList(db, 'building_id', p.ids))
    .where('kind', 'in', ['sensor', 'door']),
);

const refusals = prepared((db, p: Ids & { since: string; now: string }) =>
  db
    .selectFrom('gate_events')
    .select(['building_id', sql<number>`count(*)`.as('n')])
    .where(inIdList(db, 'building_id', p.ids))
    .where('access_time', '>', p.since)
    .where('access_time', '<=', p.now)
    .where('was_granted', '=', 0)
    .groupBy('building_id'),
);

// open = not finished, written inline so both engines use the partial indexes of open issues
const open = sql<boolean>`status not in (${sql.join(FINISHED_STATUSES.map((s) => sql.lit(s)))})`;
const issueCounts = prepared((db, p: Ids & { now: string }) =>
  db
    .selectFrom('issues')
    .select(['building_id', sql<number>`count(*)`.as('open'), sql<number>`sum(case when due_at < ${p.now} then 1 else 0 end)`.as('overdue')])
    .where(inIdList(db, 'building_id', p.ids))
    .where(open)
    .groupBy('building_id'),
);

const visitorsIn = prepared((db, p: Ids) =>
  db
    .selectFrom('reception_visitors')
    .select(['building_id', sql<number>`count(*)`.as('n')])
    .where(inIdList(db, 'building_id', p.ids))
    .where('left_at', 'is', null)
    .groupBy('building_id'),
);

/** Postgres answers count(*) as a bigint string, SQLite as a number. */
const countsBy = (rows: Array<{ building_id: number; n: unknown }>) => new Map(rows.map((r) => [r.building_id, Number(r.n)]));
const bump = (m: Map<number, number>, id: number) => m.set(id, (m.get(id) ?? 0) + 1);

export interface Portfolio {
  as_of: string;
  buildings: PortfolioBuilding[];
  alarms: PortfolioAlarm[];
}

export async function portfolioSummary(db: Kysely<DB>, profile: AccessProfile, now: string): Promise<Portfolio> {
  // board:view is held only where the building is visible, so the visible ones are the candidates
  const watched = (await listVisibleBuildings(db, profile)).filter((b) => can(profile, PERMISSION.boardView, { buildingId: b.id }, now));
  if (watched.length === 0) return { as_of: now, buildings: [], alarms: [] };
  const ids = idListParam(watched.map((b) => b.id));
  const since = new Date(Date.parse(now) - PORTFOLIO_REFUSALS_WINDOW_MS).toISOString();
  const [zones, devices, refused, issues, visitors] = await Promise.all([
    alarmZones.all(db, { ids }),
    deviceRows.all(db, { ids }),
    refusals.all(db, { ids, since, now }),
    issueCounts.all(db, { ids, now }),
    visitorsIn.all(db, { ids }),
  ]);

  const fire = new Map<number, number>();
  const unacknowledged = new Map<number, number>();
  for (const z of zones) {
    bump(fire, z.building_id);
    if (!z.acknowledged_at) bump(unacknowledged, z.building_id);
  }
  const sensorsOut = new Map<number, number>();
  // each building's doors and sensors as the board reads them, to count open doors by its one rule
  const doorsOf = new Map<number, Array<{ id: number; name: string; open: boolean }>>();
  const sensorsOf = new Map<number, Array<{ id: number; name: string; type: string | null; state: string | null }>>();
  const push = <T>(map: Map<number, T[]>, id: number, item: T) => map.set(id, [...(map.get(id) ?? []), item]);
  await Promise.all(
    devices.map(async (row) => {
      const driver = driverOf(row.driver);
      if (row.kind === 'door') {
        const state = await driver.door(doorRefOf(row), { db, stored: row.state }).state();
        push(doorsOf, row.building_id, { id: row.id, name: row.name, open: state.open });
        return;
      }
      const sensor = driver.sensor(sensorRefOf(row), { db, stored: row.state });
      const r = await sensor.latest();
      push(sensorsOf, row.building_id, { id: row.id, name: row.name, type: sensor.ref.sensorType, state: r?.state ?? null });
      const band = sensorBand({ type: sensor.ref.sensorType, value: r?.value ?? null, co_level: r?.co_level ?? null, state: r?.state ?? null });
      if (band === 'red') bump(sensorsOut, row.building_id);
    }),
  );
  // one truth per door (issue 29 §2): open when its controller or its paired contact sensor says so,
  // as the full board's doors tile counts them
  const doorsOpen = new Map<number, number>();
  for (const [buildingId, doors] of doorsOf) {
    const { sensorOfDoor } = pairDoorContacts(doors, sensorsOf.get(buildingId) ?? []);
    doorsOpen.set(buildingId, doors.filter((d) => doorIsOpen(d.open, sensorOfDoor.get(d.id)?.state)).length);
  }
  const refusedBy = countsBy(refused);
  const openBy = new Map(issues.map((r) => [r.building_id, { open: Number(r.open), overdue: Number(r.overdue ?? 0) }]));
  const visitorsBy = countsBy(visitors);

  return {
    as_of: now,
    buildings: watched.map((b) => ({
      id: b.id,
      name: b.name,
      code: b.code,
      address: b.address,
      fire_zones: fire.get(b.id) ?? 0,
      fire_unacknowledged: unacknowledged.get(b.id) ?? 0,
      sensors_out: sensorsOut.get(b.id) ?? 0,
      doors_open: doorsOpen.get(b.id) ?? 0,
      gate_refusals_hour: refusedBy.get(b.id) ?? 0,
      issues_open: openBy.get(b.id)?.open ?? 0,
      issues_overdue: openBy.get(b.id)?.overdue ?? 0,
      people_in: visitorsBy.get(b.id) ?? 0,
      can_acknowledge: can(profile, PERMISSION.fireAcknowledge, { buildingId: b.id }, now),
    })),
    alarms: zones
      .map((z) => ({ ...z }))
      .sort((a, b) => (a.alarm_since ?? '').localeCompare(b.alarm_since ?? '') || a.building_id - b.building_id || a.number - b.number || a.id - b.id),
  };
}
