import type { TFunction } from 'i18next';
import type { FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';

export const PLAN_TYPES: readonly FloorplanType[] = ['public', 'technical', 'unit'];
export const ACCESS_LEVELS: readonly FloorplanAccessLevel[] = ['public', 'unit_only', 'technical', 'admin'];

export const typeOptions = (t: TFunction) => PLAN_TYPES.map((v) => ({ value: v, label: t(`floorplans.type.${v}`) }));
export const accessOptions = (t: TFunction) => ACCESS_LEVELS.map((v) => ({ value: v, label: t(`floorplans.access.${v}`) }));
