import { replaceHidden } from '../files/file-name';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_NAME_MAX as NAME_MAX,
  DOCUMENT_TITLE_MAX,
  type DocumentKind,
} from '../../../contract/rules/documents';


/**
 * The name a document is listed and downloaded with: the client's file name without any path,
 * control characters or reserved characters, at most NAME_MAX characters, and with an extension
 * that matches the content — so "page.html" holding plain text is saved as "page.html.txt" and
 * can never be opened as a web page from the user's disk.
 */
export function documentFileName(clientName: string, kind: DocumentKind): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  let name = replaceHidden(base.normalize('NFC'), '_')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  if (!name) name = 'dokument';
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1];
  const allowed = DOCUMENT_EXTENSIONS[kind];
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
  return base.slice(0, DOCUMENT_TITLE_MAX) || 'dokument';
}
