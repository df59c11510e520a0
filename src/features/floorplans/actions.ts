/**
 * Pending-action ids (src/commands/pendingAction.ts) of the floor-plan dialog. The building
 * overview hosts the dialog and consumes them; commands and buttons only name them.
 */
export const OPEN_FLOORPLANS = 'floorplans.open';
export const UPLOAD_FLOORPLAN = 'floorplans.upload';

export interface OpenFloorplansPayload {
  floor?: number;
}

export function floorFromPayload(payload: unknown): number | null {
  const floor = (payload as OpenFloorplansPayload | undefined)?.floor;
  return typeof floor === 'number' && Number.isInteger(floor) ? floor : null;
}
