/**
 * Pending-action ids (pendingAction.ts) that one feature's screen uses to open a dialog another
 * feature hosts. Naming them here lets the building overview open the floor-plan dialog without
 * importing the floorplans feature (features do not import each other; eslint.config.js).
 */
export const OPEN_FLOORPLANS = 'floorplans.open';
export const UPLOAD_FLOORPLAN = 'floorplans.upload';

/**
 * The QR screen's dialogs the palette opens (payload: a pass's code), and what the screen tells the
 * palette (commands/screenContext.ts: the id of the unit it shows). Here rather than in the QR
 * feature: the screen is a chunk of its own and the palette's commands are in the shell, so a
 * module both import would become one more small chunk of the first screen.
 */
export const SHOW_QR_PASS = 'qr.showPass';
export const DEACTIVATE_QR_PASS = 'qr.deactivatePass';
export const SCREEN_QR_UNIT = 'qr.unitId';
