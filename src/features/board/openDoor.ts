import toast from 'react-hot-toast';
import i18n from 'i18next';
import { errorMessage, http } from '../../lib/http';

/**
 * Opens a door shown on the board (the tile's button and the palette): the same POST …/toggle as the
 * doors screen, which decides and audits; the tile then changes with door.state_changed.
 */
export async function openBoardDoor(buildingId: number, door: { id: number; name: string }): Promise<void> {
  try {
    await http.post(`/buildings/${buildingId}/doors/${door.id}/toggle`);
    toast.success(i18n.t('board.doors.opened', { name: door.name }));
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('board.doors.openFailed')));
  }
}
