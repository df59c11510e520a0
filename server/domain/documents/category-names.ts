import { translate, type Lang } from '../../lib/i18n';

/**
 * The reference categories are stored by their Czech names (server/db/reference-data.ts); an
 * English caller gets them translated. A category added later under another name is shown as is.
 */
const KEYS: Record<string, string> = {
  Smlouvy: 'contracts',
  'Stanovy a řády': 'rules',
  'Zápisy ze schůzí': 'minutes',
  'Revize a technické zprávy': 'inspections',
  Vyúčtování: 'billing',
  Pojištění: 'insurance',
  Ostatní: 'other',
};

export function categoryName(lang: Lang, stored: string | null): string | null {
  if (stored === null) return null;
  const key = KEYS[stored];
  return key ? translate(lang, `server.documents.categories.${key}`) : stored;
}
