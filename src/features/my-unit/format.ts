/** Display helpers of unit values (spec 000 §3: area in m², dates dd.MM.yyyy). */
import { currentLanguage } from '../../lib/i18n';

export function formatArea(area: number | null | undefined, lng = currentLanguage()): string {
  if (area === null || area === undefined || !Number.isFinite(area)) return '';
  return `${new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'cs-CZ', { maximumFractionDigits: 2 }).format(area)} m²`;
}
