/**
 * Document calls (spec 000 §7 Documents). SWR keys are API paths, so the live bridge
 * revalidates every list key under /buildings/{id}/documents on document.* events.
 * The cache holds raw answers; the hooks shape them.
 */
import { useSWRConfig } from 'swr';
import { LIVE_POLL_MS } from '../../live/useLive';
import type { Document, DocumentCategory, DocumentListResponse, DocumentPatch } from '../../../contract/documents';
import type { UnitSummary } from '../../../contract/units';
import { http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';
import { saveBlob } from '../../lib/saveBlob';
import { useMyUnits } from '../../state/unit';
import { type DocumentFilters, type UploadValues, documentsKey, uploadFormData } from './rules';

export class MalformedDocumentsError extends Error {
  constructor() {
    super('documents.errors.malformed');
    this.name = 'MalformedDocumentsError';
  }
}

export function parseDocumentList(raw: unknown): DocumentListResponse {
  const r = raw as Partial<DocumentListResponse> | null;
  if (!r || !Array.isArray(r.data) || !r.meta || typeof r.meta.last_page !== 'number') throw new MalformedDocumentsError();
  return r as DocumentListResponse;
}

export function parseCategories(raw: unknown): DocumentCategory[] {
  const data = (raw as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new MalformedDocumentsError();
  return data as DocumentCategory[];
}

export const categoriesKey = (buildingId: number) => `/buildings/${buildingId}/documents/categories`;
export const documentsPrefix = (buildingId: number) => `/buildings/${buildingId}/documents`;

function useParsed<T>(key: string | null, parse: (raw: unknown) => T) {
  return useParsedSWR(key, parse, LIVE_POLL_MS.documents);
}

export function useDocuments(buildingId: number | null, filters: DocumentFilters, page: number, perPage?: number) {
  return useParsed(buildingId === null ? null : documentsKey(buildingId, filters, page, perPage), parseDocumentList);
}

export function useDocumentCategories(buildingId: number | null) {
  return useParsed(buildingId === null ? null : categoriesKey(buildingId), parseCategories);
}

function parseUnitList(raw: unknown): UnitSummary[] {
  const units = (raw as { units?: unknown } | null)?.units;
  if (!Array.isArray(units)) throw new MalformedDocumentsError();
  return units as UnitSummary[];
}

/**
 * Units for the filter and the upload dialog: staff see every unit of the building
 * (GET /buildings/{id}/units), everyone else their own (GET /units/my, this building's).
 */
export function useDocumentUnits(buildingId: number | null, staff: boolean): { units: UnitSummary[] } {
  const { units: mine } = useMyUnits(buildingId);
  const all = useParsed(staff && buildingId !== null ? `/buildings/${buildingId}/units` : null, parseUnitList);
  const units = staff ? (all.data ?? mine ?? []) : (mine ?? []);
  return { units: [...units].sort((a, b) => a.number.localeCompare(b.number, 'cs', { numeric: true })) };
}

/** Spec 000 §8: the list reloads after each change. Every page/filter key of the building goes. */
export function useRevalidateDocuments(buildingId: number | null) {
  const { mutate } = useSWRConfig();
  return () => {
    if (buildingId === null) return Promise.resolve();
    const prefix = `${documentsPrefix(buildingId)}?`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}

export async function uploadDocument(buildingId: number, values: UploadValues & { file: File }): Promise<Document> {
  const res = await http.post<{ data: Document }>(documentsPrefix(buildingId), uploadFormData(values));
  return res.data;
}

export async function updateDocument(buildingId: number, docId: number, patch: DocumentPatch): Promise<Document> {
  const res = await http.patch<{ data: Document }>(`${documentsPrefix(buildingId)}/${docId}`, patch);
  return res.data;
}

export async function deleteDocument(buildingId: number, docId: number): Promise<void> {
  await http.delete(`${documentsPrefix(buildingId)}/${docId}`);
}

/** Downloads through the http client (bearer token) and saves under the server's file name. */
export async function downloadDocument(buildingId: number, doc: Pick<Document, 'id' | 'original_name'>): Promise<void> {
  const { blob, filename } = await http.download(`${documentsPrefix(buildingId)}/${doc.id}`);
  saveBlob(blob, filename ?? doc.original_name);
}
