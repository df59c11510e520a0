import { atom } from 'jotai';

/**
 * Open state of the command palette (optionally starting on a command's
 * sub-page) and of the shortcut help. Shared by the key listener, the top bar
 * and commands.
 */
export interface PaletteState {
  open: boolean;
  /** id of a command whose sub-page to show first */
  page?: string;
}

export const paletteAtom = atom<PaletteState>({ open: false });
export const helpOpenAtom = atom(false);
