/**
 * The open buttons' 'opening' state (spec 001 §4, §9): set on click, and reset DOOR_OPENING_MS
 * (1000 ms) after it — or when the answer comes, if that takes longer — so a second click cannot
 * repeat the attempt while it runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Door } from '../../../contract/doors';
import { DOOR_OPENING_MS } from '../../../contract/rules/doors';
import { openWithToast } from './openWithToast';

export function useDoorOpener(buildingId: number | null) {
  const { mutate } = useSWRConfig();
  const [opening, setOpening] = useState<ReadonlySet<number>>(new Set());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(
    async (door: Door): Promise<boolean> => {
      if (buildingId === null || opening.has(door.id)) return false;
      setOpening((s) => new Set(s).add(door.id));
      const minimum = new Promise((resolve) => setTimeout(resolve, DOOR_OPENING_MS));
      const [ok] = await Promise.all([openWithToast(buildingId, door, mutate), minimum]);
      if (mounted.current) {
        setOpening((s) => {
          const next = new Set(s);
          next.delete(door.id);
          return next;
        });
      }
      return ok;
    },
    [buildingId, opening, mutate],
  );

  return { isOpening: (id: number) => opening.has(id), anyOpening: opening.size > 0, open };
}
