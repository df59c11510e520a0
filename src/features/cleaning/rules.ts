/**
 * The "Record a past cleaning" form: its values, the body it sends, and the one check the body
 * schema cannot make (it needs `now`): the server's own span rule (contract/rules/cleaning.ts
 * `cleaningSpanProblem`: not before the calendar's first day in the building's zone, not in the
 * future, not finished before it started, at most 24 hours). The schema asks for both times; the
 * server checks everything again and its message is shown when it refuses.
 */
import { formatISO, isValid, parseISO } from 'date-fns';
import type { z } from 'zod';
import { cleaningSpanProblem, type CleaningSpanProblem } from '../../../contract/rules/cleaning';
import { changeCleaning } from '../../../contract/routes/cleaning';
import { bodySchemaOf } from '../../lib/useContractForm';

export interface RecordValues {
  /** datetime-local values (yyyy-MM-ddTHH:mm, the browser's zone) */
  startedAt: string;
  finishedAt: string;
  note: string;
}

export type RecordField = 'startedAt' | 'finishedAt';
/** field → i18n key of its error */
export type RecordErrors = Partial<Record<RecordField, string>>;

/** The body's names of the form's fields: the schema reports its issues under these. */
export const BODY_FIELD: Record<RecordField | 'note', string> = { startedAt: 'started_at', finishedAt: 'finished_at', note: 'note' };

/** A datetime-local value as an ISO instant with the browser's offset, undefined when empty or unreadable. */
function moment(value: string): string | undefined {
  if (!value) return undefined;
  const d = parseISO(value);
  return isValid(d) ? formatISO(d) : undefined;
}

const PROBLEM_KEY: Record<CleaningSpanProblem, string> = {
  before_min: 'cleaning.record.errors.beforeMin',
  in_future: 'cleaning.record.errors.future',
  finished_before_started: 'cleaning.record.errors.endBeforeStart',
  too_long: 'cleaning.record.errors.tooLong',
};

/** The span rule's complaints, each at its field (i18n keys); both times are ISO instants. */
export function spanErrors(start: string, end: string, now: Date): RecordErrors {
  const errors: RecordErrors = {};
  const at = now.toISOString();
  // each time alone (a span of no length): the start not before the first day, neither in the future
  const startProblem = cleaningSpanProblem(start, start, at);
  if (startProblem) errors.startedAt = PROBLEM_KEY[startProblem];
  const endAlone = cleaningSpanProblem(end, end, at);
  if (endAlone === 'in_future') errors.finishedAt = PROBLEM_KEY.in_future;
  // then the span, said at its end
  const span = !startProblem && !endAlone ? cleaningSpanProblem(start, end, at) : null;
  if (span) errors.finishedAt = PROBLEM_KEY[span];
  return errors;
}

/** i18n keys by field; empty when the values may be sent: both times given, then the span rule. */
export function validateRecord(values: RecordValues, now: Date = new Date()): RecordErrors {
  const [start, end] = [moment(values.startedAt), moment(values.finishedAt)];
  if (start && end) return spanErrors(start, end, now);
  return {
    ...(start ? {} : { startedAt: 'cleaning.record.errors.startRequired' }),
    ...(end ? {} : { finishedAt: 'cleaning.record.errors.endRequired' }),
  };
}

/** The body as the form would send it; a time not given is left out (the schema says it is missing). */
export interface RecordBody {
  action: 'record';
  started_at?: string;
  finished_at?: string;
  note?: string;
}

/** The request: both times as ISO with the browser's offset (2026-11-20T08:00:00+01:00), the note when one was written. */
export function recordRequest(values: RecordValues): RecordBody {
  const note = values.note.trim();
  return { action: 'record', started_at: moment(values.startedAt), finished_at: moment(values.finishedAt), ...(note ? { note } : {}) };
}

/** The form's check: POST …/cleaning/event's body schema, then the span rule against `now()`. */
export const recordSchema = (now: () => Date) => async (): Promise<z.ZodType> =>
  (await bodySchemaOf(changeCleaning)()).superRefine((body, ctx) => {
    const { started_at, finished_at } = body as RecordBody;
    if (!started_at || !finished_at) return;
    for (const [field, message] of Object.entries(spanErrors(started_at, finished_at, now()))) {
      ctx.addIssue({ code: 'custom', path: [BODY_FIELD[field as RecordField]], message });
    }
  });

/** A Date as a datetime-local value, for the fields' `max` (now) and `min` (the calendar's first day). */
export const localInputValue = (d: Date) => formatISO(d).slice(0, 16);
