/**
 * Characters that are invisible or reorder what a reader sees: C0/DEL/C1 controls, the
 * bidirectional marks, embeddings, overrides and isolates (an "exe.pdf" shown as "fdp.exe"),
 * zero-width characters and the BOM. No stored file name keeps them.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Each hidden character replaced by `by` (nothing by default). */
export const replaceHidden = (name: string, by = '') => name.replace(HIDDEN_IN_NAMES, by);

/** The uploaded name as it will be stored and shown: without hidden characters, never empty. */
export function cleanFileName(name: string | undefined): string {
  return replaceHidden(name ?? '').trim() || 'file';
}
