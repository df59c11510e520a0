/** The reception desk (issue 15 §2; spec 001 §2 "Reception", §3): limits and pure rules for the SPA and the server. */

/** the three registers of the desk, in the order of its tabs (visitors first, spec 001 §2) */
export const RECEPTION_KINDS = ['visitor', 'mail', 'key'] as const;
export type ReceptionKind = (typeof RECEPTION_KINDS)[number];

/** spec 001 §3: mail is a package, a letter or a registered letter */
export const MAIL_TYPES = ['package', 'letter', 'registered'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

/** list filter: still open (in the building, waiting, lent out), closed, or both */
export const RECEPTION_STATUS_FILTERS = ['open', 'closed', 'all'] as const;
export type ReceptionStatusFilter = (typeof RECEPTION_STATUS_FILTERS)[number];

export const RECEPTION_NAME_MAX = 120;
export const RECEPTION_PURPOSE_MAX = 300;
export const RECEPTION_SENDER_MAX = 200;
export const RECEPTION_NOTE_MAX = 500;
export const RECEPTION_KEY_ID_MAX = 60;
export const RECEPTION_SEARCH_MAX = 100;
export const RECEPTION_PAGE_DEFAULT = 30;
export const RECEPTION_PAGE_MAX = 100;
/** a time given for an arrival, a delivery or a loan may lie this far back (a late entry of yesterday's parcel), no further */
export const RECEPTION_BACKDATE_DAYS = 7;
/** a given time may be this much ahead of the server's clock (a desk PC's clock drift), no more */
export const RECEPTION_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * An entry's closing time (check-out, collection, return) is valid when it is not before its opening
 * time and not in the future (beyond the clock skew).
 */
export function closingTimeAllowed(openedAt: string, closedAt: string, nowMs: number): boolean {
  const closed = Date.parse(closedAt);
  return closed >= Date.parse(openedAt) && closed <= nowMs + RECEPTION_CLOCK_SKEW_MS;
}

/** An opening time (arrival, receipt, loan) is valid within the last RECEPTION_BACKDATE_DAYS and not in the future. */
export function openingTimeAllowed(openedAt: string, nowMs: number): boolean {
  const at = Date.parse(openedAt);
  return at >= nowMs - RECEPTION_BACKDATE_DAYS * 86_400_000 && at <= nowMs + RECEPTION_CLOCK_SKEW_MS;
}
