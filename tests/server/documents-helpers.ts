import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (UTF-8 file names, CRLF lines). */
export function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const boundary = `----domovnik${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, 'utf8'));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every stored document file (relative names), to prove that a refused upload left nothing. */
export function storedDocumentFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'files', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export const HTML_AS_PNG: FilePart = {
  name: 'kocka.png',
  type: 'image/png',
  content: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
};

export const SVG_FILE: FilePart = {
  name: 'plan.svg',
  type: 'image/svg+xml',
  content: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

export const PNG_1PX: FilePart = {
  name: 'foto.png',
  type: 'image/png',
  content: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
