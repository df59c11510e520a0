import { badRequest } from './http-error';

/**
 * The opaque `next_cursor` of a list read newest first by keyset on (a timestamp, id): the last row's
 * pair, base64url so it travels in a query string. A cursor that does not decode is the caller's
 * mistake: 400 with the list's own message, never a 500 or a silently wrong page.
 */
export const encodeCursor = (at: string, id: number): string => Buffer.from(`${at}|${id}`).toString('base64url');

export function decodeCursor(text: string, messageKey: string): { at: string; id: number } {
  const [at, id, extra] = Buffer.from(text, 'base64url').toString().split('|');
  const n = Number(id);
  if (extra !== undefined || !at || !/^\d{4}-\d{2}-\d{2}T/.test(at) || !Number.isSafeInteger(n) || n < 1) throw badRequest(messageKey);
  return { at, id: n };
}
