/**
 * A code chunk that fails to load usually means a new version was deployed (the old file names are
 * gone) or the network dropped. One automatic reload fetches the new index and its chunks; a second
 * failure within a minute shows the retry screen instead of reloading in a loop.
 */
import { STORAGE_KEYS } from '../lib/storageKeys';

const LOOP_GUARD_MS = 60_000;

/** Messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite's preload error. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

/** Reloads once; false when a reload already happened a moment ago (then the caller shows its screen). */
export function reloadOnceForChunk(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < LOOP_GUARD_MS) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk's dependencies with this event; one reload fixes a stale deploy. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunk()) event.preventDefault();
  });
}
