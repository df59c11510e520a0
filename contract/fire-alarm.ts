import { z } from 'zod';
import { IdText, MultilineText, Text } from './common';
import { FIRE_ACK_NOTE_MAX, FIRE_STATUS_MAX } from './rules/fire-alarm';

/**
 * A fire zone (spec 001 §3: text, type, number, sub_number, status — 0 OK, anything else alarm),
 * with the acknowledgement staff gave an alarm (issue 12 §1). The SPA shows `text` or 'Zone
 * {number}' (contract/rules/fire-alarm.ts fireZoneLabel).
 */
export const FireZone = z.object({
  id: z.number(),
  text: z.string().nullable(),
  type: z.string(),
  number: z.number(),
  sub_number: z.number().nullable(),
  status: z.number(),
  /** ISO date-time (UTC) the alarm began; null while OK */
  alarm_since: z.string().nullable(),
  /** when staff acknowledged the current alarm; null while unacknowledged or OK */
  acknowledged_at: z.string().nullable(),
  acknowledged_by_name: z.string().nullable(),
  ack_note: z.string().nullable(),
});
export type FireZone = z.infer<typeof FireZone>;

/** GET …/fire-alarm and the proxy form answer an array of zones (spec 001 §7). */
export const FireZoneList = z.array(FireZone);
export type FireZoneList = z.infer<typeof FireZoneList>;

/**
 * The proxy form (spec 001 §7): POST …/utilities/fire-alarm `{endpoint: 'zones', method: 'GET'}`.
 * Only that descriptor exists; the route refuses anything else with a clear message.
 */
export const FireProxyInput = z.object({
  endpoint: Text().max(300).meta({ description: 'zones' }),
  method: Text().max(10).default('GET').meta({ description: 'GET' }),
});
export type FireProxyInput = z.input<typeof FireProxyInput>;

export const FireZoneParams = z.object({ id: IdText, zoneId: IdText });

export const FireAckInput = z.object({
  note: MultilineText().trim().min(1, 'server.fire.note_required').max(FIRE_ACK_NOTE_MAX, 'server.fire.note_too_long'),
});
export type FireAckInput = z.input<typeof FireAckInput>;

export const FireAckResponse = z.object({ status: z.literal('success'), zone: FireZone });
export type FireAckResponse = z.infer<typeof FireAckResponse>;

/**
 * GET /fire-alarm/active (issue 12 §1, beyond the spec): every zone in alarm in the buildings the
 * caller can see, with its building, so the app can show a badge and toast an alarm on any screen.
 * The same zone fields as the building's list, without the acknowledging staff's name and note.
 */
export const ActiveFireAlarm = z
  .object({ building_id: z.number(), building_name: z.string() })
  .extend(FireZone.omit({ acknowledged_by_name: true, ack_note: true }).shape);
export type ActiveFireAlarm = z.infer<typeof ActiveFireAlarm>;

export const ActiveFireAlarmList = z.object({ alarms: z.array(ActiveFireAlarm) });
export type ActiveFireAlarmList = z.infer<typeof ActiveFireAlarmList>;

/**
 * POST /devices/fire/zones/{zoneId} (a panel reporting, authenticated by its building's device key):
 * `status` 0 says the zone is OK again, any other code raises the alarm with that code.
 */
export const FireDeviceParams = z.object({ zoneId: IdText });
export const FireZoneReport = z.object({
  status: z.number({ error: 'server.fire.status_invalid' }).int('server.fire.status_invalid').min(0, 'server.fire.status_invalid').max(FIRE_STATUS_MAX, 'server.fire.status_invalid'),
});
export type FireZoneReport = z.input<typeof FireZoneReport>;

/** The zone after the report, and whether the report changed it (a repeated report changes nothing). */
export const FireZoneReportResponse = z.object({ zone: FireZone, changed: z.boolean() });
export type FireZoneReportResponse = z.infer<typeof FireZoneReportResponse>;
