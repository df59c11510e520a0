/**
 * jotai storage adapters that keep plain strings in localStorage (not JSON),
 * because the spec names raw values: `auth_token` holds the bare token, and
 * the http client reads it directly. A stored null removes the key. The
 * `storage` event keeps several tabs in step (a sign-out in one signs out all).
 */
/** jotai's SyncStorage shape (not exported from a public entry point). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, quota): behave as empty
  }
}

export function rawStorage<T>(parse: (raw: string) => T | null, serialize: (value: T) => string): SyncStorage<T | null> {
  return {
    getItem: (key, initialValue) => {
      const raw = safe(() => localStorage.getItem(key), null);
      if (raw === null) return initialValue;
      return parse(raw) ?? initialValue;
    },
    setItem: (key, value) =>
      safe(() => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, serialize(value))), undefined),
    removeItem: (key) => safe(() => localStorage.removeItem(key), undefined),
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea !== localStorage || e.key !== key) return;
        callback(e.newValue === null ? initialValue : (parse(e.newValue) ?? initialValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export const stringStorage = rawStorage<string>(
  (raw) => raw || null,
  (v) => v,
);

/** Positive integer ids (selected building, selected unit). */
export const idStorage = rawStorage<number>(
  (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : null;
  },
  (v) => String(v),
);
