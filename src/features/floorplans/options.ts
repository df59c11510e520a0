import type { TFunction } from 'i18next';
import { FLOORPLAN_ACCESS_LEVELS, FLOORPLAN_TYPES } from '../../../contract/rules/floorplans';

export const typeOptions = (t: TFunction) => FLOORPLAN_TYPES.map((v) => ({ value: v, label: t(`floorplans.type.${v}`) }));
export const accessOptions = (t: TFunction) => FLOORPLAN_ACCESS_LEVELS.map((v) => ({ value: v, label: t(`floorplans.access.${v}`) }));
