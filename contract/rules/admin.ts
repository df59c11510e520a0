/**
 * Administration rules both sides apply (spec 001 §3, §5, §9; issue 13). Plain TypeScript: no zod,
 * no server code, so the SPA's forms and the server's contract read the same limits and enums.
 */

/** Invitation validity in hours (spec 001 §5, §9): default 72, at least 1, at most 720 (30 days). */
export const INVITATION_HOURS_MIN = 1;
export const INVITATION_HOURS_MAX = 720;
export const INVITATION_HOURS_DEFAULT = 72;
/** At most this many building rows in one invitation, and units in one row (a bound, not a spec number). */
export const INVITATION_BUILDINGS_MAX = 50;
export const INVITATION_UNITS_MAX = 200;

/** The building roles an invitation gives (spec 001 §5): admin, manager, user; default user. */
export const INVITATION_BUILDING_ROLES = ['admin', 'manager', 'user'] as const;
export type InvitationBuildingRole = (typeof INVITATION_BUILDING_ROLES)[number];
export const INVITATION_BUILDING_ROLE_DEFAULT: InvitationBuildingRole = 'user';

/** The unit roles an invitation gives (spec 001 §5): owner, tenant, guest; default tenant. */
export const INVITATION_UNIT_ROLES = ['owner', 'tenant', 'guest'] as const;
export type InvitationUnitRole = (typeof INVITATION_UNIT_ROLES)[number];
export const INVITATION_UNIT_ROLE_DEFAULT: InvitationUnitRole = 'tenant';

export const GLOBAL_ROLES = ['admin', 'user'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

/** The users table (issue 13 §2: thousands of users, searched, sorted and paged by the server). */
export const USER_SORTS = ['name', 'email', 'created_at', 'last_login'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_PAGE_SIZE_DEFAULT = 25;
export const USER_PAGE_SIZE_MAX = 100;
export const USER_SEARCH_MAX = 200;

/**
 * The invitation form's unit field (spec 001 §5): a comma-separated list of numbers; blanks and
 * non-numbers are dropped, duplicates kept once, in the order typed.
 */
export function parseUnitIdList(text: string): number[] {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const t = part.trim();
    if (!/^\d+$/.test(t)) continue;
    const n = Number(t);
    if (n >= 1 && n <= 2_147_483_647 && !ids.includes(n)) ids.push(n);
  }
  return ids;
}

/**
 * The validity rule of direct permissions and role assignments (spec 001 §5): 'valid until' may not be
 * earlier than 'valid from'; either may be absent. Takes ISO dates or timestamps (compared as instants).
 */
export function validityInOrder(validFrom: string | null | undefined, validUntil: string | null | undefined): boolean {
  if (!validFrom || !validUntil) return true;
  const from = Date.parse(validFrom);
  const until = Date.parse(validUntil);
  if (Number.isNaN(from) || Number.isNaN(until)) return true;
  return until >= from;
}
