/**
 * QR pass calls (issue 10 §2; spec 001 §7 "QR access" as plain REST) through the route table
 * (contract/routes/qr.ts): a unit's passes grouped by recipient, creating passes (one per e-mail),
 * deactivating one, and one pass by its code for its holder (no session). SWR keys are the API
 * paths under /buildings/{id}/units/{unitId}/, which the live bridge revalidates on
 * qr.passes_changed (live/keys.ts); SWR polls as well. An answer of the wrong shape is a failure,
 * not an empty list (spec 000 §8, 001 §8): the screen shows its own fallback text for it.
 */
import { useSWRConfig } from 'swr';
import type { QrCreateInput, QrCreateResponse } from '../../../contract/qr';
import { createQrPasses as createRoute, deactivateQrPasses, getPublicPass, listQrPasses } from '../../../contract/routes/qr';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';

export type QrScope = { buildingId: number; unitId: number } | null;
const poll = { pollMs: LIVE_POLL_MS.qr };
const unitPath = (buildingId: number, unitId: number) => ({ path: { id: buildingId, unitId } });

export function useQrCodes(scope: QrScope) {
  const swr = useRead(listQrPasses, scope && unitPath(scope.buildingId, scope.unitId), poll);
  return { users: swr.data?.users, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** One pass by its code, for the recipient's phone; the route needs no session. */
export function usePublicPass(code: string | null) {
  const swr = useRead(getPublicPass, code ? { path: { code } } : null, poll);
  return { pass: swr.data?.pass, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** Reloads a unit's passes in the cache the screen reads (its SWRConfig's, so not swr's global mutate). */
export function useReloadQrUnit() {
  const { mutate } = useSWRConfig();
  return (buildingId: number, unitId: number) => mutate(routeUrl(listQrPasses, unitPath(buildingId, unitId)));
}

/** Raised for an answer that is the route's shape yet says nothing happened (spec 001 §8); no message of its own. */
class NothingDoneError extends Error {}

/** Creates one pass per e-mail; an answer without created codes is a failure (spec 001 §8). */
export async function createQrPasses(buildingId: number, unitId: number, body: QrCreateInput): Promise<QrCreateResponse['created_codes']> {
  const { created_codes } = await call(createRoute, { ...unitPath(buildingId, unitId), body });
  if (created_codes.length === 0) throw new NothingDoneError();
  return created_codes;
}

/** Deactivates one pass (spec 001 §7: qr_code and unit_id); an answer without `deactivated: true` is a failure (spec 001 §8). */
export async function deactivateQrPass(buildingId: number, unitId: number, code: string): Promise<void> {
  const { deactivated } = await call(deactivateQrPasses, { ...unitPath(buildingId, unitId), body: { qr_code: code, unit_id: unitId } });
  if (!deactivated) throw new NothingDoneError();
}
