/**
 * The history that grows with the scale factor (bench/scale/shape.ts): gate events, audit rows,
 * issues, sensor readings and notifications, each numbered newest first (row n is `now − n·step`).
 * Growing from one size to the next adds rows n = before…after-1, so ×10 keeps ×1's rows and adds
 * older ones, as a deployment accumulates history; every insert is one INSERT … SELECT per chunk.
 *
 * Who gets what: gate event n is the busy building's unless n % 3 = 0 (then one of the other 199),
 * and one in five of the busy building's is its first unit's (the resident's log); audit rows and
 * issues alternate between the busy building and the others; one notification in four is the
 * resident's; sensor readings go round every sensor but the hot one, whose last day is in the base.
 * The newest issues (openIssues) are the open backlog and the newest notifications
 * (UNREAD_NOTIFICATIONS) are unread at every size: old history is finished and read.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { Dialect } from '../../server/db/engine';
import { ISSUE_PRIORITIES, ISSUE_TYPES } from '../../contract/rules/issues';
import { bySensorKind, type Base } from './base';
import { openIssues, STEP_SECONDS, UNREAD_NOTIFICATIONS, type HistoryCounts } from './shape';
import { insertSeries, refreshStatistics, seriesSql } from './sql';

export const HISTORY_TABLES = ['gate_events', 'audit_log', 'issues', 'sensor_readings', 'notifications'] as const;

const list = (values: readonly string[], index: string) => `CASE ${index} ${values.map((v, i) => `WHEN ${i} THEN '${v}'`).join(' ')} END`;

export async function growHistory(
  db: Kysely<DB>,
  dialect: Dialect,
  base: Base,
  from: HistoryCounts,
  to: HistoryCounts,
  opts: { fraction?: number; log?: (line: string) => void } = {},
): Promise<void> {
  const q = seriesSql(dialect);
  const { shape, nowSeconds: now, firstBuilding: b0, firstUnit: u0, firstUser: user0, busyUnit } = base;
  const others = shape.buildings - 1;
  const upb = shape.unitsPerBuilding;
  const parkingPerBuilding = Math.ceil(upb / 3);
  const at = (step: number) => q.iso(`${now} - ${q.big('n')} * ${step}`);
  const progress = (what: string) => (done: number) => opts.log?.(`    ${what}: +${done.toLocaleString('en')}`);

  // gate events: b is the building's offset from b0
  await insertSeries(
    db,
    dialect,
    {
      table: 'gate_events',
      columns: ['building_id', 'device_id', 'unit_id', 'license_plate', 'direction', 'access_time', 'was_granted', 'reason', 'door_name', 'photo_path', 'photo_mime', 'created_by'],
      with: [
        `CASE WHEN n % 3 = 0 THEN 1 + (n / 3) % ${others} ELSE 0 END AS b`,
        `CASE WHEN n % 5 = 0 THEN NULL WHEN n % 3 = 0 THEN ${u0} + (1 + (n / 3) % ${others}) * ${upb} + 3 * ((n / 3 / ${others}) % ${parkingPerBuilding}) ` +
          `WHEN n % 5 = 1 THEN ${busyUnit} ELSE ${u0} + 3 * (n % ${parkingPerBuilding}) END AS u`,
      ],
      select: [
        `${b0} + b`,
        'NULL',
        'u',
        `'1AB' || ${q.pad('n % 5000', 4)}`,
        `CASE WHEN n % 2 = 0 THEN 'forward' ELSE 'reverse' END`,
        at(STEP_SECONDS.gateEvents),
        'CASE WHEN u IS NULL THEN 0 ELSE 1 END',
        `CASE WHEN u IS NULL THEN 'unknown_plate' ELSE 'granted' END`,
        `'Vjezd do garáží'`,
        'NULL',
        'NULL',
        'NULL',
      ],
      from: from.gateEvents,
      to: to.gateEvents,
    },
    progress('gate events'),
  );

  const otherBuilding = `CASE WHEN n % 2 = 0 THEN 0 ELSE 1 + (n / 2) % ${others} END AS b`;
  await insertSeries(
    db,
    dialect,
    {
      table: 'audit_log',
      columns: ['at', 'user_id', 'action', 'building_id', 'unit_id', 'target', 'outcome', 'detail', 'device_id'],
      with: [otherBuilding],
      select: [
        at(STEP_SECONDS.auditRows),
        `${user0} + n % ${shape.users}`,
        list(['unit.update', 'parking.plate.create', 'issue.create', 'door.open'], 'n % 4'),
        `${b0} + b`,
        `${u0} + b * ${upb} + (n / 2) % ${upb}`,
        `'unit:' || (${u0} + b * ${upb} + (n / 2) % ${upb})`,
        `CASE WHEN n % 20 = 0 THEN 'denied' ELSE 'success' END`,
        'NULL',
        'NULL',
      ],
      from: from.auditRows,
      to: to.auditRows,
    },
    progress('audit rows'),
  );

  const open = openIssues(opts.fraction);
  const created = `${now} - ${q.big('n')} * ${STEP_SECONDS.issues} - 600`;
  await insertSeries(
    db,
    dialect,
    {
      table: 'issues',
      columns: ['building_id', 'title', 'description', 'category_id', 'type', 'priority', 'priority_rank', 'status', 'location_type', 'unit_id', 'created_by', 'assigned_to', 'due_at', 'created_at', 'updated_at', 'search_text'],
      with: [otherBuilding, '(n / 4) % 4 AS p'],
      select: [
        `${b0} + b`,
        `'Závada č. ' || (n + 1)`,
        `'Popis závady a kde ji najít.'`,
        'NULL',
        list(ISSUE_TYPES, 'n % 4'),
        list(ISSUE_PRIORITIES, 'p'),
        'p + 1',
        `CASE WHEN n < ${open} THEN ${list(['new', 'in_progress', 'waiting'], 'n % 3')} ELSE ${list(['resolved', 'closed', 'wont_fix'], 'n % 3')} END`,
        `CASE WHEN n % 3 = 0 THEN 'unit' ELSE 'building' END`,
        `CASE WHEN n % 3 = 0 THEN ${u0} + b * ${upb} + (n / 2) % ${upb} ELSE NULL END`,
        `${user0} + n % ${shape.users}`,
        'NULL',
        `CASE WHEN p >= 2 THEN ${q.iso(`${created} + 7 * 86400`)} ELSE NULL END`,
        q.iso(created),
        q.iso(created),
        `'zavada c. ' || (n + 1)`,
      ],
      from: from.issues,
      to: to.issues,
    },
    progress('issues'),
  );

  // every sensor but the hot one (the first), in turn; m is the sensor's offset from the first
  const rest = shape.sensors - 1;
  await insertSeries(
    db,
    dialect,
    {
      table: 'sensor_readings',
      columns: ['device_id', 'at_s', 'value', 'co_level', 'state'],
      with: [`1 + n % ${rest} AS m`],
      select: [
        `${base.firstSensor} + m`,
        `${now} - ${q.big(`n / ${rest}`)} * ${STEP_SECONDS.sensorReadings} - m % 60`,
        `CASE WHEN ${bySensorKind('m', 3)} IS NULL THEN NULL ELSE 15 + (n % 100) / 10.0 END`,
        `CASE WHEN ${bySensorKind('m', 4)} IS NULL THEN NULL ELSE n % 60 END`,
        `CASE WHEN ${bySensorKind('m', 5)} IS NULL THEN NULL WHEN n % 2 = 0 THEN 'closed' ELSE 'open' END`,
      ],
      from: from.sensorReadings,
      to: to.sensorReadings,
    },
    progress('sensor readings'),
  );

  await insertSeries(
    db,
    dialect,
    {
      table: 'notifications',
      columns: ['user_id', 'building_id', 'source', 'source_key', 'type', 'importance', 'title_key', 'body_key', 'params', 'link', 'created_at', 'read_at', 'mail_pending'],
      select: [
        `CASE WHEN n % 4 = 0 THEN ${base.resident} ELSE ${user0} + 1 + n % ${shape.users - 1} END`,
        String(b0),
        `'announcement'`,
        `'bench:' || n`,
        `'general'`,
        `'normal'`,
        `'server.notifications.announcement.title'`,
        `'server.notifications.text'`,
        `'{"building":"Dům 1","text":"Oznámení správy domu"}'`,
        'NULL',
        at(STEP_SECONDS.notifications),
        `CASE WHEN n < ${UNREAD_NOTIFICATIONS} THEN NULL ELSE ${at(STEP_SECONDS.notifications)} END`,
        '0',
      ],
      from: from.notifications,
      to: to.notifications,
    },
    progress('notifications'),
  );

  await refreshStatistics(db, dialect, [...HISTORY_TABLES]);
}
