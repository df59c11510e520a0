import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSelectedBuilding } from '../../state/building';
import { idParam, listHref } from './paths';

export interface ForumBuilding {
  /** the building whose forum the screen shows; null asks the user to pick one */
  buildingId: number | null;
  /** the address names the building (/building/{id}/forum…): links back stay on it */
  scoped: boolean;
}

/**
 * The building a forum screen shows: the one its address names (/building/{id}/forum…), else the
 * selected one (/forum…). Arriving at a building's address selects that building when the user
 * has it, so the header's picker and the palette's commands act on what the page shows; picking
 * another building afterwards takes a building-scoped page to that building's forum rather than
 * leaving it on a building the picker no longer names.
 */
export function useForumBuilding(params: Record<string, string | undefined>): ForumBuilding {
  const [, navigate] = useLocation();
  const { buildingId: selected, buildings, setBuildingId } = useSelectedBuilding();
  const scoped = params.buildingId !== undefined;
  const fromAddress = idParam(params.buildingId);
  const known = fromAddress !== null && buildings.some((b) => b.id === fromAddress);
  const arrivedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!known || fromAddress === null) return;
    if (arrivedAt.current !== fromAddress) {
      arrivedAt.current = fromAddress;
      if (selected !== fromAddress) setBuildingId(fromAddress);
      return;
    }
    if (selected !== null && selected !== fromAddress) navigate(listHref(selected));
  }, [known, fromAddress, selected, setBuildingId, navigate]);

  return { buildingId: scoped ? fromAddress : selected, scoped };
}
