/** Recently run command ids (localStorage), newest first, shown at the top of the palette. */
import { STORAGE_KEYS } from '../lib/storageKeys';

export const MAX_RECENT = 5;

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.recentCommands) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function pushRecent(id: string): string[] {
  const next = [id, ...readRecent().filter((x) => x !== id)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(STORAGE_KEYS.recentCommands, JSON.stringify(next));
  } catch {
    /* not remembering is fine */
  }
  return next;
}
