import { z } from 'zod';

export const AnnouncementType = z.enum(['general', 'warning', 'maintenance']);
export const Importance = z.enum(['low', 'normal', 'high']);

export const Announcement = z.object({
  id: z.number(),
  building_id: z.number(),
  message: z.string(),
  announcement_type: AnnouncementType,
  importance: Importance,
  valid_to: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  style: z.object({ color: z.string() }),
});
export type Announcement = z.infer<typeof Announcement>;

/** The client sends `type` and `validTo` (spec 000 §7); `announcement_type`/`valid_to` are accepted too. */
export const AnnouncementInput = z.object({
  message: z.string().trim().min(1).max(5000),
  type: AnnouncementType.default('general'),
  importance: Importance.default('normal'),
  validTo: z.string().datetime({ offset: true }).or(z.string().date()).nullable().optional(),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

export const AnnouncementListResponse = z.object({ announcements: z.array(Announcement) });
export const AnnouncementResponse = z.object({ announcement: Announcement });
