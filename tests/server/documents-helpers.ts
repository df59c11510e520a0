import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness';

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

/**
 * A multipart/form-data body as a browser sends it (UTF-8 file names, CRLF lines): documents and
 * floor plans alike (one `file`), issues (repeated `attachments`: pass a list and the field).
 */
export function multipart(fields: Record<string, string | number>, file?: FilePart | FilePart[], fileField = 'file') {
  const boundary = `----domovnik${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, 'utf8'));
  }
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      f.content,
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

/** The six kinds of document the access tables cover: building or unit 1.01 / 2.03, public or private. */
export type DocKind = 'pubB' | 'privB' | 'pubU101' | 'privU101' | 'pubU203' | 'privU203';
export const DOC_KINDS: DocKind[] = ['pubB', 'privB', 'pubU101', 'privU101', 'pubU203', 'privU203'];

/** One fresh document of each kind in Vltava, made by `upload` (an uploader that answers the new id). */
export async function oneDocumentOfEachKind(
  upload: (fields: Record<string, string | number>) => Promise<number>,
  units: { u101: number; u203: number },
): Promise<Record<DocKind, number>> {
  const { u101, u203 } = units;
  return {
    pubB: await upload({ title: 'p', entity_type: 'building', visibility: 'public' }),
    privB: await upload({ title: 'p', entity_type: 'building', visibility: 'private' }),
    pubU101: await upload({ title: 'p', entity_type: 'unit', entity_id: u101, visibility: 'public' }),
    privU101: await upload({ title: 'p', entity_type: 'unit', entity_id: u101, visibility: 'private' }),
    pubU203: await upload({ title: 'p', entity_type: 'unit', entity_id: u203, visibility: 'public' }),
    privU203: await upload({ title: 'p', entity_type: 'unit', entity_id: u203, visibility: 'private' }),
  };
}

/** Every document row and stored file: a refused write must leave both exactly as they were. */
export async function documentsSnapshot(t: TestApp) {
  const rows = await t.app.db.selectFrom('documents').selectAll().orderBy('id').execute();
  return { rows: JSON.stringify(rows), files: storedDocumentFiles(t.config.dataDir) };
}
