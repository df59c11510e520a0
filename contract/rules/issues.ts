/**
 * Issue (defect report) rules shared by the SPA and the server (spec 001 §3, §4, §5, §9; issue 11).
 * Plain TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */

export const ISSUE_STATUSES = ['new', 'in_progress', 'waiting', 'resolved', 'closed', 'wont_fix'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const ISSUE_TYPES = ['fault', 'problem', 'request', 'warranty'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const ISSUE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
export const ISSUE_LOCATION_TYPES = ['building', 'unit'] as const;
export type IssueLocationType = (typeof ISSUE_LOCATION_TYPES)[number];

/** spec 001 §4: the allowed status changes; anything else is refused by the server (409). */
export const ISSUE_TRANSITIONS: Readonly<Record<IssueStatus, readonly IssueStatus[]>> = {
  new: ['in_progress', 'waiting', 'wont_fix'],
  in_progress: ['waiting', 'resolved'],
  waiting: ['in_progress', 'resolved', 'wont_fix'],
  resolved: ['closed', 'in_progress'],
  closed: ['in_progress'],
  wont_fix: ['in_progress'],
};
export const allowedTargets = (from: IssueStatus): readonly IssueStatus[] => ISSUE_TRANSITIONS[from];
export const canTransition = (from: IssueStatus, to: IssueStatus): boolean => ISSUE_TRANSITIONS[from].includes(to);

/** spec 001 §4: a non-blank reason is required when moving to these. */
export const REASON_REQUIRED: readonly IssueStatus[] = ['waiting', 'closed', 'wont_fix'];
export const needsReason = (to: IssueStatus): boolean => REASON_REQUIRED.includes(to);

/** spec 001 §4: when the issue is in one of these, assignee, attachments and comments are disabled. */
export const FINISHED_STATUSES: readonly IssueStatus[] = ['resolved', 'closed', 'wont_fix'];
export const isFinished = (status: IssueStatus): boolean => FINISHED_STATUSES.includes(status);

/** spec 001 §4: badge colours. */
export const STATUS_COLOURS: Readonly<Record<IssueStatus, 'blue' | 'yellow' | 'orange' | 'green' | 'grey' | 'red'>> = {
  new: 'blue',
  in_progress: 'yellow',
  waiting: 'orange',
  resolved: 'green',
  closed: 'grey',
  wont_fix: 'red',
};

/** spec 001 §4: new issue defaults (category 0 = none). */
export const ISSUE_DEFAULTS = { type: 'fault', priority: 'medium', location_type: 'building', category_id: 0 } as const satisfies {
  type: IssueType;
  priority: IssuePriority;
  location_type: IssueLocationType;
  category_id: number;
};

/** spec 001 §9: page 1, 20 per page, created_at descending. */
export const ISSUE_PAGE_SIZE = 20;
export const ISSUE_PAGE_SIZE_MAX = 100;
/**
 * The most issues a list counts and pages through (issue 28 §1): the total is exact up to it and
 * "more than" past it, so a count never walks a building's whole history; a page starting past it
 * is refused with a message (filters narrow the list instead).
 */
export const ISSUE_LIST_WINDOW = 2_000;
/** Does this page start within the window? */
export const withinIssueWindow = (page: number, perPage: number): boolean => (page - 1) * perPage < ISSUE_LIST_WINDOW;
export const ISSUE_SORT_FIELDS = ['created_at', 'updated_at', 'due_at', 'priority'] as const;
export type IssueSortField = (typeof ISSUE_SORT_FIELDS)[number];
export const ISSUE_SORT_DEFAULT = { sort_by: 'created_at', sort_dir: 'desc' } as const;

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_DESCRIPTION_MAX = 5000;
export const ISSUE_SEARCH_MAX = 200;
export const ISSUE_COMMENT_MAX = 5000;
export const ISSUE_REASON_MAX = 1000;
/** at most this many files in one create call */
export const ISSUE_ATTACHMENTS_MAX = 10;

/** spec 001 §5: attachments are images, PDF, doc, docx, xls, xlsx — checked by content (the documents' detection). */
export const ISSUE_ATTACHMENT_KINDS = ['jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const ISSUE_ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx';
export const ISSUE_ATTACHMENT_FORMATS_TEXT = 'JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX';

/**
 * Deadlines (issue 11, beyond the spec): a priority gives the days to the due date; a category may
 * set its own days per priority (null keeps the default).
 */
export const DEFAULT_DUE_DAYS: Readonly<Record<IssuePriority, number>> = { critical: 1, high: 3, medium: 8, low: 14 };
export type DueDaysOverrides = Partial<Record<IssuePriority, number | null>>;

/** The due date (UTC ISO) of an issue reported at `createdAt` with this priority and category's overrides. */
export function dueAt(createdAt: string, priority: IssuePriority, overrides: DueDaysOverrides = {}): string {
  const days = overrides[priority] ?? DEFAULT_DUE_DAYS[priority];
  return new Date(Date.parse(createdAt) + days * 24 * 3600_000).toISOString();
}

/** Overdue: past its due date and not yet resolved, closed or refused. */
export function isOverdue(issue: { status: IssueStatus; due_at: string | null }, now: string): boolean {
  return issue.due_at !== null && !isFinished(issue.status) && issue.due_at < now;
}

/** What the caller may do with one issue: the server computes it, the SPA shows and hides by it. */
export interface IssueCapabilities {
  edit: boolean;
  delete: boolean;
  change_status: boolean;
  assign: boolean;
  comment: boolean;
  comment_internal: boolean;
  attach: boolean;
}
