/**
 * Document calls (spec 000 §7 Documents) through the route table (contract/routes/documents.ts).
 * SWR keys are API paths, so the live bridge revalidates every list key under
 * /buildings/{id}/documents on document.* events.
 */
import { useSWRConfig } from 'swr';
import { LIVE_POLL_MS } from '../../live/useLive';
import type { Document, DocumentPatch } from '../../../contract/documents';
import * as routes from '../../../contract/routes/documents';
import { listBuildingUnits } from '../../../contract/routes/units';
import { call, callFile, routeUrl, useRead } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';
import { useMyUnits } from '../../state/unit';
import type { UnitSummary } from '../../../contract/units';
import { type DocumentFilters, type UploadValues, documentsQuery, uploadFormData } from './rules';

const poll = { pollMs: LIVE_POLL_MS.documents };

export function useDocuments(buildingId: number | null, filters: DocumentFilters, page: number, perPage?: number) {
  return useRead(routes.listDocuments, buildingId === null ? null : { path: { id: buildingId }, query: documentsQuery(filters, page, perPage) }, poll);
}

export function useDocumentCategories(buildingId: number | null) {
  const swr = useRead(routes.listDocumentCategories, buildingId === null ? null : { path: { id: buildingId } }, poll);
  return { ...swr, data: swr.data?.data };
}

/**
 * Units for the filter and the upload dialog: staff see every unit of the building
 * (GET /buildings/{id}/units), everyone else their own (GET /units/my, this building's).
 */
export function useDocumentUnits(buildingId: number | null, staff: boolean): { units: UnitSummary[] } {
  const { units: mine } = useMyUnits(buildingId);
  const all = useRead(listBuildingUnits, staff && buildingId !== null ? { path: { id: buildingId } } : null, poll);
  const units = staff ? (all.data?.units ?? mine ?? []) : (mine ?? []);
  return { units: [...units].sort((a, b) => a.number.localeCompare(b.number, 'cs', { numeric: true })) };
}

/** Spec 000 §8: the list reloads after each change. Every page/filter key of the building goes. */
export function useRevalidateDocuments(buildingId: number | null) {
  const { mutate } = useSWRConfig();
  return () => {
    if (buildingId === null) return Promise.resolve();
    const prefix = `${routeUrl(routes.listDocuments, { path: { id: buildingId } })}?`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}

export async function uploadDocument(buildingId: number, values: UploadValues, file: File): Promise<Document> {
  return (await call(routes.uploadDocument, { path: { id: buildingId }, body: uploadFormData(values, file) })).data;
}

export async function updateDocument(buildingId: number, docId: number, patch: DocumentPatch): Promise<Document> {
  return (await call(routes.updateDocument, { path: { id: buildingId, docId }, body: patch })).data;
}

export async function deleteDocument(buildingId: number, docId: number): Promise<void> {
  await call(routes.deleteDocument, { path: { id: buildingId, docId } });
}

/** Downloads through the http client (bearer token) and saves under the server's file name. */
export async function downloadDocument(buildingId: number, doc: Pick<Document, 'id' | 'original_name'>): Promise<void> {
  const { blob, filename } = await callFile(routes.downloadDocument, { path: { id: buildingId, docId: doc.id } });
  saveBlob(blob, filename ?? doc.original_name);
}
