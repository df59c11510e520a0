/**
 * The "Record a past cleaning" form's checks, before anything is sent: the same bounds the server
 * holds (contract/rules/cleaning.ts; server/domain/cleaning/events.ts `checkSpan`) — both times given,
 * not before 1 January 2020, not in the future, not finished before it started, at most 24 hours.
 * The server checks again and its message is shown when it refuses.
 */
import { formatISO, isValid, parseISO } from 'date-fns';
import type { CleaningEventRequest } from '../../../contract/cleaning';
import { CLEANING_MAX_MINUTES, CLEANING_MIN_DATE, durationMinutes } from '../../../contract/rules/cleaning';
import type { FieldErrors } from '../../lib/useFormSubmit';

export interface RecordValues {
  /** datetime-local values (yyyy-MM-ddTHH:mm, the browser's zone) */
  startedAt: string;
  finishedAt: string;
  note: string;
}

export type RecordField = 'startedAt' | 'finishedAt';

/** A datetime-local value as a Date, null when empty or unreadable. */
function instant(value: string): Date | null {
  if (!value) return null;
  const d = parseISO(value);
  return isValid(d) ? d : null;
}

/** i18n keys by field; empty when the values may be sent. */
export function validateRecord(values: RecordValues, now: Date = new Date()): FieldErrors<RecordField> {
  const errors: FieldErrors<RecordField> = {};
  const start = instant(values.startedAt);
  const end = instant(values.finishedAt);
  if (!start) errors.startedAt = 'cleaning.record.errors.startRequired';
  if (!end) errors.finishedAt = 'cleaning.record.errors.endRequired';
  // the calendar's first day, in the browser's zone like the fields themselves
  if (start && start < parseISO(CLEANING_MIN_DATE)) errors.startedAt = 'cleaning.record.errors.beforeMin';
  else if (start && start > now) errors.startedAt = 'cleaning.record.errors.future';
  if (end && end > now) errors.finishedAt = 'cleaning.record.errors.future';
  else if (start && end && end < start) errors.finishedAt = 'cleaning.record.errors.endBeforeStart';
  else if (start && end && durationMinutes(start.toISOString(), end.toISOString()) > CLEANING_MAX_MINUTES) errors.finishedAt = 'cleaning.record.errors.tooLong';
  return errors;
}

/** The request: both times as ISO with the browser's offset (2026-11-20T08:00:00+01:00), the note when one was written. */
export function recordRequest(values: RecordValues): CleaningEventRequest {
  const note = values.note.trim();
  return {
    action: 'record',
    started_at: formatISO(parseISO(values.startedAt)),
    finished_at: formatISO(parseISO(values.finishedAt)),
    ...(note ? { note } : {}),
  };
}

/** A Date as a datetime-local value, for the fields' `max` (now) and `min` (the calendar's first day). */
export const localInputValue = (d: Date) => formatISO(d).slice(0, 16);
