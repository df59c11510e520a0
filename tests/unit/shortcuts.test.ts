import { describe, expect, it } from 'vitest';
import { createSequenceMatcher, formatChord, matchesChord, parseChord, type KeyLike } from '../../src/commands/shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('chords', () => {
  it('mod+k matches Ctrl+K and ⌘K but not plain k', () => {
    const c = parseChord('mod+k');
    expect(matchesChord(key('k', { ctrlKey: true }), c)).toBe(true);
    expect(matchesChord(key('K', { metaKey: true }), c)).toBe(true);
    expect(matchesChord(key('k'), c)).toBe(false);
    expect(matchesChord(key('k', { ctrlKey: true, altKey: true }), c)).toBe(false);
  });

  it("'?' matches whatever Shift it took to type it, but not with Ctrl", () => {
    const c = parseChord('?');
    expect(matchesChord(key('?', { shiftKey: true }), c)).toBe(true);
    expect(matchesChord(key('?'), c)).toBe(true);
    expect(matchesChord(key('?', { ctrlKey: true }), c)).toBe(false);
  });

  it('compares Shift for letters', () => {
    const c = parseChord('shift+d');
    expect(matchesChord(key('D', { shiftKey: true }), c)).toBe(true);
    expect(matchesChord(key('d'), c)).toBe(false);
  });

  it('formats per platform', () => {
    expect(formatChord('mod+k', false)).toBe('Ctrl+K');
    expect(formatChord('mod+k', true)).toBe('⌘K');
    expect(formatChord('?', false)).toBe('?');
  });
});

describe('key sequences', () => {
  const matcher = () =>
    createSequenceMatcher(
      [
        { id: 'dash', keys: ['g', 'd'] },
        { id: 'issues', keys: ['g', 'i'] },
      ],
      1000,
    );

  it('matches g then d, and reports the half-typed state', () => {
    const m = matcher();
    expect(m.feed('g', 0)).toEqual({ type: 'pending' });
    expect(m.feed('d', 100)).toEqual({ type: 'match', id: 'dash' });
  });

  it('forgets a first key after the timeout', () => {
    const m = matcher();
    m.feed('g', 0);
    expect(m.feed('d', 1500)).toEqual({ type: 'none' });
  });

  it('starts over from a key that breaks a sequence (x g d still works)', () => {
    const m = matcher();
    expect(m.feed('x', 0)).toEqual({ type: 'none' });
    expect(m.feed('g', 10)).toEqual({ type: 'pending' });
    expect(m.feed('g', 20)).toEqual({ type: 'pending' }); // g g → restart at the second g
    expect(m.feed('i', 30)).toEqual({ type: 'match', id: 'issues' });
  });

  it('does not match again from the tail of a finished sequence', () => {
    const m = matcher();
    m.feed('g', 0);
    m.feed('d', 10);
    expect(m.feed('d', 20)).toEqual({ type: 'none' });
  });

  it('is case-insensitive (Caps Lock)', () => {
    const m = matcher();
    m.feed('G', 0);
    expect(m.feed('D', 10)).toEqual({ type: 'match', id: 'dash' });
  });
});
