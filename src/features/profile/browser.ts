/** Long enough to read the success toast before the page reloads (spec 000 §4: a saved profile reloads the page). */
export const RELOAD_DELAY_MS = 800;
