/**
 * The page reload after a saved profile (spec 000 §4), behind an object so component tests can
 * replace it (jsdom cannot navigate).
 */
export const browser = {
  reload: (): void => window.location.reload(),
};

/** Long enough to read the success toast before the page reloads. */
export const RELOAD_DELAY_MS = 800;
