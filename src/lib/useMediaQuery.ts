/**
 * Whether a CSS media query matches now, following changes (a rotated phone, a resized window).
 * For what CSS alone cannot do: render one of two layouts rather than both, so a screen reader and
 * the keyboard meet each row once (the admin tables' cards, issue 29 §5).
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the large breakpoint (1024 px), where wide tables become lists of cards. */
export const NARROW_QUERY = '(max-width: 1023.98px)';
