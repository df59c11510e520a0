/** Pending-action ids (src/commands/pendingAction.ts) that the building overview consumes. */
export const OPEN_BUILDING_INFO = 'building.info';
export const EDIT_BUILDING_INFO = 'building.edit';
