/**
 * One door-opening outcome for the grid, the palette's list and its main-entrance shortcut: the
 * spec's success toast, or a destructive toast with the server's message (a refusal is a 403 with
 * one) and otherwise 'Failed to open the door' (spec 001 §8). Either names the door on its first
 * line (issue 29 §8d): with two doors opened in a row, "the door was opened" said not which.
 */
import { createElement, type ReactElement } from 'react';
import type { ScopedMutator } from 'swr';
import toast from 'react-hot-toast';
import type { Door } from '../../../contract/doors';
import { i18n } from '../../lib/i18n';
import { errorMessage } from '../../lib/http';
import { openDoor } from './api';

/** The door's name above the outcome; the outcome keeps the spec's words in an element of its own. */
function named(door: Pick<Door, 'name'>, text: string): ReactElement {
  return createElement(
    'span',
    { className: 'flex flex-col' },
    createElement('span', { className: 'font-semibold break-words', 'data-testid': 'door-toast-name' }, door.name),
    createElement('span', null, text),
  );
}

export async function openWithToast(buildingId: number, door: Pick<Door, 'id' | 'name'>, mutate?: ScopedMutator): Promise<boolean> {
  try {
    await openDoor(buildingId, door.id, mutate);
    toast.success(named(door, i18n.t('doors.toast.opened')));
    return true;
  } catch (err) {
    toast.error(named(door, errorMessage(err, i18n.t('doors.toast.failed'))));
    return false;
  }
}
