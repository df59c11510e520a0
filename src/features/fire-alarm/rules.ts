import type { ActiveFireAlarm } from '../../../contract/fire-alarm';
import type { Me } from '../../../contract/users';
import { PERMISSION } from '../../../contract/rules/permissions';
import { can } from '../../state/permissions';

/**
 * The alarms the palette offers to acknowledge: nobody has yet, and the user may in that building
 * (the server's fire:acknowledge, state/permissions.ts) — the same rule as the screen's button.
 */
export function alarmsToAcknowledge(alarms: readonly ActiveFireAlarm[], user: Me | null | undefined): ActiveFireAlarm[] {
  return alarms.filter((a) => a.acknowledged_at === null && can(user, a.building_id, PERMISSION.fireAcknowledge));
}
