import type { TFunction } from 'i18next';

const KNOWN_ROLES = ['admin', 'manager', 'user', 'guest', 'owner', 'tenant'];

/** A building or unit role as a readable label; an unknown role is shown as it is. */
export function roleLabel(t: TFunction, role: string): string {
  return KNOWN_ROLES.includes(role) ? t(`profile.roles.${role}`) : role;
}

/**
 * A permission's readable name. Codes contain ':' (i18next's namespace separator), so the key uses
 * '_' instead; an unknown code has no name and only its code is shown.
 */
export function permissionName(t: TFunction, code: string): string | null {
  const key = `profile.permissionNames.${code.replace(/[^a-zA-Z0-9_]/g, '_')}`;
  const name = t(key, { defaultValue: '' });
  return name ? name : null;
}
