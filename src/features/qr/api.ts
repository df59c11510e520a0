/**
 * QR pass calls (issue 10 §2; spec 001 §7 "QR access" as plain REST): a unit's passes grouped by
 * recipient, creating passes (one per e-mail), deactivating one, and one pass by its code for its
 * holder (no session). SWR keys are API paths under /buildings/{id}/units/{unitId}/, which the live
 * bridge revalidates on qr.passes_changed (live/keys.ts); SWR polls as well.
 */
import { useSWRConfig } from 'swr';
import type { QrCreateInput, QrCreateResponse, QrDeactivateResponse, QrListResponse, QrPublicPass, QrPublicPassResponse, QrUser } from '../../../contract/qr';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';
import { qrCodesKey } from './rules';

/**
 * An answer of an unexpected shape is a failure, not an empty list (spec 000 §8, 001 §8). It has no
 * message of its own: errorMessage() shows an error's message, and the user is to read the screen's
 * translated fallback ('Failed to create the QR pass', …), not ours.
 */
export class MalformedQrError extends Error {
  constructor() {
    super();
    this.name = 'MalformedQrError';
  }
}

function parseUsers(raw: unknown): QrUser[] {
  const users = (raw as Partial<QrListResponse> | null)?.users;
  if (!Array.isArray(users)) throw new MalformedQrError();
  return users;
}

function parsePass(raw: unknown): QrPublicPass {
  const pass = (raw as Partial<QrPublicPassResponse> | null)?.pass;
  if (!pass || typeof pass.qr_code !== 'string') throw new MalformedQrError();
  return pass;
}

export type QrScope = { buildingId: number; unitId: number } | null;

export function useQrCodes(scope: QrScope) {
  const swr = useParsedSWR(scope ? qrCodesKey(scope.buildingId, scope.unitId) : null, parseUsers, LIVE_POLL_MS.qr);
  return { users: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** One pass by its code, for the recipient's phone; the route needs no session. */
export function usePublicPass(code: string | null) {
  const swr = useParsedSWR(code ? `/qr-passes/${encodeURIComponent(code)}` : null, parsePass, LIVE_POLL_MS.qr);
  return { pass: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** Reloads a unit's passes in the cache the screen reads (its SWRConfig's, so not swr's global mutate). */
export function useReloadQrUnit() {
  const { mutate } = useSWRConfig();
  return (buildingId: number, unitId: number) => mutate(qrCodesKey(buildingId, unitId));
}

/** Creates one pass per e-mail; an answer without created codes is a failure (spec 001 §8). */
export async function createQrPasses(buildingId: number, unitId: number, body: QrCreateInput): Promise<QrCreateResponse['created_codes']> {
  const answer = await http.post<Partial<QrCreateResponse> | null>(qrCodesKey(buildingId, unitId), body);
  const created = answer?.created_codes;
  if (!Array.isArray(created) || created.length === 0) throw new MalformedQrError();
  return created;
}

/** Deactivates one pass (spec 001 §7: qr_code and unit_id); an answer without `deactivated: true` is a failure (spec 001 §8). */
export async function deactivateQrPass(buildingId: number, unitId: number, code: string): Promise<void> {
  const answer = await http.post<Partial<QrDeactivateResponse> | null>(`${qrCodesKey(buildingId, unitId)}/deactivate`, { qr_code: code, unit_id: unitId });
  if (answer?.deactivated !== true) throw new MalformedQrError();
}
