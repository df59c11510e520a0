import { refuse, type BoardContext } from './context';
import { can } from '../access/engine';
import { PERMISSION } from '../../contract/rules/permissions';
import { listVisibleBuildings } from '../domain/buildings/visible';
import { notFound } from '../lib/http-error';

/** A building of the snapshot: its fields are resolved only when the query asks for them (server/graphql/building.ts). */
export interface BoardBuildingRoot {
  id: number;
  name: string;
}

export const BOARD_BUILDING_NOT_FOUND = 'server.board.building_not_found';

/**
 * Query.board: the buildings the caller watches. With an id, that building if the caller holds
 * board:view there, and otherwise the same error as for a building that does not exist (a resident or
 * the staff of another building learn nothing). Without, every building where they hold it, by name;
 * an empty list for someone who watches none.
 */
export async function boardRoot(ctx: BoardContext, buildingId: number | null | undefined) {
  const watches = (id: number) => can(ctx.profile, PERMISSION.boardView, { buildingId: id }, ctx.now);
  if (buildingId !== null && buildingId !== undefined && !watches(buildingId)) throw refuse(ctx, notFound(BOARD_BUILDING_NOT_FOUND));
  // board:view is held only where the building is visible (a role, a unit, a grant there, global admin)
  const rows = await listVisibleBuildings(ctx.db, ctx.profile);
  const buildings: BoardBuildingRoot[] = rows
    .filter((b) => (buildingId ? b.id === buildingId : watches(b.id)))
    .map((b) => ({ id: b.id, name: b.name }));
  // a global admin naming a building id that does not exist
  if (buildingId && buildings.length === 0) throw refuse(ctx, notFound(BOARD_BUILDING_NOT_FOUND));
  return { generated_at: ctx.now, buildings };
}
