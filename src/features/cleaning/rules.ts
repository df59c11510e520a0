/**
 * The "Record a past cleaning" form's checks, before anything is sent: both times given, then the
 * server's own rule (contract/rules/cleaning.ts `cleaningSpanProblem`: not before the calendar's
 * first day in the building's zone, not in the future, not finished before it started, at most 24
 * hours). The server checks again and its message is shown when it refuses.
 */
import { formatISO, isValid, parseISO } from 'date-fns';
import type { CleaningEventRequest } from '../../../contract/cleaning';
import { cleaningSpanProblem, type CleaningSpanProblem } from '../../../contract/rules/cleaning';
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

const PROBLEM_KEY: Record<CleaningSpanProblem, string> = {
  before_min: 'cleaning.record.errors.beforeMin',
  in_future: 'cleaning.record.errors.future',
  finished_before_started: 'cleaning.record.errors.endBeforeStart',
  too_long: 'cleaning.record.errors.tooLong',
};

/** i18n keys by field; empty when the values may be sent. The bounds are the server's own rule. */
export function validateRecord(values: RecordValues, now: Date = new Date()): FieldErrors<RecordField> {
  const errors: FieldErrors<RecordField> = {};
  const start = instant(values.startedAt)?.toISOString();
  const end = instant(values.finishedAt)?.toISOString();
  const at = now.toISOString();
  if (!start) errors.startedAt = 'cleaning.record.errors.startRequired';
  if (!end) errors.finishedAt = 'cleaning.record.errors.endRequired';
  // each time alone (a span of no length): the start not before the first day, neither in the future
  const startProblem = start ? cleaningSpanProblem(start, start, at) : null;
  if (startProblem) errors.startedAt = PROBLEM_KEY[startProblem];
  const endAlone = end ? cleaningSpanProblem(end, end, at) : null;
  if (endAlone === 'in_future') errors.finishedAt = PROBLEM_KEY.in_future;
  // then the span, said at its end
  const span = start && end && !startProblem && !endAlone ? cleaningSpanProblem(start, end, at) : null;
  if (span) errors.finishedAt = PROBLEM_KEY[span];
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
