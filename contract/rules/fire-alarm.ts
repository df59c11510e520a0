/**
 * Fire alarm rules (spec 001 §3 "Fire zone", §4, §9; issue 12 §1): one home for the server and the SPA.
 */

/** Status 0 is OK; any other code the panel reports is an alarm. */
export const FIRE_STATUS_OK = 0;
/** The code the built-in panel reports for an alarm (a vendor's panel may report others). */
export const FIRE_STATUS_ALARM = 1;

/** The largest status code a panel may report (the column is a 32-bit integer). */
export const FIRE_STATUS_MAX = 2_147_483_647;

export const isAlarm = (status: number): boolean => status !== FIRE_STATUS_OK;

/** OK or ALARM: the badge (green / red) a zone shows. */
export type FireZoneState = 'ok' | 'alarm';
export const fireZoneState = (status: number): FireZoneState => (isAlarm(status) ? 'alarm' : 'ok');

/** Longest acknowledgement note staff may write. */
export const FIRE_ACK_NOTE_MAX = 500;

/**
 * What a zone is called: its text, or 'Zone {number}' when it has none (spec 001 §2). Answered as
 * parts so the SPA translates the fallback: `{ text }` or `{ key: 'zone', number }`.
 */
export type FireZoneLabel = { text: string } | { key: 'zone'; number: number };
export function fireZoneLabel(zone: { text: string | null; number: number }): FireZoneLabel {
  const text = zone.text?.trim();
  return text ? { text } : { key: 'zone', number: zone.number };
}

/** Why a zone cannot be acknowledged now, or null when it can. */
export type FireAckProblem = 'not_in_alarm' | 'already_acknowledged';
export function fireAckProblem(zone: { status: number; acknowledged_at: string | null }): FireAckProblem | null {
  if (!isAlarm(zone.status)) return 'not_in_alarm';
  if (zone.acknowledged_at !== null) return 'already_acknowledged';
  return null;
}
