/**
 * The audit screen's filters (issue 29 §3) and their one home, the URL: `/audit?action=door.open`,
 * `?user_id=7`, `?target=door:12`, `?unit_id=12&from=2026-01-01`… so other screens link straight to a filtered log. What
 * the URL says is checked here (an unknown action or a malformed date is dropped, never sent); the
 * same filters build the list's and the export's API queries (contract/audit.ts AuditQuery).
 */
import { AUDIT_ACTION_FAMILIES, AUDIT_OUTCOMES, isAuditAction, isAuditTarget } from '../../../contract/rules/audit';

export interface AuditFilters {
  /** an action ('door.open') or a family ('parking.*'); '' for all */
  action: string;
  user_id: string;
  unit_id: string;
  /** what was acted on, `kind:id` ('door:12'); '' for anything */
  target: string;
  /** one of AUDIT_OUTCOMES; '' for all */
  outcome: string;
  /** YYYY-MM-DD, inclusive; '' for open */
  from: string;
  to: string;
}

export const FILTER_KEYS = ['action', 'user_id', 'unit_id', 'target', 'outcome', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[];

export const NO_FILTERS: AuditFilters = { action: '', user_id: '', unit_id: '', target: '', outcome: '', from: '', to: '' };

export const familyFilter = (family: string) => `${family}.*`;

export function isActionFilter(value: string): boolean {
  return isAuditAction(value) || AUDIT_ACTION_FAMILIES.some((f) => value === familyFilter(f));
}

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const VALID: Record<keyof AuditFilters, (v: string) => boolean> = {
  action: isActionFilter,
  user_id: (v) => ID.test(v),
  unit_id: (v) => ID.test(v),
  target: isAuditTarget,
  outcome: (v) => (AUDIT_OUTCOMES as readonly string[]).includes(v),
  from: validDate,
  to: validDate,
};

/** The filters a URL's query names; anything unknown or malformed counts as no filter. */
export function filtersFromSearch(search: string): AuditFilters {
  const q = new URLSearchParams(search);
  const out = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = q.get(key)?.trim() ?? '';
    if (value && VALID[key](value)) out[key] = value;
  }
  return out;
}

/** The query of the set filters, in a fixed order ('' when none), for the URL and the API alike. */
export function filtersQuery(filters: AuditFilters): string {
  const q = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) q.set(key, filters[key]);
  return q.toString();
}

/** The screen's own link with these filters, e.g. for a user row of the admin screen: `/audit?user_id=7`. */
export function auditHref(filters: Partial<AuditFilters> = {}): string {
  const query = filtersQuery({ ...NO_FILTERS, ...filters });
  return query ? `/audit?${query}` : '/audit';
}

export function hasFilters(filters: AuditFilters): boolean {
  return activeFilters(filters) > 0;
}

/** How many filters are set, for the phone's "Filtry (n)" (issue 29 §5). */
export function activeFilters(filters: AuditFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

/** A range whose start lies after its end would answer nothing: the bar says so and the list waits. */
export function rangeInvalid(filters: AuditFilters): boolean {
  return filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}
