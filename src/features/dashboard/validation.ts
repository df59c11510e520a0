/**
 * The announcement form's values and what it sends (spec 000 §7: message, type, importance, validTo
 * as yyyy-MM-dd or null). The checks are the route's body schema (contract/announcements.ts), plus
 * the one the server makes against the clock: an end date must not lie in the past.
 */
import type { z } from 'zod';
import type { Announcement, AnnouncementInput, AnnouncementType, Importance } from '../../../contract/announcements';
import { isValidToAcceptable } from '../../../contract/rules/announcements';
import { createAnnouncement } from '../../../contract/routes/announcements';
import { formatApiDate } from '../../lib/format';
import { bodySchemaOf } from '../../lib/useContractForm';

export interface AnnouncementFormValues {
  message: string;
  type: AnnouncementType;
  importance: Importance;
  /** yyyy-MM-dd from the date input; '' for no end date */
  validTo: string;
}

export const EMPTY_FORM: AnnouncementFormValues = { message: '', type: 'general', importance: 'normal', validTo: '' };

export function formFromAnnouncement(a: Announcement): AnnouncementFormValues {
  return {
    message: a.message,
    type: a.announcement_type,
    importance: a.importance,
    // the stored end is the end of the chosen day; read back in local time it is that day again
    validTo: a.valid_to ? formatApiDate(a.valid_to) : '',
  };
}

/** The body sent (POST and PUT alike: the form always holds every field). */
export function draftFromForm(values: AnnouncementFormValues): AnnouncementInput {
  return {
    message: values.message.trim(),
    type: values.type,
    importance: values.importance,
    validTo: values.validTo || null,
  };
}

/** The body schema, and an end date not before `today` (yyyy-MM-dd): the server refuses one in the past too (domain/announcements). */
export const announcementSchema = (today: () => string) => async (): Promise<z.ZodType> =>
  (await bodySchemaOf(createAnnouncement)()).superRefine((body, ctx) => {
    const validTo = (body as { validTo?: string | null }).validTo;
    if (!isValidToAcceptable(validTo, today())) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'announcements.validation.validToPast' });
  });
