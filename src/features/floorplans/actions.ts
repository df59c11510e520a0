/**
 * The floor-plan dialog's requests: the ids live in src/commands/dialogIds.ts (the building
 * overview's 'Building map' button names them too); FloorplanDialogHost consumes them.
 */
export interface OpenFloorplansPayload {
  floor?: number;
  /** a plan (its id) whose edit dialog / delete confirmation opens with the map: the palette's 'Edit…', 'Delete…' */
  edit?: number;
  delete?: number;
}

/** The plan the request asks to edit or delete, if any. */
export function planFromPayload(payload: unknown): { edit: number | null; delete: number | null } {
  const p = payload as OpenFloorplansPayload | undefined;
  const id = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : null);
  return { edit: id(p?.edit), delete: id(p?.delete) };
}

export function floorFromPayload(payload: unknown): number | null {
  const floor = (payload as OpenFloorplansPayload | undefined)?.floor;
  return typeof floor === 'number' && Number.isInteger(floor) ? floor : null;
}
