import { z } from 'zod';
import { IdText, Text, IntText } from './common';
import { AUDIT_OUTCOMES, AUDIT_TARGET_PATTERN } from './rules/audit';

// the outcomes live with the actions (rules/audit.ts), where the SPA reads them without zod
export { AUDIT_OUTCOMES };
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
/** The CSV export's ceiling: a longer stretch is exported in parts (narrower dates). */
export const AUDIT_EXPORT_MAX = 100_000;

/** One entry of the append-only audit log (docs/architecture.md "Audit log"). */
export const AuditEntry = z.object({
  id: z.number(),
  /** ISO date-time (UTC) */
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  /** set when a device acted (a gate decision of the simulator or a vendor adapter) */
  device_id: z.number().nullable(),
  device_name: z.string().nullable(),
  action: z.string(),
  unit_id: z.number().nullable(),
  unit_number: z.string().nullable(),
  target: z.string().nullable(),
  outcome: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  action: Text().max(60).optional(),
  unit_id: IdText.optional(),
  user_id: IdText.optional(),
  /** what was acted on, `kind:id` ('door:12') */
  target: Text().max(52).regex(AUDIT_TARGET_PATTERN).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** ISO date or date-time; inclusive */
  from: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  to: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  /** the `next_cursor` of the previous page */
  cursor: Text().max(100).optional(),
  limit: IntText(1, AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuery>;
/** The export's filters: the list's, without its paging. */
export const AuditExportQuery = AuditQuery.omit({ cursor: true, limit: true });

export const AuditListResponse = z.object({ entries: z.array(AuditEntry), next_cursor: z.string().nullable() });
export type AuditListResponse = z.infer<typeof AuditListResponse>;
