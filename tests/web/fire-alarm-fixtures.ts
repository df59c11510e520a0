/** Fake fire alarm answers as the server sends them (contract/fire-alarm.ts) and the signed-in routes around them. */
import type { ActiveFireAlarm, FireZone } from '../../contract/fire-alarm';
import { PERMISSION } from '../../contract/rules/permissions';
import { BUILDING, member } from './parking-fixtures';

export const ZONES_PATH = '/v1/buildings/1/fire-alarm';
export const ACTIVE_PATH = '/v1/fire-alarm/active';
export const ackPath = (zoneId: number) => `${ZONES_PATH}/zones/${zoneId}/acknowledge`;

export const SINCE = '2026-03-12T09:05:00.000Z';

export const zone = (over: Partial<FireZone>): FireZone => ({
  id: 1,
  text: 'Garáže',
  type: 'smoke',
  number: 1,
  sub_number: null,
  status: 0,
  alarm_since: null,
  acknowledged_at: null,
  acknowledged_by_name: null,
  ack_note: null,
  ...over,
});

/** OK, OK, a sub-zone in alarm nobody acknowledged, a zone without text in alarm already acknowledged. */
export const ZONES: FireZone[] = [
  zone({}),
  zone({ id: 2, text: 'Schodiště A', number: 2 }),
  zone({ id: 3, text: 'Schodiště A – střecha', type: 'manual', number: 2, sub_number: 1, status: 1, alarm_since: SINCE }),
  zone({ id: 4, text: null, number: 5, status: 1, alarm_since: SINCE, acknowledged_at: '2026-03-12T09:10:00.000Z', acknowledged_by_name: 'Petr Správce', ack_note: 'Planý poplach, čidlo vyměněno' }),
];

/** The zone as GET /fire-alarm/active lists it. */
export function alarmOf(z: FireZone, building: { id: number; name: string } = BUILDING): ActiveFireAlarm {
  return {
    building_id: building.id,
    building_name: building.name,
    id: z.id,
    text: z.text,
    type: z.type,
    number: z.number,
    sub_number: z.sub_number,
    status: z.status,
    alarm_since: z.alarm_since,
    acknowledged_at: z.acknowledged_at,
  };
}

/** Building 1's staff: they may acknowledge. */
export const staff = () => member([PERMISSION.fireAcknowledge], 'admin');
