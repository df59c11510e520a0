import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DeviceRef, FirePanel, FireZoneReading } from './types';
import { FIRE_STATUS_ALARM, FIRE_STATUS_OK, isAlarm } from '../../contract/rules/fire-alarm';
import { prepared } from '../db/prepared';

const ZONE_COLUMNS = ['id', 'number', 'sub_number', 'text', 'type', 'status', 'alarm_since'] as const;

// the panel's zones in panel order (fire_zones_building)
const zonesQuery = prepared((db, p: { buildingId: number; deviceId: number }) =>
  db
    .selectFrom('fire_zones')
    .select(ZONE_COLUMNS)
    .where('building_id', '=', p.buildingId)
    .where('device_id', '=', p.deviceId)
    .orderBy('number')
    .orderBy('sub_number', (o) => o.asc().nullsFirst())
    .orderBy('id'),
);

/**
 * The built-in fire panel: no detectors behind it. Each zone is a row of `fire_zones`; the simulator
 * raises and clears alarms through it. A change is one conditional update (only a zone of this panel
 * not already in that state), so two reporters never both record the same change. A new alarm
 * starts unacknowledged; clearing it forgets the acknowledgement (the log keeps it).
 */
export class BuiltinFirePanel implements FirePanel {
  constructor(
    readonly ref: DeviceRef,
    private readonly db: Kysely<DB>,
  ) {}

  zones(): Promise<FireZoneReading[]> {
    return zonesQuery.all(this.db, { buildingId: this.ref.buildingId, deviceId: this.ref.id });
  }

  async raise(zoneId: number, at: string, status = FIRE_STATUS_ALARM): Promise<FireZoneReading | null> {
    if (!isAlarm(status)) return this.clear(zoneId, at);
    const res = await this.db
      .updateTable('fire_zones')
      .set({ status, alarm_since: at, acknowledged_at: null, acknowledged_by: null, ack_note: null, updated_at: at })
      .where('id', '=', zoneId)
      .where('device_id', '=', this.ref.id)
      .where('status', '=', FIRE_STATUS_OK)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? this.zone(zoneId) : null;
  }

  async clear(zoneId: number, at: string): Promise<FireZoneReading | null> {
    const res = await this.db
      .updateTable('fire_zones')
      .set({ status: FIRE_STATUS_OK, alarm_since: null, acknowledged_at: null, acknowledged_by: null, ack_note: null, updated_at: at })
      .where('id', '=', zoneId)
      .where('device_id', '=', this.ref.id)
      .where('status', '<>', FIRE_STATUS_OK)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? this.zone(zoneId) : null;
  }

  private async zone(zoneId: number): Promise<FireZoneReading | null> {
    return (await this.db.selectFrom('fire_zones').select(ZONE_COLUMNS).where('id', '=', zoneId).executeTakeFirst()) ?? null;
  }
}
