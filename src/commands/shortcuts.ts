/**
 * Keyboard matching, free of React and the DOM event loop so it can be tested:
 * chords ('mod+k', '?'), key sequences (['g', 'd']) and the "is the user
 * typing?" rule.
 */

/** Time allowed between the keys of a sequence. */
export const SEQUENCE_TIMEOUT_MS = 1000;

export interface Chord {
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const uaPlatform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac|iphone|ipad/i.test(uaPlatform ?? navigator.platform ?? '');
}

export function parseChord(spec: string): Chord {
  // '+' itself can be the key ('mod++'), so split on '+' that is followed by something
  const parts = spec.split(/\+(?=.)/).map((p) => p.trim().toLowerCase());
  const key = parts.pop() ?? '';
  return {
    key,
    mod: parts.includes('mod') || parts.includes('ctrl') || parts.includes('meta') || parts.includes('cmd'),
    shift: parts.includes('shift'),
    alt: parts.includes('alt'),
  };
}

/** A single printable symbol ('?', '/') already encodes Shift, so Shift is not compared for it. */
function isSymbol(key: string): boolean {
  return key.length === 1 && !/[a-z0-9]/i.test(key);
}

export function matchesChord(e: KeyLike, chord: Chord): boolean {
  if (e.key.toLowerCase() !== chord.key) return false;
  if ((e.ctrlKey || e.metaKey) !== chord.mod) return false;
  if (e.altKey !== chord.alt) return false;
  return isSymbol(chord.key) || e.shiftKey === chord.shift;
}

/** Human form of a chord: '⌘K' on macOS, 'Ctrl+K' elsewhere; '?' stays '?'. */
export function formatChord(spec: string, mac = isMacPlatform()): string {
  const c = parseChord(spec);
  const key = c.key.length === 1 ? c.key.toUpperCase() : c.key.charAt(0).toUpperCase() + c.key.slice(1);
  const mods = [c.mod ? (mac ? '⌘' : 'Ctrl') : null, c.alt ? (mac ? '⌥' : 'Alt') : null, c.shift ? (mac ? '⇧' : 'Shift') : null];
  const list = mods.filter((m): m is string => m !== null);
  if (isSymbol(c.key)) return [...list.filter((m) => m !== 'Shift' && m !== '⇧'), c.key].join(mac ? '' : '+');
  return [...list, key].join(mac ? '' : '+');
}

/** True while the user is typing: shortcuts must not steal those keys. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return Boolean(el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

export interface Sequence {
  id: string;
  keys: readonly string[];
}

export type FeedResult = { type: 'match'; id: string } | { type: 'pending' } | { type: 'none' };

/**
 * Feeds keys one by one. A key that breaks a started sequence starts over
 * from that key, so 'x g d' still finds 'g d'; a pause longer than the
 * timeout forgets the keys before it.
 */
export function createSequenceMatcher(sequences: readonly Sequence[], timeoutMs = SEQUENCE_TIMEOUT_MS) {
  let buffer: string[] = [];
  let lastAt = -Infinity;

  const lookup = (keys: string[]): FeedResult => {
    let prefix = false;
    for (const s of sequences) {
      if (s.keys.length < keys.length) continue;
      if (!keys.every((k, i) => s.keys[i].toLowerCase() === k)) continue;
      if (s.keys.length === keys.length) return { type: 'match', id: s.id };
      prefix = true;
    }
    return prefix ? { type: 'pending' } : { type: 'none' };
  };

  return {
    feed(key: string, now: number): FeedResult {
      const k = key.toLowerCase();
      if (now - lastAt > timeoutMs) buffer = [];
      lastAt = now;
      let result = lookup([...buffer, k]);
      buffer = [...buffer, k];
      if (result.type === 'none' && buffer.length > 1) {
        buffer = [k];
        result = lookup(buffer);
      }
      if (result.type !== 'pending') buffer = [];
      return result;
    },
    reset(): void {
      buffer = [];
    },
  };
}
