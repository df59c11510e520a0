import { atom } from 'jotai';

/** Connection state of the live socket, shown in the top bar and used to pace polling. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'offline';

export const liveStatusAtom = atom<LiveStatus>('disconnected');
