import { z } from 'zod';
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

/** An ISO date (yyyy-MM-dd) or date-time with a zone; '' and null mean "no end". */
const ValidTo = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('').transform(() => null)])
  .nullable();

const Message = z.string().trim().min(1).max(ANNOUNCEMENT_MESSAGE_MAX);

/**
 * The client sends `type` and `validTo` (spec 000 §7); `announcement_type` and `valid_to` are
 * accepted too. When both spellings come, the spec's wins. Anything else in the body is dropped.
 */
const inputFields = {
  message: Message,
  type: AnnouncementType.optional(),
  announcement_type: AnnouncementType.optional(),
  importance: Importance.optional(),
  validTo: ValidTo.optional(),
  valid_to: ValidTo.optional(),
};

/** POST and PUT: the whole announcement; type and importance default to general/normal. */
export const AnnouncementInput = z.object(inputFields).transform((b) => ({
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
  .transform((b) => ({
    message: b.message,
    type: b.type ?? b.announcement_type,
    importance: b.importance,
    validTo: b.validTo !== undefined ? b.validTo : b.valid_to,
  }));
export type AnnouncementPatch = z.input<typeof AnnouncementPatch>;
export type AnnouncementChanges = z.output<typeof AnnouncementPatch>;

export const AnnouncementParams = z.object({
  id: z.coerce.number().int().positive(),
  announcementId: z.coerce.number().int().positive(),
});

export const AnnouncementListQuery = z.object({
  /** the newest this many (default 100); the list is short-lived by nature */
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const AnnouncementListResponse = z.object({ announcements: z.array(Announcement) });
export const AnnouncementResponse = z.object({ announcement: Announcement });
