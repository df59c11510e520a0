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

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

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

function zipKind(buf: Buffer): FileKind | null {
  // Office Open XML and OpenDocument are zip files; the first entries name what they hold.
  const head = buf.subarray(0, Math.min(buf.length, 8192)).toString('latin1');
  if (head.includes('mimetypeapplication/vnd.oasis.opendocument.text')) return 'odt';
  if (head.includes('word/')) return 'docx';
  if (head.includes('xl/')) return 'xlsx';
  if (head.includes('[Content_Types].xml')) {
    const all = buf.toString('latin1');
    if (all.includes('word/document')) return 'docx';
    if (all.includes('xl/workbook')) return 'xlsx';
  }
  return null;
}

export function sniffFileKind(buf: Buffer): FileKind | null {
  if (buf.length === 0) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return zipKind(buf);
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return buf.toString('latin1').includes('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t') ? 'doc' : 'xls';
  }
  if (isSvg(buf)) return 'svg';
  if (isUtf8Text(buf)) {
    // HTML or script dressed as text is refused rather than stored as harmless text.
    const head = buf.subarray(0, 2048).toString('utf8').trimStart().toLowerCase();
    if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.includes('<script')) return null;
    return 'txt';
  }
  return null;
}
