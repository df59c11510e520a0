/** The gate photo of one log entry as a download, when the caller may see it and the bytes are what the row says. */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { FileStore } from '../files/store';
import { notFound } from '../../lib/http-error';
import { MIME, sniffFileKind } from '../files/sniff';
import { visiblePhoto } from './photo-access';
import { photoTimestamp } from './photo-draw';

export async function readLogPhoto(db: Kysely<DB>, files: FileStore, profile: AccessProfile, buildingId: number, logId: number) {
  const photo = await visiblePhoto(db, profile, buildingId, logId);
  if (!photo || !files.exists(photo.photo_path)) throw notFound('server.gate.photo_not_found');
  // the documents' check: the bytes must be the picture the row says they are
  const bytes = await files.read(photo.photo_path);
  const kind = await sniffFileKind(bytes);
  if (!kind || MIME[kind] !== photo.photo_mime) throw notFound('server.gate.photo_not_found');
  const stamp = photoTimestamp(photo.access_time).replace(/[: ]/g, '-');
  return {
    // the bytes just checked are the bytes sent: a photo is small, and the file is read once
    stream: Readable.from([bytes]),
    filename: `${photo.license_plate}-${stamp}.${kind}`,
    mimeType: photo.photo_mime,
    size: bytes.length,
  };
}
