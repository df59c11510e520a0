import { useEffect, useState } from 'react';

/** The current time, ticking every `everyMs` (the wall's clock, "updated N s ago", page turns). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
