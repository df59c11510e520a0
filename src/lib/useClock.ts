import { useEffect, useState } from 'react';

/** How often a screen showing relative times re-renders: 'před 2 min' must become 'před 3 min' without a reload. */
const CLOCK_MS = 30_000;

/** Re-renders the calling component every CLOCK_MS, so its relative times (lib/format formatRelative) move on. */
export function useClock(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), CLOCK_MS);
    return () => clearInterval(id);
  }, []);
}
