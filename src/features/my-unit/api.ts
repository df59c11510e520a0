/**
 * Server state of the My unit screen: every unit of the user (GET /units/my, all buildings; read as
 * summaries, since staff lists merged in are summaries), the shown unit's detail (GET /units/{id},
 * which adds the maintenance note where the user may read it) and the unit settings call
 * (PATCH /buildings/{buildingId}/units/{unitId}).
 */
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { mutate } from 'swr';
import { LIVE_POLL_MS } from '../../live/useLive';
import type { Unit, UnitSummary } from '../../../contract/units';
import { getUnit, listBuildingUnits, listMyUnits, updateUnit as updateUnitRoute } from '../../../contract/routes/units';
import { call, isMalformedAnswer, useRead } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { dedupeUnits } from '../../state/selection';
import { mergeStaffUnits, sortMyUnits, type FeaturesPayload } from './rules';

export interface AllMyUnits {
  /** sorted by building name, then unit number; undefined until the first answer */
  units: UnitSummary[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * @param staffBuildingId a building whose units the user manages as staff: its units are listed too
 */
export function useAllMyUnits(staffBuildingId: number | null = null): AllMyUnits {
  const poll = { pollMs: LIVE_POLL_MS.units };
  const own = useRead(listMyUnits, {}, poll);
  const staff = useRead(listBuildingUnits, staffBuildingId ? { path: { id: staffBuildingId } } : null, poll);
  const units = useMemo(() => {
    const mine = own.data && dedupeUnits(own.data.units);
    if (mine && staff.data) return mergeStaffUnits(mine, dedupeUnits(staff.data.units));
    if (mine) return sortMyUnits(mine);
    // an answer of the wrong shape is an error with an empty list (spec 000 §8)
    return isMalformedAnswer(own.error) ? ([] as UnitSummary[]) : undefined;
  }, [own.data, own.error, staff.data]);
  const failure: Error | undefined = own.error ?? staff.error;

  // spec 000 §8: a units load failure is toasted with the server's message, else the load-failed
  // text; the same toast id as the sidebar's unit list, so one failure shows one toast. 401 has
  // already sent the user to /login.
  useEffect(() => {
    if (!failure || (failure instanceof ApiError && failure.status === 401)) return;
    const message = failure instanceof ApiError && failure.message ? failure.message : i18n.t('errors.unitsLoad');
    toast.error(message, { id: 'units-load' });
  }, [failure]);

  return {
    units,
    error: failure,
    isLoading: own.isLoading || staff.isLoading,
    retry: () => {
      void own.mutate();
      void staff.mutate();
    },
  };
}

export interface UnitDetail {
  /** undefined until the first answer */
  unit: Unit | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * One unit's detail (area, floor, validity, features, the maintenance note where the caller may
 * read it), which the list's summaries leave out. Live events refresh it like the list (live/keys.ts).
 */
export function useUnitDetail(unitId: number | null): UnitDetail {
  const { data, error, mutate: revalidate } = useRead(getUnit, unitId === null ? null : { path: { id: unitId } }, { pollMs: LIVE_POLL_MS.units });
  return { unit: data?.unit, error, retry: () => void revalidate() };
}

export interface UnitPatch {
  features?: FeaturesPayload;
  maintenance_note?: string;
}

/** Every cached answer that lists or shows units: this screen, the sidebar picker, unit details. */
const isUnitKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/units/') || /^\/buildings\/\d+\/units(?:[/?]|$)/.test(key));

/**
 * Puts the server's answer into the cached unit (GET /units/{id}) and lists at once, then asks the
 * server again. A list item keeps its own fields (a summary stays a summary).
 */
async function applyUpdatedUnit(updated: Unit): Promise<void> {
  await mutate(
    isUnitKey,
    (data: unknown) => {
      const one = (data as { unit?: { id?: unknown } } | undefined)?.unit;
      if (one && one.id === updated.id) return { ...(data as object), unit: updated };
      const list = (data as { units?: unknown } | undefined)?.units;
      if (!Array.isArray(list)) return data;
      const pick = (u: Record<string, unknown>) => Object.fromEntries(Object.keys(u).map((k) => [k, k in updated ? updated[k as keyof Unit] : u[k]]));
      return { ...(data as object), units: (list as Array<Record<string, unknown> & { id: number }>).map((u) => (u.id === updated.id ? pick(u) : u)) };
    },
    { revalidate: true },
  );
}

/** PATCH the unit; resolves with the updated unit (errors are ApiError with the server's message). */
export async function updateUnit(buildingId: number, unitId: number, patch: UnitPatch): Promise<Unit> {
  const { unit } = await call(updateUnitRoute, { path: { buildingId, unitId }, body: patch });
  await applyUpdatedUnit(unit);
  return unit;
}
