import { z } from 'zod';
import { IdText, MultilineText, IntText } from './common';
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TYPES, IMPORTANCES } from './rules/announcements';

export const AnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementType>;
export const Importance = z.enum(IMPORTANCES);
export type Importance = z.infer<typeof Importance>;

export const Announcement = z.object({
  id: z.number(),
  building_id: z.number(),
  message: z.string(),
  announcement_type: AnnouncementType,
  importance: Importance,
  /** ISO date-time in UTC; a date-only input is stored as the end of that day in Prague */
  valid_to: z.string().nullable(),
  /** the author's name */
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  style: z.object({ color: z.string() }),
});
export type Announcement = z.infer<typeof Announcement>;

/**
 * An ISO date (yyyy-MM-dd) or date-time with a zone; null means "no end". An empty string is not
 * a date: accepting it as "no end" let any end date through unchecked.
 */
const ValidTo = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable();

const Message = MultilineText().trim().min(1).max(ANNOUNCEMENT_MESSAGE_MAX);

/**
 * The client sends `type` and `validTo` (spec 000 §7); `announcement_type` and `valid_to` are
 * accepted too. Every rule holds for both spellings alike; when both come they must say the same,
 * so no value can slip past a rule by hiding behind the other name. Anything else is dropped.
 */
const inputFields = {
  message: Message,
  type: AnnouncementType.optional(),
  announcement_type: AnnouncementType.optional(),
  importance: Importance.optional(),
  validTo: ValidTo.optional(),
  valid_to: ValidTo.optional(),
};

/** Both spellings of one field, when both are sent, must agree (a 400 naming the alias otherwise). */
function sameUnderBothNames(b: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [spec, alias] of ALIASES) {
    if (b[spec] !== undefined && b[alias] !== undefined && b[spec] !== b[alias]) {
      ctx.addIssue({ code: 'custom', path: [alias], message: 'server.validation.alias_conflict', params: { other: spec } });
    }
  }
}
const ALIASES = [
  ['type', 'announcement_type'],
  ['validTo', 'valid_to'],
] as const;

/** POST and PUT: the whole announcement; type and importance default to general/normal. */
export const AnnouncementInput = z
  .object(inputFields)
  .superRefine(sameUnderBothNames)
  .transform((b) => ({
    message: b.message,
    type: b.type ?? b.announcement_type ?? 'general',
    importance: b.importance ?? 'normal',
    validTo: (b.validTo !== undefined ? b.validTo : b.valid_to) ?? null,
  }));
export type AnnouncementInput = z.input<typeof AnnouncementInput>;
export type AnnouncementValues = z.output<typeof AnnouncementInput>;

/** PATCH: only what is sent changes; `validTo: null` removes the end date. */
export const AnnouncementPatch = z
  .object({ ...inputFields, message: Message.optional() })
  .superRefine(sameUnderBothNames)
  .transform((b) => ({
    message: b.message,
    type: b.type ?? b.announcement_type,
    importance: b.importance,
    validTo: b.validTo !== undefined ? b.validTo : b.valid_to,
  }));
export type AnnouncementPatch = z.input<typeof AnnouncementPatch>;
export type AnnouncementChanges = z.output<typeof AnnouncementPatch>;

export const AnnouncementParams = z.object({
  id: IdText,
  announcementId: IdText,
});

export const AnnouncementListQuery = z.object({
  /** the newest this many (default 100); the list is short-lived by nature */
  limit: IntText(1, 200).default(100),
});

export const AnnouncementListResponse = z.object({ announcements: z.array(Announcement) });
export const AnnouncementResponse = z.object({ announcement: Announcement });
