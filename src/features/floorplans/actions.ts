/**
 * The floor-plan dialog's requests: the ids live in src/commands/dialogIds.ts (the building
 * overview's 'Building map' button names them too); FloorplanDialogHost consumes them.
 */
export interface OpenFloorplansPayload {
  floor?: number;
}

export function floorFromPayload(payload: unknown): number | null {
  const floor = (payload as OpenFloorplansPayload | undefined)?.floor;
  return typeof floor === 'number' && Number.isInteger(floor) ? floor : null;
}
