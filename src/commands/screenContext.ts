/**
 * What the current screen tells the palette about itself, so contextual
 * commands can act on it (docs/architecture.md "Commands": on an issue, its allowed status changes).
 *
 *   useScreenContext('issue', issue);      // in the issue detail screen (a stable value: state or useMemo)
 *   isContextual: (ctx) => Boolean(ctx.screen.issue)   // in a command
 */
import { useEffect } from 'react';
import { atom } from 'jotai';
import { appStore } from '../state/store';

export const screenContextAtom = atom<Readonly<Record<string, unknown>>>({});

export function useScreenContext(key: string, value: unknown): void {
  useEffect(() => {
    if (value === undefined || value === null) return;
    appStore.set(screenContextAtom, (prev) => ({ ...prev, [key]: value }));
    return () =>
      appStore.set(screenContextAtom, (prev) => {
        const next = { ...prev };
        delete next[key];
        return next;
      });
  }, [key, value]);
}
