import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart form with at most one file (field `fileField`) into memory, refusing one
 * larger than `maxBytes` with 413. Text fields are returned as strings for zod to validate.
 */
export async function readMultipartForm(req: FastifyRequest, maxBytes: number, fileField = 'file'): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('server.files.multipart_expected');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 50, fieldSize: 100_000 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'server.files.too_large', { max: Math.round(maxBytes / 1024 / 1024) });
        }
        throw err;
      });
      file = { filename: part.filename || 'file', buffer };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, file };
}
