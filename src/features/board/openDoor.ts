import toast from 'react-hot-toast';
import i18n from 'i18next';
import { openDoor } from '../../../contract/routes/doors';
import { call } from '../../lib/api';
import { errorMessage } from '../../lib/http';

/**
 * Opens a door shown on the board (the tile's button and the palette): the same route as the doors
 * screen (contract/routes/doors.ts), which decides and audits; the tile then changes with door.state_changed.
 */
export async function openBoardDoor(buildingId: number, door: { id: number; name: string }): Promise<void> {
  try {
    await call(openDoor, { path: { id: buildingId, doorId: door.id }, body: {} });
    toast.success(i18n.t('board.doors.opened', { name: door.name }));
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('board.doors.openFailed')));
  }
}
