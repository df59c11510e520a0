import { z } from 'zod';
import { Id, IdText, MultilineText, Text, IntText } from './common';
import {
  ISSUE_COMMENT_MAX,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_LOCATION_TYPES,
  ISSUE_PAGE_SIZE,
  ISSUE_PAGE_SIZE_MAX,
  ISSUE_PRIORITIES,
  ISSUE_REASON_MAX,
  ISSUE_SEARCH_MAX,
  ISSUE_SORT_FIELDS,
  ISSUE_STATUSES,
  ISSUE_TITLE_MAX,
  ISSUE_TYPES,
  ISSUE_DEFAULTS,
  withinIssueWindow,
} from './rules/issues';

export const IssueStatus = z.enum(ISSUE_STATUSES);
export const IssueType = z.enum(ISSUE_TYPES);
export const IssuePriority = z.enum(ISSUE_PRIORITIES);
export const IssueLocationType = z.enum(ISSUE_LOCATION_TYPES);

/** spec 001 §3 "Issue attachment": id, filename, size, mime_type. */
export const IssueAttachment = z.object({ id: z.number(), filename: z.string(), size: z.number(), mime_type: z.string(), created_at: z.string() });
export type IssueAttachment = z.infer<typeof IssueAttachment>;

/** spec 001 §3 "Issue comment": id, content, is_internal, created_at, user with name. */
export const IssueComment = z.object({
  id: z.number(),
  content: z.string(),
  is_internal: z.boolean(),
  created_at: z.string(),
  user: z.object({ id: z.number().nullable(), name: z.string() }),
});
export type IssueComment = z.infer<typeof IssueComment>;

/** One change in the issue's life: who, what, from, to, why, when (shown on the detail). */
export const IssueHistoryEntry = z.object({
  id: z.number(),
  kind: z.enum(['created', 'status', 'assigned', 'updated']),
  at: z.string(),
  user_name: z.string().nullable(),
  from_status: IssueStatus.nullable(),
  to_status: IssueStatus.nullable(),
  reason: z.string().nullable(),
  /** for 'assigned': the new assignee's name (null: unassigned) */
  assignee_name: z.string().nullable(),
});
export type IssueHistoryEntry = z.infer<typeof IssueHistoryEntry>;

export const IssueCapabilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  change_status: z.boolean(),
  assign: z.boolean(),
  comment: z.boolean(),
  comment_internal: z.boolean(),
  attach: z.boolean(),
});

/** A list row (spec 001 §3 "Issue" without its comments and attachments) with the deadline and what the caller may do. */
export const IssueSummary = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  type: IssueType,
  priority: IssuePriority,
  status: IssueStatus,
  location_type: IssueLocationType,
  unit_id: z.number().nullable(),
  unit_number: z.string().nullable(),
  created_by: z.number().nullable(),
  creator_name: z.string().nullable(),
  assigned_to: z.number().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** UTC ISO: from the priority and the category (contract/rules/issues.ts dueAt) */
  due_at: z.string().nullable(),
  is_overdue: z.boolean(),
  comment_count: z.number(),
  attachment_count: z.number(),
  can: IssueCapabilities,
});
export type IssueSummary = z.infer<typeof IssueSummary>;

/** The detail: the row plus attachments, comments (internal ones only for staff) and history. */
export const Issue = IssueSummary.extend({
  attachments: z.array(IssueAttachment),
  comments: z.array(IssueComment),
  history: z.array(IssueHistoryEntry),
  /** the statuses the caller may move it to now (empty without the right) */
  allowed_statuses: z.array(IssueStatus),
});
export type Issue = z.infer<typeof Issue>;

export const IssueListMeta = z.object({
  page: z.number(),
  per_page: z.number(),
  /** exact up to ISSUE_LIST_WINDOW; past it the window's size with `total_exact` false ("more than") */
  total: z.number(),
  total_exact: z.boolean(),
});
/** spec 001 §7: answer `data` with `issues` and `metadata`. */
export const IssueListResponse = z.object({ data: z.object({ issues: z.array(IssueSummary), metadata: IssueListMeta }) });
export type IssueListResponse = z.infer<typeof IssueListResponse>;
export const IssueResponse = z.object({ data: z.object({ issue: Issue }) });
export type IssueResponse = z.infer<typeof IssueResponse>;

/**
 * The list's filters and order (the export takes them without the page). An empty query value is
 * no value on every route (server/plugins/input-rules.ts), so none is said here.
 */
const IssueListFilters = z.object({
  page: IntText(1, 10_000).default(1),
  per_page: IntText(1, ISSUE_PAGE_SIZE_MAX).default(ISSUE_PAGE_SIZE),
  sort_by: z.enum(ISSUE_SORT_FIELDS).default('created_at'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
  search: Text().trim().max(ISSUE_SEARCH_MAX).optional(),
  category_id: IdText.optional(),
  type: IssueType.optional(),
  priority: IssuePriority.optional(),
  status: IssueStatus.optional(),
  location_type: IssueLocationType.optional(),
  unit_id: IdText.optional(),
  /** only issues past their due date */
  overdue: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
});
export const IssueListQuery = IssueListFilters.refine((q) => withinIssueWindow(q.page, q.per_page), {
  message: 'server.issues.page_too_deep',
  path: ['page'],
});
export type IssueListQuery = z.input<typeof IssueListQuery>;

const Title = Text().trim().min(1, 'server.issues.title_required').max(ISSUE_TITLE_MAX);
const Description = MultilineText().trim().min(1, 'server.issues.description_required').max(ISSUE_DESCRIPTION_MAX);
/** 0, null or absent: no category (spec 001 §4 default 0) */
const CategoryRef = z
  .union([z.literal(0), Id])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The create call's `data` field (spec 001 §7: multipart, a 'data' JSON field and repeated
 * 'attachments'). A unit only when the location is a unit, and then required.
 */
export const IssueCreateData = z
  .object({
    title: Title,
    description: Description,
    category_id: CategoryRef,
    type: IssueType.default(ISSUE_DEFAULTS.type),
    priority: IssuePriority.default(ISSUE_DEFAULTS.priority),
    location_type: IssueLocationType.default(ISSUE_DEFAULTS.location_type),
    unit_id: Id.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.location_type === 'unit' && v.unit_id === null) ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'server.issues.unit_required' });
    if (v.location_type === 'building' && v.unit_id !== null) ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'server.issues.unit_not_allowed' });
  });
export type IssueCreateData = z.input<typeof IssueCreateData>;

/**
 * PATCH: any of the editable fields; the same location rule on the result (the server checks it
 * against the stored place too). A patch that names the location and the unit is checked here
 * already, so the edit form says it under the unit field.
 */
export const IssuePatch = z
  .object({
    title: Title.optional(),
    description: Description.optional(),
    category_id: CategoryRef.optional(),
    type: IssueType.optional(),
    priority: IssuePriority.optional(),
    location_type: IssueLocationType.optional(),
    unit_id: Id.nullish(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'server.issues.nothing_to_change' })
  .superRefine((v, ctx) => {
    if (v.location_type === 'unit' && v.unit_id === null) ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'server.issues.unit_required' });
    if (v.location_type === 'building' && v.unit_id != null) ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'server.issues.unit_not_allowed' });
  });
export type IssuePatch = z.input<typeof IssuePatch>;

export const IssueStatusInput = z.object({
  status: IssueStatus,
  reason: z
    .union([z.literal(''), MultilineText().trim().max(ISSUE_REASON_MAX)])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type IssueStatusInput = z.input<typeof IssueStatusInput>;

/** null unassigns. */
export const IssueAssignInput = z.object({ assignee_id: Id.nullable() });
export type IssueAssignInput = z.input<typeof IssueAssignInput>;

export const IssueCommentInput = z.object({
  content: MultilineText().trim().min(1, 'server.issues.comment_required').max(ISSUE_COMMENT_MAX),
  is_internal: z.boolean().default(false),
});
export type IssueCommentInput = z.input<typeof IssueCommentInput>;
export const IssueCommentResponse = z.object({ data: z.object({ comment: IssueComment }) });
export const IssueAttachmentResponse = z.object({ data: z.object({ attachment: IssueAttachment }) });

/** spec 001 §3 "Issue category": a tree (parent_id) per building, with optional due-day overrides. */
export const IssueCategory = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  description: z.string().nullable(),
  requires_warranty: z.boolean(),
  due_days: z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() }),
});
export type IssueCategory = z.infer<typeof IssueCategory>;
export const IssueCategoriesResponse = z.object({ data: z.object({ categories: z.array(IssueCategory) }) });

export const IssueAssignee = z.object({ id: z.number(), name: z.string() });
export const IssueAssigneesResponse = z.object({ data: z.object({ assignees: z.array(IssueAssignee) }) });

export const IssueParams = z.object({ id: IdText, issueId: IdText });
export const IssueAttachmentParams = z.object({ id: IdText, issueId: IdText, attId: IdText });

/** The create call's multipart text fields: `data` holds IssueCreateData as JSON (files come as repeated `attachments`). */
export const IssueCreateFields = z.object({ data: z.string().min(1).describe('IssueCreateData as JSON') });
/** The CSV export takes the list's filters and order, without paging. */
export const IssueExportQuery = IssueListFilters.omit({ page: true, per_page: true });
