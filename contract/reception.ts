import { z } from 'zod';
import { ID_MAX, IdText, MultilineText, Text, IntText } from './common';
import {
  MAIL_TYPES,
  RECEPTION_KEY_ID_MAX,
  RECEPTION_NAME_MAX,
  RECEPTION_NOTE_MAX,
  RECEPTION_PAGE_DEFAULT,
  RECEPTION_PAGE_MAX,
  RECEPTION_PURPOSE_MAX,
  RECEPTION_SEARCH_MAX,
  RECEPTION_SENDER_MAX,
  RECEPTION_STATUS_FILTERS,
} from './rules/reception';

/**
 * The reception desk of a building (issue 15 §2; spec 001 §2 "Reception", §3 "Reception entries"),
 * made real: visitors, mail and parcels, key loans. Desk staff (permission reception:manage) record
 * and close entries and read every entry of the building; a resident reads only the entries of the
 * units they currently have access to (and closes nothing).
 *
 * Calls, all under /buildings/{id}/reception:
 *   GET  /visitors            ReceptionListQuery → VisitorsResponse
 *   POST /visitors            CreateVisitorRequest → VisitorResponse (201)
 *   POST /visitors/{entryId}/check-out   CloseEntryRequest → VisitorResponse
 *   GET  /mail                ReceptionListQuery → MailResponse
 *   POST /mail                CreateMailRequest → MailItemResponse (201)
 *   POST /mail/{entryId}/collect         CollectMailRequest → MailItemResponse
 *   GET  /keys                ReceptionListQuery → KeyLoansResponse
 *   POST /keys                CreateKeyLoanRequest → KeyLoanResponse (201)
 *   POST /keys/{entryId}/return          CloseEntryRequest → KeyLoanResponse
 * Closing an entry that is already closed answers 409 with a message; an entry of another building,
 * or one a resident may not read, answers 404.
 */

/** Who recorded an entry and the unit it belongs to, as every entry shows them. */
const EntryBase = {
  id: z.number(),
  building_id: z.number(),
  unit_id: z.number().nullable(),
  /** the unit's label as the building shows it (e.g. "2.03"); null without a unit */
  unit_label: z.string().nullable(),
  /** whether the unit's people were notified when the entry was recorded */
  notified: z.boolean(),
  recorded_by_name: z.string().nullable(),
};

export const Visitor = z.object({
  ...EntryBase,
  unit_id: z.number(),
  unit_label: z.string(),
  name: z.string(),
  purpose: z.string().nullable(),
  arrived_at: z.string(),
  /** null while the visitor is in the building */
  left_at: z.string().nullable(),
});
export type Visitor = z.infer<typeof Visitor>;

export const MailItem = z.object({
  ...EntryBase,
  unit_id: z.number(),
  unit_label: z.string(),
  type: z.enum(MAIL_TYPES),
  sender: z.string().nullable(),
  note: z.string().nullable(),
  received_at: z.string(),
  /** null while it waits at the desk */
  collected_at: z.string().nullable(),
  /** who picked it up, as the desk wrote it */
  collected_by: z.string().nullable(),
});
export type MailItem = z.infer<typeof MailItem>;

export const KeyLoan = z.object({
  ...EntryBase,
  /** the desk's label of the key (e.g. "K-12 kotelna") */
  key_id: z.string(),
  borrower: z.string(),
  purpose: z.string().nullable(),
  borrowed_at: z.string(),
  /** null while the key is lent out */
  returned_at: z.string().nullable(),
});
export type KeyLoan = z.infer<typeof KeyLoan>;

export const ReceptionListQuery = z.object({
  status: z.enum(RECEPTION_STATUS_FILTERS).default('all'),
  /** searches the name / sender / borrower / key label, and the unit's label */
  q: Text().trim().max(RECEPTION_SEARCH_MAX).optional(),
  unit_id: IdText.optional(),
  limit: IntText(1, RECEPTION_PAGE_MAX).default(RECEPTION_PAGE_DEFAULT),
  /** the `next_cursor` of the previous page (newest first by the opening time) */
  cursor: Text().max(200).optional(),
});
export type ReceptionListQuery = z.infer<typeof ReceptionListQuery>;

/** What the caller may do at this building's desk: the server's answer, so the SPA never re-derives it. */
export const ReceptionAbilities = z.object({ manage: z.boolean() });

export const VisitorsResponse = z.object({ visitors: z.array(Visitor), next_cursor: z.string().nullable(), can: ReceptionAbilities });
export const MailResponse = z.object({ mail: z.array(MailItem), next_cursor: z.string().nullable(), can: ReceptionAbilities });
export const KeyLoansResponse = z.object({ keys: z.array(KeyLoan), next_cursor: z.string().nullable(), can: ReceptionAbilities });
export const VisitorResponse = z.object({ visitor: Visitor });
export const MailItemResponse = z.object({ mail: MailItem });
export const KeyLoanResponse = z.object({ key: KeyLoan });

const Moment = z.iso.datetime({ offset: true, error: () => 'server.validation.date_format' });
const Optional = (max: number) => MultilineText().trim().max(max).nullable().optional();
const Required = (max: number, key: string) =>
  z.string({ error: () => key }).pipe(Text().trim().min(1, key).max(max));
/** a unit of this building: a missing or malformed id gets the same message as one of another building */
const UnitId = z
  .number({ error: () => 'server.reception.unit_invalid' })
  .int('server.reception.unit_invalid')
  .min(1, 'server.reception.unit_invalid')
  .max(ID_MAX, 'server.reception.unit_invalid');

export const CreateVisitorRequest = z.strictObject({
  name: Required(RECEPTION_NAME_MAX, 'server.reception.name_required'),
  unit_id: UnitId,
  purpose: Optional(RECEPTION_PURPOSE_MAX),
  /** when the visitor came; now when left out (see openingTimeAllowed) */
  arrived_at: Moment.optional(),
  /** tell the unit's people (a notification); true when left out */
  notify: z.boolean().default(true),
});
export type CreateVisitorRequest = z.infer<typeof CreateVisitorRequest>;

export const CreateMailRequest = z.strictObject({
  unit_id: UnitId,
  type: z.enum(MAIL_TYPES, { error: () => 'server.reception.mail_type_invalid' }),
  sender: Optional(RECEPTION_SENDER_MAX),
  note: Optional(RECEPTION_NOTE_MAX),
  received_at: Moment.optional(),
  notify: z.boolean().default(true),
});
export type CreateMailRequest = z.infer<typeof CreateMailRequest>;

export const CreateKeyLoanRequest = z.strictObject({
  /** the unit the key belongs to or the borrower comes from; none for a common key (boiler room) */
  unit_id: UnitId.nullable().optional(),
  key_id: Required(RECEPTION_KEY_ID_MAX, 'server.reception.key_id_required'),
  borrower: Required(RECEPTION_NAME_MAX, 'server.reception.borrower_required'),
  purpose: Optional(RECEPTION_PURPOSE_MAX),
  borrowed_at: Moment.optional(),
  /** tell the unit's people (only with a unit); false when left out */
  notify: z.boolean().default(false),
});
export type CreateKeyLoanRequest = z.infer<typeof CreateKeyLoanRequest>;

/** Check-out and return: when it happened; now when left out (see closingTimeAllowed). */
export const CloseEntryRequest = z.strictObject({ at: Moment.optional() });
export type CloseEntryRequest = z.infer<typeof CloseEntryRequest>;

export const CollectMailRequest = z.strictObject({
  at: Moment.optional(),
  collected_by: Optional(RECEPTION_NAME_MAX),
});
export type CollectMailRequest = z.infer<typeof CollectMailRequest>;

export const ReceptionEntryParams = z.object({ id: IdText, entryId: IdText });
