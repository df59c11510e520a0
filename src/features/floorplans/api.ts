/**
 * Floor-plan calls (spec 000 §7) through the route table (contract/routes/floorplans.ts) and their
 * error wording (§8). The SWR key is the API path, so the live bridge revalidates it on floorplan.* events.
 */
import { LIVE_POLL_MS } from '../../live/useLive';
import type { Floorplan, FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';
import * as routes from '../../../contract/routes/floorplans';
import { call, callFile, isMalformedAnswer, useRead } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { saveBlob } from '../../lib/saveBlob';

/** The i18n key of a load failure, by status (spec 000 §8). */
export function loadErrorKey(error: unknown): string {
  // an answer that is not the route's (spec: 'Neplatná odpověď z API')
  if (isMalformedAnswer(error)) return 'floorplans.errors.malformed';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'floorplans.errors.unauthorized';
    if (error.status === 403) return 'floorplans.errors.forbidden';
    if (error.status === 404) return 'floorplans.errors.buildingNotFound';
    // the http client's own 'Invalid JSON response' is a malformed answer too
    if (error.message === 'Invalid JSON response') return 'floorplans.errors.malformed';
  }
  return 'floorplans.errors.load';
}

export function useFloorplans(buildingId: number | null) {
  const { data, error, isLoading, mutate } = useRead(routes.listFloorplans, buildingId ? { path: { id: buildingId } } : null, {
    pollMs: LIVE_POLL_MS.floorplans,
  });
  return { plans: data?.floorplans, error, isLoading, reload: () => mutate() };
}

export interface FloorplanUpload {
  file: File;
  floor: number;
  name: string;
  description: string;
  type: FloorplanType;
  access_level: FloorplanAccessLevel;
}

export async function uploadFloorplan(buildingId: number, values: FloorplanUpload): Promise<Floorplan> {
  const form = new FormData();
  // text fields first: the server reads them before the file
  form.append('floor', String(values.floor));
  form.append('name', values.name.trim());
  if (values.description.trim()) form.append('description', values.description.trim());
  form.append('type', values.type);
  form.append('access_level', values.access_level);
  form.append('file', values.file, values.file.name);
  return (await call(routes.uploadFloorplan, { path: { id: buildingId }, body: form })).floorplan;
}

export interface FloorplanChanges {
  floor?: number;
  name?: string;
  description?: string | null;
  type?: FloorplanType;
  access_level?: FloorplanAccessLevel;
}

export async function updateFloorplan(buildingId: number, planId: number, changes: FloorplanChanges): Promise<Floorplan> {
  return (await call(routes.updateFloorplan, { path: { id: buildingId, planId }, body: changes })).floorplan;
}

export async function deleteFloorplan(buildingId: number, planId: number): Promise<void> {
  await call(routes.deleteFloorplan, { path: { id: buildingId, planId } });
}

/** "The file is downloaded by its file path" (spec 000 §7): file.path is this route's path for the plan. */
export async function downloadFloorplan(plan: Pick<Floorplan, 'id' | 'building_id' | 'name' | 'file'>): Promise<void> {
  const { blob, filename } = await callFile(routes.downloadFloorplan, { path: { id: plan.building_id, planId: plan.id } });
  saveBlob(blob, filename ?? plan.file.name ?? plan.name);
}
