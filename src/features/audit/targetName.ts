/**
 * What an entry acted on, named for people: the server writes `kind:id` ('door:12'), the screen says
 * "Dveře č. 12" / "Door #12". A kind this build does not know (a newer server) shows as written.
 */
import type { TFunction } from 'i18next';

export function targetName(t: TFunction, target: string): string {
  const sep = target.indexOf(':');
  if (sep < 1) return target;
  const kind = target.slice(0, sep);
  const name = t(`audit.targetKinds.${kind}`, { defaultValue: '' });
  return name ? t('audit.targetName', { kind: name, id: target.slice(sep + 1) }) : target;
}
