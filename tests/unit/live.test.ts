import { describe, expect, it } from 'vitest';
import { UNSEQUENCED, type LiveEvent } from '../../contract/live';
import { cacheUpdate, createBridge, createSeqTracker, isLiveEvent, type Revalidate, type Update } from '../../src/live/bridge';
import { LIVE_LIST_UPDATES, applyListUpdate, listUpdateFor } from '../../src/live/updates';
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

const ev = (type: string, building_id: number, seq: number, data: unknown = {}): LiveEvent => ({ type, building_id, seq, at: '2025-01-01T00:00:00Z', data });

/** An announcement row as the list answer and the event both carry it. */
const row = (id: number, message = `m${id}`) => ({
  id,
  building_id: 3,
  message,
  announcement_type: 'general',
  importance: 'normal',
  valid_to: null,
  created_by: 'Petr Správce',
  created_at: `2025-01-0${id}T00:00:00Z`,
  updated_at: `2025-01-0${id}T00:00:00Z`,
  style: { color: '#2563eb' },
});

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

  it('takes an unsequenced event (to a narrower audience) as it comes: no gap, no duplicate, the sequence untouched', () => {
    const seq = createSeqTracker();
    expect(seq.check({ building_id: 1, seq: 4 })).toBe('first');
    expect(seq.check({ building_id: 1, seq: UNSEQUENCED })).toBe('unsequenced');
    expect(seq.check({ building_id: 1, seq: UNSEQUENCED })).toBe('unsequenced');
    expect(seq.check({ building_id: 1, seq: 5 })).toBe('next');
  });

  it('refetches only the keys of an unsequenced event, not the building', () => {
    const keys = ['/buildings/3/info', '/buildings/3/announcements', '/notifications/unread-count'];
    const touched: string[][] = [];
    const bridge = createBridge((filter) => touched.push(keys.filter((k) => filter(k))));
    bridge.onEvent(ev('announcement.created', 3, 1));
    bridge.onEvent(ev('notification.created', 3, UNSEQUENCED, { source: 'reception_mail', importance: 'normal' }));
    bridge.onEvent(ev('notification.created', 3, UNSEQUENCED, { source: 'reception_mail', importance: 'normal' }));
    bridge.onEvent(ev('announcement.created', 3, 2));
    expect(touched).toEqual([['/buildings/3/announcements'], ['/notifications/unread-count'], ['/notifications/unread-count'], ['/buildings/3/announcements']]);
  });

  it('recognises the envelope', () => {
    expect(isLiveEvent(ev('a.b', 1, 1))).toBe(true);
    expect(isLiveEvent({ type: 'a' })).toBe(false);
    expect(isLiveEvent('x')).toBe(false);
  });
});

describe('early list updates', () => {
  const list = { announcements: [row(2), row(1)] };
  const messages = (answer: unknown) => (answer as { announcements: { message: string }[] }).announcements.map((a) => a.message);

  it('puts a created row on top, replaces an updated one in place, removes a deleted one', () => {
    expect(messages(applyListUpdate(LIVE_LIST_UPDATES['announcement.created']!, list, row(3)))).toEqual(['m3', 'm2', 'm1']);
    expect(messages(applyListUpdate(LIVE_LIST_UPDATES['announcement.updated']!, list, row(1, 'changed')))).toEqual(['m2', 'changed']);
    expect(messages(applyListUpdate(LIVE_LIST_UPDATES['announcement.deleted']!, list, { id: 2 }))).toEqual(['m1']);
  });

  it('does not add a row twice when its create arrives after a refetch already brought it', () => {
    expect(messages(applyListUpdate(LIVE_LIST_UPDATES['announcement.created']!, list, row(2, 'again')))).toEqual(['again', 'm1']);
  });

  it('returns the same answer when nothing changes, so nothing is written to the cache', () => {
    expect(applyListUpdate(LIVE_LIST_UPDATES['announcement.updated']!, list, row(7))).toBe(list);
    expect(applyListUpdate(LIVE_LIST_UPDATES['announcement.deleted']!, list, { id: 7 })).toBe(list);
    // ids only (not a whole row), or an answer of another shape: left to the refetch
    expect(applyListUpdate(LIVE_LIST_UPDATES['announcement.created']!, list, { id: 7 })).toBe(list);
    expect(applyListUpdate(LIVE_LIST_UPDATES['announcement.created']!, { message: 'x' }, row(3))).toEqual({ message: 'x' });
  });

  it("targets the event's building list, and only event types that carry whole rows", () => {
    expect(listUpdateFor(ev('announcement.created', 3, 1, row(3)))?.key).toBe('/buildings/3/announcements');
    expect(listUpdateFor(ev('document.created', 3, 1, { id: 1 }))).toBeNull();
  });
});

describe('bridge with early updates', () => {
  function recorders() {
    const log: string[] = [];
    const revalidate: Revalidate = (filter) => log.push(`refetch ${KEYS.filter((k) => filter(k)).join(' ')}`);
    const update: Update = (key) => log.push(`update ${key}`);
    return { log, revalidate, update };
  }

  it('updates the list before its refetch starts (SWR drops a refetch that started before a mutation)', () => {
    const { log, revalidate, update } = recorders();
    createBridge(revalidate, update).onEvent(ev('announcement.created', 3, 1, row(3)));
    expect(log).toEqual(['update /buildings/3/announcements', 'refetch /buildings/3/announcements /buildings/3/announcements?page=2']);
  });

  it('updates on a gap as well (the whole building is refetched), never on a repeat, never for id-only families', () => {
    const { log, revalidate, update } = recorders();
    const bridge = createBridge(revalidate, update);
    bridge.onEvent(ev('announcement.created', 3, 1, row(3)));
    bridge.onEvent(ev('announcement.created', 3, 1, row(3)));
    bridge.onEvent(ev('announcement.deleted', 3, 4, { id: 3 }));
    bridge.onEvent(ev('document.created', 3, 5, { id: 1 }));
    expect(log.filter((l) => l.startsWith('update'))).toHaveLength(2);
    expect(log).toHaveLength(5);
  });

  it('writes to the SWR cache only for a key that holds data, and only when the data changed', () => {
    const cache = new Map<string, { data?: unknown }>([
      ['/buildings/3/announcements', { data: { announcements: [row(1)] } }],
      ['/buildings/4/announcements', { error: new Error('x') } as { data?: unknown }],
    ]);
    const writes: [string, unknown, unknown][] = [];
    const update = cacheUpdate(cache, (key, data, opts) => writes.push([key, data, opts]));
    update('/buildings/4/announcements', () => ({ announcements: [] }));
    update('/buildings/5/announcements', () => ({ announcements: [] }));
    update('/buildings/3/announcements', (data) => data);
    expect(writes).toEqual([]);
    update('/buildings/3/announcements', () => ({ announcements: [] }));
    expect(writes).toEqual([['/buildings/3/announcements', { announcements: [] }, { revalidate: false }]]);
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
