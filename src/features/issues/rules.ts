/**
 * The issue screens' pure parts: the list's filters and sort as the list route's query, the create form's values
 * and multipart body (spec 001 §4, §5, §9), the edit dialog's patch, and the category tree as an indented list. No React.
 */
import type { Issue, IssueCategory, IssueCreateData, IssueListQuery, IssuePatch } from '../../../contract/issues';
import {
  ISSUE_DEFAULTS,
  ISSUE_PAGE_SIZE,
  ISSUE_SORT_DEFAULT,
  type IssueLocationType,
  type IssuePriority,
  type IssueSortField,
  type IssueStatus,
  type IssueType,
} from '../../../contract/rules/issues';

/** Spec 001 §9: the search waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface IssueFilters {
  search: string;
  /** '' is every value */
  status: '' | IssueStatus;
  priority: '' | IssuePriority;
  type: '' | IssueType;
  category_id: string;
  location_type: '' | IssueLocationType;
  unit_id: string;
  overdue: boolean;
}
export const NO_FILTERS: IssueFilters = { search: '', status: '', priority: '', type: '', category_id: '', location_type: '', unit_id: '', overdue: false };

export function hasFilters(f: IssueFilters): boolean {
  return Boolean(f.search.trim() || f.status || f.priority || f.type || f.category_id || f.location_type || f.unit_id || f.overdue);
}

export type SortDir = 'asc' | 'desc';
export interface IssueSort {
  by: IssueSortField;
  dir: SortDir;
}
/** Spec 001 §9: created_at descending. */
export const DEFAULT_SORT: IssueSort = { by: ISSUE_SORT_DEFAULT.sort_by, dir: ISSUE_SORT_DEFAULT.sort_dir };

/** Spec 001 §2: clicking the sorted header toggles its direction; another header starts descending (newest, latest, most urgent first). */
export function nextSort(current: IssueSort, by: IssueSortField): IssueSort {
  if (current.by === by) return { by, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { by, dir: 'desc' };
}

/** The filters, sort and page as the list call's query (only set filters go in; the client leaves out empty values). */
export function listQuery(filters: IssueFilters, sort: IssueSort, page: number, perPage = ISSUE_PAGE_SIZE): IssueListQuery {
  return { page: String(page), per_page: String(perPage), ...exportQuery(filters, sort) };
}

/** The CSV export of the filtered list (staff): the list's filters and order, without paging. */
export function exportQuery(filters: IssueFilters, sort: IssueSort): Omit<IssueListQuery, 'page' | 'per_page'> {
  return {
    sort_by: sort.by,
    sort_dir: sort.dir,
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    priority: filters.priority || undefined,
    type: filters.type || undefined,
    category_id: filters.category_id || undefined,
    location_type: filters.location_type || undefined,
    unit_id: filters.unit_id || undefined,
    overdue: filters.overdue ? 'true' : undefined,
  };
}

/** The category tree in order, each child after its parent with its depth (for indented options). */
export function flattenCategories(categories: readonly IssueCategory[]): Array<{ category: IssueCategory; depth: number }> {
  const byParent = new Map<number | null, IssueCategory[]>();
  const ids = new Set(categories.map((c) => c.id));
  for (const c of categories) {
    // a child whose parent is not in the answer is shown at the top rather than lost
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  const out: Array<{ category: IssueCategory; depth: number }> = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const c of [...(byParent.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'cs'))) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A select option's label for a category at its depth (non-breaking spaces survive in <option>). */
export const indented = (name: string, depth: number) => `${'\u00a0\u00a0\u00a0'.repeat(depth)}${name}`;

// ---- the create form (spec 001 §4 defaults, §5 checks) -----------------------------------------

export interface IssueFormValues {
  title: string;
  description: string;
  type: IssueType;
  priority: IssuePriority;
  location_type: IssueLocationType;
  /** '' until one is chosen; only with location unit */
  unit_id: string;
  /** '' is none (the spec's category 0) */
  category_id: string;
}

export function emptyIssueForm(): IssueFormValues {
  return {
    title: '',
    description: '',
    type: ISSUE_DEFAULTS.type,
    priority: ISSUE_DEFAULTS.priority,
    location_type: ISSUE_DEFAULTS.location_type,
    unit_id: '',
    category_id: ISSUE_DEFAULTS.category_id ? String(ISSUE_DEFAULTS.category_id) : '',
  };
}

/**
 * The create call's `data` (contract IssueCreateData, which also checks it in the form: spec 001 §5
 * title and description required, a unit only when the location is a unit, and then required).
 */
export function issueDataOf(v: IssueFormValues): IssueCreateData {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    type: v.type,
    priority: v.priority,
    location_type: v.location_type,
    unit_id: v.location_type === 'unit' && v.unit_id ? Number(v.unit_id) : null,
    category_id: v.category_id ? Number(v.category_id) : ISSUE_DEFAULTS.category_id,
  };
}

/** Spec 001 §7: multipart with a 'data' JSON field (contract IssueCreateData) and repeated 'attachments'. */
export function createFormData(v: IssueFormValues, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(issueDataOf(v)));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

// ---- the detail's edit dialog (spec 001 §7 PATCH) -----------------------------------------------

/** The form's values for an issue as it stands. */
export function formOf(issue: Issue): IssueFormValues {
  return {
    title: issue.title,
    description: issue.description,
    type: issue.type,
    priority: issue.priority,
    location_type: issue.location_type,
    unit_id: issue.unit_id === null ? '' : String(issue.unit_id),
    category_id: issue.category_id === null ? '' : String(issue.category_id),
  };
}

/**
 * Only what the form changed (the server keeps the rest): a new location goes with its unit (null
 * for the building); no category is the spec's category 0. Empty when nothing changed.
 */
export function issuePatchOf(issue: Issue, v: IssueFormValues): IssuePatch {
  const patch: IssuePatch = {};
  const title = v.title.trim();
  const description = v.description.trim();
  if (title !== issue.title) patch.title = title;
  if (description !== issue.description) patch.description = description;
  if (v.type !== issue.type) patch.type = v.type;
  if (v.priority !== issue.priority) patch.priority = v.priority;
  const categoryId = v.category_id ? Number(v.category_id) : null;
  if (categoryId !== issue.category_id) patch.category_id = categoryId ?? 0;
  const unitId = v.location_type === 'unit' && v.unit_id ? Number(v.unit_id) : null;
  if (v.location_type !== issue.location_type) {
    patch.location_type = v.location_type;
    patch.unit_id = unitId;
  } else if (unitId !== issue.unit_id) {
    patch.unit_id = unitId;
    // a unit issue left without its unit says so, so the contract's check refuses it (unit_required)
    if (unitId === null && v.location_type === 'unit') patch.location_type = 'unit';
  }
  return patch;
}
