import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunk } from '../../src/app/chunkReload';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

describe('stale chunk reload', () => {
  it('recognises failed dynamic imports in each browser, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within a minute, then again later', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnceForChunk(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceForChunk(1_030_000, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk(1_070_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
