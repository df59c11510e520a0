import { fileTypeFromBuffer } from 'file-type';

/**
 * File types decided by content, never by the name the client sent. Each entry is a type we
 * accept somewhere; callers pass the subset they allow.
 */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'svg' | 'docx' | 'xlsx' | 'odt' | 'doc' | 'xls' | 'txt';

export const MIME: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain; charset=utf-8',
};

/** file-type's extension → our kind, for the binary formats it recognises. */
const FROM_FILE_TYPE: Partial<Record<string, FileKind>> = {
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  odt: 'odt',
};

function isUtf8Text(buf: Buffer): boolean {
  const sample = buf.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < buf.length ? sample.subarray(0, sample.lastIndexOf(0x0a) + 1 || sample.length) : sample);
    return true;
  } catch {
    return false;
  }
}

/** SVG is XML whose root element is <svg>; anything that merely mentions svg is not. */
function isSvg(buf: Buffer): boolean {
  if (!isUtf8Text(buf)) return false;
  const head = buf.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const withoutProlog = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(withoutProlog);
}

/**
 * Decides the kind of an upload. `file-type` recognises the binary formats (JPEG, PNG, GIF,
 * WebP, PDF and the DOCX/XLSX/ODT zip containers, whose entries it reads). It cannot do the rest,
 * so these stay our own, each for its reason:
 * - SVG and plain text have no magic bytes (file-type reports only binary formats; its XML
 *   detection does not tell an SVG from any other XML);
 * - old Word and Excel files are both OLE compound files, which file-type reports only as `cfb`;
 *   the stream names inside tell them apart;
 * - HTML or script dressed as text is refused rather than stored as harmless text (spec: only
 *   the listed formats, decided by content).
 */
export async function sniffFileKind(buf: Buffer): Promise<FileKind | null> {
  if (buf.length === 0) return null;
  const detected = await fileTypeFromBuffer(buf);
  if (detected) {
    if (detected.ext === 'cfb') return buf.toString('latin1').includes('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t') ? 'doc' : 'xls';
    // A binary format we do not accept (zip, exe, mp4…) is refused, never mistaken for text.
    return FROM_FILE_TYPE[detected.ext] ?? (detected.ext === 'xml' ? textKind(buf) : null);
  }
  return textKind(buf);
}

function textKind(buf: Buffer): FileKind | null {
  if (isSvg(buf)) return 'svg';
  if (!isUtf8Text(buf)) return null;
  const head = buf.subarray(0, 2048).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.includes('<script')) return null;
  return 'txt';
}
