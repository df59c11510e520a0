/** The announcement form's values, rules (spec 000 §5: message is required) and what it sends. */
import type { Announcement, AnnouncementType, Importance } from '../../../contract/announcements';
import { formatApiDate } from '../../lib/format';
import { ANNOUNCEMENT_MESSAGE_MAX, isValidToAcceptable } from '../../../contract/rules/announcements';
import type { AnnouncementDraft } from './api';

export interface AnnouncementFormValues {
  message: string;
  type: AnnouncementType;
  importance: Importance;
  /** yyyy-MM-dd from the date input; '' for no end date */
  validTo: string;
}

export type AnnouncementFormErrors = Partial<Record<keyof AnnouncementFormValues, string>>;

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

/** Error i18n keys by field; empty when the values may be sent. `today` is yyyy-MM-dd. */
export function validateAnnouncement(values: AnnouncementFormValues, today: string): AnnouncementFormErrors {
  const errors: AnnouncementFormErrors = {};
  const message = values.message.trim();
  if (!message) errors.message = 'announcements.validation.messageRequired';
  else if (message.length > ANNOUNCEMENT_MESSAGE_MAX) errors.message = 'announcements.validation.messageTooLong';
  if (!isValidToAcceptable(values.validTo, today)) errors.validTo = 'announcements.validation.validToPast';
  return errors;
}

export function draftFromForm(values: AnnouncementFormValues): AnnouncementDraft {
  return {
    message: values.message.trim(),
    type: values.type,
    importance: values.importance,
    validTo: values.validTo || null,
  };
}
