/**
 * One door-opening outcome for the grid, the palette's list and its main-entrance shortcut: the
 * spec's success toast, or a destructive toast with the server's message (a refusal is a 403 with
 * one) and otherwise 'Failed to open the door' (spec 001 §8).
 */
import type { ScopedMutator } from 'swr';
import toast from 'react-hot-toast';
import type { Door } from '../../../contract/doors';
import { i18n } from '../../lib/i18n';
import { errorMessage } from '../../lib/http';
import { openDoor } from './api';

export async function openWithToast(buildingId: number, door: Pick<Door, 'id'>, mutate?: ScopedMutator): Promise<boolean> {
  try {
    await openDoor(buildingId, door.id, mutate);
    toast.success(i18n.t('doors.toast.opened'));
    return true;
  } catch (err) {
    toast.error(errorMessage(err, i18n.t('doors.toast.failed')));
    return false;
  }
}
