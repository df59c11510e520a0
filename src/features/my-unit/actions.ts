/**
 * Saving with the spec's feedback (000 §8 "Unit settings update: success and error toasts"): the
 * page and the palette commands use the same functions, so they report alike.
 */
import toast from 'react-hot-toast';
import type { Unit } from '../../../contract/units';
import { ApiError } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { updateUnit } from './api';
import type { FeaturesPayload } from './rules';

/**
 * The server's own words when it sent any (`message`, then `error`), else our specific fallback —
 * not the http client's generic 'An error occurred'.
 */
export function failureText(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.data && typeof e.data === 'object') {
    const { message, error } = e.data as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

export const FEATURES_SAVE_TEXT = { saved: 'myUnit.settings.saved', failed: 'myUnit.settings.saveFailed' } as const;

/** The palette's one-click changes; resolves true when saved, the toast names the server's reason otherwise. */
export async function saveUnitFeatures(unit: Pick<Unit, 'id' | 'building'>, features: FeaturesPayload): Promise<boolean> {
  try {
    await updateUnit(unit.building.id, unit.id, { features });
    toast.success(i18n.t(FEATURES_SAVE_TEXT.saved));
    return true;
  } catch (e) {
    toast.error(failureText(e, i18n.t(FEATURES_SAVE_TEXT.failed)));
    return false;
  }
}
