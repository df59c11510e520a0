import type { FileKind } from '../files/sniff';
import { replaceHidden } from '../files/file-name';

/**
 * Document types, decided by content (sniffFileKind). SVG is not among them: a drawing that can
 * carry script has no place in a document library, and floor plans have their own upload.
 */
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png', 'gif', 'webp', 'docx', 'xlsx', 'odt', 'doc', 'xls', 'txt'];

/** Shown in the refusal message, e.g. "PDF, JPG, PNG…". */
export const DOCUMENT_FORMATS_TEXT = 'PDF, JPG, PNG, GIF, WEBP, DOC, DOCX, XLS, XLSX, ODT, TXT';

/** File-name extensions that belong to each kind; anything else gets the kind's own appended. */
const EXTENSIONS: Partial<Record<FileKind, string[]>> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  odt: ['odt'],
  doc: ['doc'],
  xls: ['xls'],
  txt: ['txt', 'csv', 'md', 'log', 'text'],
};

export const NAME_MAX = 200;


/**
 * The name a document is listed and downloaded with: the client's file name without any path,
 * control characters or reserved characters, at most NAME_MAX characters, and with an extension
 * that matches the content — so "page.html" holding plain text is saved as "page.html.txt" and
 * can never be opened as a web page from the user's disk.
 */
export function documentFileName(clientName: string, kind: FileKind): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  let name = replaceHidden(base.normalize('NFC'), '_')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  if (!name) name = 'dokument';
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1];
  const allowed = EXTENSIONS[kind] ?? [kind];
  // the extension that stays: the client's when it matches the content, else the content's own
  const keep = ext && allowed.includes(ext.toLowerCase()) ? `.${ext}` : '';
  const suffix = keep ? '' : `.${allowed[0]}`;
  const stem = keep ? name.slice(0, -keep.length) : name;
  const room = NAME_MAX - keep.length - suffix.length;
  return stem.slice(0, room) + keep + suffix;
}

/** The title an upload gets when none was typed: the file name as the user picked it (spec 000 §5). */
export function defaultTitle(clientName: string): string {
  const base = replaceHidden(clientName.split(/[\\/]/).pop() ?? '').trim();
  return base.slice(0, 255) || 'dokument';
}
