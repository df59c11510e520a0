/**
 * Role names, one home for them (issue 29 §8b): "Správce" meant the building admin in invitations
 * while the role catalogue calls the manager "Správce budovy". Every screen names a role through
 * these keys (locales `admin.roleNames.*`), worded as the server's role catalogue words them
 * (server/db/reference-data.ts: Administrátor budovy, Správce budovy). Only the admin screens name
 * roles by these, so they load with the admin screens' texts, not the first screen's.
 */
import type { TFunction } from 'i18next';

export type RoleKind = 'global' | 'building' | 'unit';

/** The readable name of a global, building or unit role; an unknown code is shown as it is. */
export function roleLabel(t: TFunction, kind: RoleKind, role: string): string {
  return t(`admin.roleNames.${kind}.${role}`, { defaultValue: role });
}
