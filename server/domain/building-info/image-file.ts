import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStore } from '../files/store';
import { notFound } from '../../lib/http-error';
import { MIME, sniffFileKind } from '../files/sniff';
import { GENERATED_FACADE, cachedFacadePng } from './hero-image';

/**
 * The building's hero image as bytes and their type, or 404: the drawn facade, or the stored file.
 * Only raster images are ever shown inline; anything else is refused rather than served.
 */
export async function heroImageFile(deps: { db: Kysely<DB>; files: FileStore }, buildingId: number): Promise<{ bytes: Buffer; mimeType: string }> {
  const building = await deps.db
    .selectFrom('buildings')
    .leftJoin('building_info', 'building_info.building_id', 'buildings.id')
    .select(['buildings.code', 'buildings.image_path', 'building_info.floor_count'])
    .where('buildings.id', '=', buildingId)
    .executeTakeFirst();
  if (!building?.image_path) throw notFound('server.building_info.image_not_found');

  let bytes: Buffer;
  if (building.image_path === GENERATED_FACADE) {
    bytes = cachedFacadePng({ code: building.code, floors: building.floor_count });
  } else {
    if (!deps.files.exists(building.image_path)) throw notFound('server.building_info.image_not_found');
    bytes = await deps.files.read(building.image_path);
  }
  const kind = await sniffFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpg' && kind !== 'webp') throw notFound('server.building_info.image_not_found');
  return { bytes, mimeType: MIME[kind] };
}
