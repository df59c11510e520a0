/**
 * The one way a floor number is shown (spec 000 §2: 0 is the ground floor, positive numbers upper
 * floors, negative numbers underground). Czech: 'Přízemí', '1. patro', '1. podzemní podlaží';
 * English: 'Ground floor', '1st floor', '1st basement'. The ordinal endings come from i18next's
 * ordinal plurals (Intl.PluralRules), not from our own suffix table.
 */
import type { TFunction } from 'i18next';

export function floorLabel(t: TFunction, floor: number): string {
  if (floor === 0) return t('floorplans.floor.ground');
  if (floor > 0) return t('floorplans.floor.above', { count: floor, ordinal: true });
  return t('floorplans.floor.below', { count: -floor, ordinal: true });
}
