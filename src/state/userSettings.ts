import { atom } from 'jotai';
import type { UserSettings } from '../../contract/settings';

/** The last settings read from or saved to the server, for palette commands that run outside React. */
export const userSettingsAtom = atom<UserSettings | null>(null);
