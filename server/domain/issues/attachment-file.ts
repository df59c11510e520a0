import type { FastifyInstance } from 'fastify';
import { ISSUE_ATTACHMENT_FORMATS_TEXT, ISSUE_ATTACHMENT_KINDS } from '../../../contract/rules/issues';
import { badRequest } from '../../lib/http-error';
import { MIME, sniffFileKind } from '../files/sniff';
import type { UploadedFile } from '../files/multipart';
import { documentFileName } from '../documents/file-types';

/** An attachment checked by content, ready to store: its kind, MIME type and the name it is listed under. */
export interface CheckedAttachment {
  kind: (typeof ISSUE_ATTACHMENT_KINDS)[number];
  mime_type: string;
  filename: string;
  buffer: Buffer;
}

const KINDS: readonly string[] = ISSUE_ATTACHMENT_KINDS;

/**
 * spec 001 §5: images, PDF, doc, docx, xls, xlsx — decided by content with the documents'
 * detection, never by the name (an HTML page named .pdf is refused). The listed name gets an
 * extension that matches the content, as a document's does.
 */
export async function checkAttachment(file: UploadedFile): Promise<CheckedAttachment> {
  const kind = file.buffer.length === 0 ? null : await sniffFileKind(file.buffer);
  if (!kind || !KINDS.includes(kind)) throw badRequest('server.issues.file_type', { name: file.filename, formats: ISSUE_ATTACHMENT_FORMATS_TEXT });
  const k = kind as CheckedAttachment['kind'];
  return { kind: k, mime_type: MIME[k], filename: documentFileName(file.filename, k), buffer: file.buffer };
}

/** Where an issue's files live under the file store. */
export const ISSUE_FILES_AREA = 'issues';

/**
 * Saves the files and runs `write` (the transaction that lists them); if it fails, the saved
 * files are removed again, so nothing is half-stored.
 */
export async function withStoredFiles<T>(
  app: FastifyInstance,
  files: readonly CheckedAttachment[],
  write: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths: string[] = [];
  const removeAll = () =>
    Promise.all(paths.map((p) => app.files.remove(p).catch((e: unknown) => app.log.error({ err: e }, 'could not remove an orphaned issue attachment'))));
  try {
    for (const f of files) paths.push(await app.files.save(ISSUE_FILES_AREA, f.kind, f.buffer));
    return await write(paths);
  } catch (err) {
    await removeAll();
    throw err;
  }
}
