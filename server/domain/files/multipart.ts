import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error';
import { cleanFileName } from './file-name';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartFiles {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form with up to `maxFiles` files (all in field `fileField`) into memory,
 * refusing one larger than `maxBytes` with 413 and one file too many with 400. Text fields are
 * returned as strings for zod to validate. A body that is not a well-formed form (bad boundary,
 * cut short) is a 400, and a file sent where a text field belongs is named as such rather than
 * reported missing.
 */
export async function readMultipartFiles(req: FastifyRequest, maxBytes: number, fileField: string, maxFiles: number): Promise<MultipartFiles> {
  if (!req.isMultipart()) throw badRequest('server.files.multipart_expected');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const tooLarge = () => new HttpError(413, 'server.files.too_large', { max: Math.round(maxBytes / 1024 / 1024) });
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 50, fieldSize: 100_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw badRequest('server.files.field_not_text', { field: part.fieldname });
        }
        const buffer = await part.toBuffer().catch((err: { code?: string }) => {
          throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : err;
        });
        files.push({ filename: cleanFileName(part.filename), buffer });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // one file more than allowed: busboy stops at the limit and @fastify/multipart reports it (413)
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('server.files.too_many', { max: maxFiles });
    // Everything else thrown while reading is the body's fault (busboy's "Unexpected end of
    // form", "Multipart: Boundary not found").
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    throw badRequest('server.files.multipart_invalid');
  }
  return { fields, files };
}

/** A form with at most one file (field `fileField`): see readMultipartFiles. */
export async function readMultipartForm(req: FastifyRequest, maxBytes: number, fileField = 'file'): Promise<MultipartForm> {
  const { fields, files } = await readMultipartFiles(req, maxBytes, fileField, 1);
  return { fields, file: files[0] ?? null };
}
