/**
 * Pending-action ids (pendingAction.ts) that one feature's screen uses to open a dialog another
 * feature hosts. Naming them here lets the building overview open the floor-plan dialog without
 * importing the floorplans feature (features do not import each other; eslint.config.js).
 */
export const OPEN_FLOORPLANS = 'floorplans.open';
export const UPLOAD_FLOORPLAN = 'floorplans.upload';
