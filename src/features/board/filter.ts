import { atom } from 'jotai';

/** Tiles a user can narrow the board to (the page's filter and the palette's "Filter tiles…"). */
export const BOARD_FILTERS = ['all', 'alarms', 'sensors', 'doors', 'gate', 'issues'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/** Which tiles the board shows (the page's filter and the palette's "Filter tiles…" set it). */
export const boardFilterAtom = atom<BoardFilter>('all');

/** What the board tells the palette (commands/screenContext.ts): its buildings as last shown. */
export const SCREEN_BOARD = 'board.buildings';
