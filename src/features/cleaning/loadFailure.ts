import { failureText } from '../../lib/loadFailure';

/**
 * A failed read's inline alert: the spec's text as its title (§8: 'Failed to load cleaning
 * history', '… statistics'), and below it the server's own words when it sent any — not the same
 * text twice when it sent none.
 */
export function loadFailure(error: unknown, title: string): { title: string; message?: string } {
  const text = failureText(error, title);
  return { title, message: text && text !== title ? text : undefined };
}
