import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../contract/live';
import { createBridge, createSeqTracker, isLiveEvent, type Revalidate } from '../../src/live/bridge';
import { eventFamily, hasPrefix, matchesAny, prefixesForEvent } from '../../src/live/keys';
import { liveRefreshInterval } from '../../src/live/useLive';

const KEYS = [
  '/buildings',
  '/buildings/3/announcements',
  '/buildings/3/announcements?page=2',
  '/buildings/3/announcements-archive',
  '/buildings/3/documents?search=x',
  '/buildings/3/info',
  '/buildings/3/units',
  '/buildings/4/announcements',
  '/buildings/3',
  '/units/my?building_id=3',
  '/units/12',
  '/users/me',
  '$inf$/buildings/3/documents?page=1',
];

/** A fake SWR: records which of KEYS each revalidation would touch. */
function recorder() {
  const touched: string[][] = [];
  const revalidate: Revalidate = (filter) => touched.push(KEYS.filter((k) => filter(k)));
  return { touched, revalidate };
}

const ev = (type: string, building_id: number, seq: number): LiveEvent => ({ type, building_id, seq, at: '2025-01-01T00:00:00Z', data: {} });

describe('keys table', () => {
  it('finds the family by the longest dotted prefix', () => {
    expect(eventFamily('announcement.created')).toBe('announcement');
    expect(eventFamily('building_info.updated')).toBe('building_info');
    expect(eventFamily('mystery.thing')).toBeNull();
  });

  it('matches a resource and what is below it, not a longer sibling name', () => {
    expect(hasPrefix('/buildings/3/announcements?page=2', '/buildings/3/announcements')).toBe(true);
    expect(hasPrefix('/buildings/3/announcements/5', '/buildings/3/announcements')).toBe(true);
    expect(hasPrefix('/buildings/3/announcements-archive', '/buildings/3/announcements')).toBe(false);
  });

  it('maps announcement events to that building only', () => {
    const prefixes = prefixesForEvent('announcement.created', 3);
    expect(KEYS.filter((k) => matchesAny(k, prefixes))).toEqual(['/buildings/3/announcements', '/buildings/3/announcements?page=2']);
  });

  it('revalidates /units keys too for unit events', () => {
    const prefixes = prefixesForEvent('unit.updated', 3);
    expect(KEYS.filter((k) => matchesAny(k, prefixes))).toEqual(['/buildings/3/units', '/units/my?building_id=3', '/units/12']);
  });

  it('sees through SWR infinite-key markers', () => {
    expect(matchesAny('$inf$/buildings/3/documents?page=1', prefixesForEvent('document.deleted', 3))).toBe(true);
  });
});

describe('bridge', () => {
  it('revalidates only the touched keys for an event', () => {
    const { touched, revalidate } = recorder();
    const bridge = createBridge(revalidate);
    bridge.onEvent(ev('document.created', 3, 1));
    expect(touched).toEqual([['/buildings/3/documents?search=x', '$inf$/buildings/3/documents?page=1']]);
  });

  it('takes a fresh snapshot of every live key on a reconnect, not on the first connect', () => {
    const { touched, revalidate } = recorder();
    const bridge = createBridge(revalidate);
    bridge.onConnect();
    expect(touched).toEqual([]);
    bridge.onConnect();
    expect(touched[0]).toEqual(KEYS.filter((k) => k !== '/users/me'));
    expect(touched[0]).not.toContain('/users/me');
  });

  it('refetches the whole building after a gap in seq', () => {
    const { touched, revalidate } = recorder();
    const bridge = createBridge(revalidate);
    bridge.onEvent(ev('announcement.created', 3, 1));
    bridge.onEvent(ev('announcement.created', 3, 5));
    expect(touched[1]).toContain('/buildings/3/info');
    expect(touched[1]).not.toContain('/buildings/4/announcements');
  });

  it('ignores a repeated event', () => {
    const { touched, revalidate } = recorder();
    const bridge = createBridge(revalidate);
    bridge.onEvent(ev('announcement.created', 3, 1));
    bridge.onEvent(ev('announcement.created', 3, 1));
    expect(touched).toHaveLength(1);
  });

  it('tracks seq per building and treats a reset (server restart) as a gap', () => {
    const seq = createSeqTracker();
    expect(seq.check({ building_id: 1, seq: 4 })).toBe('first');
    expect(seq.check({ building_id: 1, seq: 5 })).toBe('next');
    expect(seq.check({ building_id: 2, seq: 1 })).toBe('first');
    expect(seq.check({ building_id: 1, seq: 1 })).toBe('gap');
  });

  it('recognises the envelope', () => {
    expect(isLiveEvent(ev('a.b', 1, 1))).toBe(true);
    expect(isLiveEvent({ type: 'a' })).toBe(false);
    expect(isLiveEvent('x')).toBe(false);
  });
});

describe('polling pace', () => {
  it('slows down while connected, runs at base speed without the socket, pauses when hidden', () => {
    expect(liveRefreshInterval(30_000, 'connected', false)).toBe(120_000);
    expect(liveRefreshInterval(30_000, 'disconnected', false)).toBe(30_000);
    expect(liveRefreshInterval(30_000, 'connecting', false)).toBe(30_000);
    expect(liveRefreshInterval(30_000, 'connected', true)).toBe(0);
  });
});
