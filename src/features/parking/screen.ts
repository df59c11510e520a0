/**
 * The ids the palette and the parking screen share, with no imports: commands.ts is in the first
 * screen, so it must not pull the parking rules in with these.
 */

/** What the vehicles card tells the palette (commands/screenContext.ts): the unit's plates. */
export const SCREEN_VEHICLES = 'parking.vehicles';
/** Pending actions (commands/pendingAction.ts) the vehicles card consumes; the payload is a plate id. */
export const EDIT_PLATE = 'parking.editPlate';
export const DELETE_PLATE = 'parking.deletePlate';
/** What the gate log tells the palette: the entries of the page on screen (contract ParkingLogEntry[]). */
export const SCREEN_GATE_LOG = 'parking.gateLog';
/** Opens the gate log's photo dialog. Payload: the entry's id. */
export const SHOW_PHOTO = 'parking.showPhoto';
