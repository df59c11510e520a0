import type { TFunction } from 'i18next';

/** 'unit #', 'building #' or global: where a role or permission applies. */
export function contextLabel(t: TFunction, buildingId: number | null, unitId: number | null): string {
  if (unitId !== null) return t('admin.roles.contextUnit', { id: unitId });
  if (buildingId !== null) return t('admin.roles.contextBuilding', { id: buildingId });
  return t('admin.roles.contextGlobal');
}
