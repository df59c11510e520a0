import type { UnitType } from '../../../contract/units';
import { translate, type Lang } from '../../lib/i18n';

/** 'Byt' / 'Apartment' … from the shared locale files (namespace units.types), cached per language. */
const cache = new Map<string, string>();

export function unitTypeName(lang: Lang, type: UnitType): string {
  const key = `${lang}:${type}`;
  let name = cache.get(key);
  if (name === undefined) {
    name = translate(lang, `units.types.${type}`);
    cache.set(key, name);
  }
  return name;
}
