/**
 * The palette's 'Open main entrance': the building's doors are fetched when it runs (the command
 * itself is data in the first screen), the first door with area 'entrance' is opened, and the
 * outcome is toasted. Without one the caller may open, a toast says so.
 */
import toast from 'react-hot-toast';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { fetchDoors } from './api';
import { openWithToast } from './openWithToast';
import { mainEntrance } from './rules';

export async function openMainEntrance(ctx: Pick<CommandContext, 'buildingId'>): Promise<void> {
  if (ctx.buildingId === null) return;
  let entrance;
  try {
    entrance = mainEntrance(await fetchDoors(ctx.buildingId));
  } catch (err) {
    toast.error(errorMessage(err, i18n.t('doors.loadFailed')));
    return;
  }
  if (!entrance || !entrance.can_open) {
    toast.error(i18n.t('doors.toast.noEntrance'));
    return;
  }
  await openWithToast(ctx.buildingId, entrance);
}
