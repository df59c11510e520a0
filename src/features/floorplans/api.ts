/**
 * Floor-plan calls (spec 000 §7) and their error wording (§8). The SWR key is the API path, so
 * the live bridge revalidates it on floorplan.* events.
 */
import useSWR from 'swr';
import { LIVE_POLL_MS, useLiveRefreshInterval } from '../../live/useLive';
import type { Floorplan, FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';
import { ApiError, fetcher, http } from '../../lib/http';
import { saveBlob } from '../../lib/saveBlob';

export const floorplansKey = (buildingId: number) => `/buildings/${buildingId}/floorplans`;

/** Thrown when a successful answer does not hold a floorplans[] list (spec: 'Neplatná odpověď z API'). */
export class MalformedAnswerError extends Error {
  constructor() {
    super('floorplans.errors.malformed');
    this.name = 'MalformedAnswerError';
  }
}

function isPlan(x: unknown): x is Floorplan {
  if (!x || typeof x !== 'object') return false;
  const p = x as Partial<Floorplan>;
  return (
    typeof p.id === 'number' &&
    typeof p.floor === 'number' &&
    typeof p.name === 'string' &&
    !!p.file &&
    typeof p.file === 'object' &&
    typeof p.file.path === 'string'
  );
}

export function parseFloorplans(raw: unknown): Floorplan[] {
  const list = raw && typeof raw === 'object' ? (raw as { floorplans?: unknown }).floorplans : undefined;
  if (!Array.isArray(list) || !list.every(isPlan)) throw new MalformedAnswerError();
  return list;
}

/** The i18n key of a load failure, by status (spec 000 §8). */
export function loadErrorKey(error: unknown): string {
  if (error instanceof MalformedAnswerError) return 'floorplans.errors.malformed';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'floorplans.errors.unauthorized';
    if (error.status === 403) return 'floorplans.errors.forbidden';
    if (error.status === 404) return 'floorplans.errors.buildingNotFound';
    // the http client's own 'Invalid JSON response' is a malformed answer too
    if (error.message === 'Invalid JSON response') return 'floorplans.errors.malformed';
  }
  return 'floorplans.errors.load';
}

async function fetchFloorplans(key: string): Promise<Floorplan[]> {
  return parseFloorplans(await fetcher(key));
}

export function useFloorplans(buildingId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Floorplan[], unknown>(
    buildingId ? floorplansKey(buildingId) : null,
    fetchFloorplans,
    { refreshInterval: useLiveRefreshInterval(LIVE_POLL_MS.floorplans) },
  );
  return { plans: data, error, isLoading, reload: () => mutate() };
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
  const res = await http.post<{ floorplan: Floorplan }>(floorplansKey(buildingId), form);
  return res.floorplan;
}

export interface FloorplanChanges {
  floor?: number;
  name?: string;
  description?: string | null;
  type?: FloorplanType;
  access_level?: FloorplanAccessLevel;
}

export async function updateFloorplan(buildingId: number, planId: number, changes: FloorplanChanges): Promise<Floorplan> {
  const res = await http.patch<{ floorplan: Floorplan }>(`${floorplansKey(buildingId)}/${planId}`, changes);
  return res.floorplan;
}

export function deleteFloorplan(buildingId: number, planId: number): Promise<void> {
  return http.delete(`${floorplansKey(buildingId)}/${planId}`);
}

/** "The file is downloaded by its file path" (spec 000 §7): file.path is the API path of the download. */
export async function downloadFloorplan(plan: Pick<Floorplan, 'name' | 'file'>): Promise<void> {
  const { blob, filename } = await http.download(plan.file.path);
  saveBlob(blob, filename ?? plan.file.name ?? plan.name);
}
