import type { UnitType } from '../../../contract/units';
import { featureRules } from '../../../contract/rules/units';
import { badRequest } from '../../lib/http-error';

/** The stored feature columns (0/1 flags). */
export interface FeatureColumns {
  doorbell_enabled: number;
  doorbell_name: string;
  elevator_enabled: number;
  elevator_auto_on_card: number;
  elevator_auto_on_intercom: number;
}

export interface FeaturePatch {
  doorbell?: { enabled: boolean; name?: string };
  elevator?: { enabled: boolean; auto_on_card?: boolean; auto_on_intercom?: boolean };
}

const flag = (b: boolean) => (b ? 1 : 0);

/**
 * The feature columns after a patch, or a 400 naming the broken rule. Omitted values keep what is
 * stored; a disabled elevator stores both auto options as off (spec 000 §5).
 */
export function applyFeaturePatch(type: UnitType, current: FeatureColumns, patch: FeaturePatch): FeatureColumns {
  const can = featureRules(type);
  const next = { ...current };
  if (patch.doorbell) {
    if (!can.doorbell) throw badRequest('server.units.doorbell_not_available');
    next.doorbell_enabled = flag(patch.doorbell.enabled);
    if (patch.doorbell.name !== undefined) next.doorbell_name = patch.doorbell.name;
  }
  if (patch.elevator) {
    if (!can.elevator) throw badRequest('server.units.elevator_not_available');
    const { enabled, auto_on_card, auto_on_intercom } = patch.elevator;
    if (auto_on_intercom === true && !can.intercomAuto) {
      throw badRequest('server.units.intercom_auto_not_available');
    }
    next.elevator_enabled = flag(enabled);
    if (auto_on_card !== undefined) next.elevator_auto_on_card = flag(auto_on_card);
    if (auto_on_intercom !== undefined) next.elevator_auto_on_intercom = flag(auto_on_intercom);
    if (!enabled) {
      next.elevator_auto_on_card = 0;
      next.elevator_auto_on_intercom = 0;
    }
    // a garage never calls the elevator from the intercom, whatever was stored before
    if (!can.intercomAuto) next.elevator_auto_on_intercom = 0;
  }
  return next;
}

/** Names of the feature columns that differ, for the audit row. */
export function changedFeatureColumns(before: FeatureColumns, after: FeatureColumns): Array<keyof FeatureColumns> {
  return (Object.keys(after) as Array<keyof FeatureColumns>).filter((k) => before[k] !== after[k]);
}
