import type { TFunction } from 'i18next';

/** 'association' reads as "apartment building owned by an owners' association"; any other value is shown raw (spec 000 §3). */
export function buildingTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return type === 'association' ? t('building.type.association') : type;
}

/** A number for display, or an em dash when unknown. */
export function orDash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
