import { z } from 'zod';
import { Id, MultilineText, Text, IntText } from './common';
import { CLEANING_NOTE_MAX, CLEANING_PAGE_DEFAULT, CLEANING_PAGE_MAX, CLEANING_STATUSES } from './rules/cleaning';

/** Cleaning records of a building (spec 001 §3 "Cleaning event", "Cleaning stats", §7 "Cleaning"; issue 15 §1). */

export const CleaningEvent = z.object({
  id: z.number(),
  building_id: z.number(),
  status: z.enum(CLEANING_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** null while in progress */
  duration_minutes: z.number().nullable(),
  started_by_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type CleaningEvent = z.infer<typeof CleaningEvent>;

export const CleaningEventsQuery = z.object({
  limit: IntText(1, CLEANING_PAGE_MAX).default(CLEANING_PAGE_DEFAULT),
  cursor: Text().max(200).optional(),
});
export const CleaningEventsResponse = z.object({
  events: z.array(CleaningEvent),
  next_cursor: z.string().nullable(),
  /** the building's cleaning in progress, wherever it falls in the history (null when none is) */
  in_progress: CleaningEvent.nullable(),
});

export const CleaningStatsQuery = z.object({
  year: IntText(2020, 9999, 'server.cleaning.month_invalid'),
  month: IntText(1, 12, 'server.cleaning.month_invalid'),
});

const Tally = { events: z.number(), minutes: z.number() };
export const CleaningStats = z.object({
  year: z.number(),
  month: z.number(),
  /** events started in the month (in progress ones too) */
  total_events: z.number(),
  /** minutes of the month's finished events */
  total_duration_minutes: z.number(),
  /** per finished event, one decimal; 0 without any */
  average_duration_minutes: z.number(),
  /** each day of the month (the building's days): events started and minutes of the finished ones */
  days: z.array(z.object({ day: z.number(), ...Tally })),
  /** the 12 months ending with this one (none before 2020), oldest first */
  trend: z.array(z.object({ year: z.number(), month: z.number(), ...Tally })),
});
export type CleaningStats = z.infer<typeof CleaningStats>;

/** A recorded cleaning's time: a missing one is named in the record form's words (the form shows the server's message). */
const RecordMoment = (missing: string) =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? missing : 'server.validation.date_format') });
const Note = MultilineText().trim().max(CLEANING_NOTE_MAX).nullable().optional();

/** Start one now; finish the one in progress (or the one named); record one that happened. */
export const CleaningEventRequest = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('start'), note: Note }),
    z.strictObject({ action: z.literal('finish'), event_id: Id.optional(), note: Note }),
    z.strictObject({
      action: z.literal('record'),
      started_at: RecordMoment('cleaning.record.errors.startRequired'),
      finished_at: RecordMoment('cleaning.record.errors.endRequired'),
      note: Note,
    }),
  ],
  { error: () => 'server.cleaning.action_invalid' },
);
export type CleaningEventRequest = z.infer<typeof CleaningEventRequest>;
export const CleaningEventResponse = z.object({ event: CleaningEvent });
