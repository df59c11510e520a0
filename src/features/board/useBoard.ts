import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
// eslint-disable-next-line no-restricted-imports -- a GraphQL read is a POST, so no path keys it; api.ts checks its answer (the route's schema, then the document's)
import useSWR from 'swr';
import type { LiveEvent } from '../../../contract/live';
import type { ApiError } from '../../lib/http';
import { subscribeLiveEvents } from '../../live/events';
import { liveRefreshInterval, useDocumentHidden, useLiveStatus } from '../../live/useLive';
import { boardKey, fetchBoard } from './api';
import { applyEvents, boardEventType, fromSnapshot, type BoardState } from './state';

/** The snapshot's polling base: four times slower while the socket is up (useLive liveRefreshInterval). */
export const BOARD_POLL_MS = 15_000;
/** Events waiting for the next frame; beyond this (a stalled tab) they are dropped for a fresh snapshot. */
const BUFFER_MAX = 2_000;
/**
 * An event arriving this long after the last commit is alone: it is painted at once (a microtask, then
 * flushSync) instead of waiting for the next animation frame, which costs up to a frame plus React's
 * own scheduling — the fire tile's paint latency (bench:board) halved with it. Events closer together
 * are a burst and still go one render per frame.
 */
const BURST_MS = 100;

/**
 * The board's data: the GraphQL snapshot through SWR (polled, paused in a hidden tab), live events
 * applied in place — a lone event at once, a burst once per animation frame (a hundred readings are
 * one render) — and a
 * fresh snapshot replacing everything on every (re)connect, on the tab's return and after an event
 * the board cannot apply itself. A hidden tab buffers nothing: it takes a snapshot when it returns.
 */
export function useBoard(buildingId: number | null) {
  const status = useLiveStatus();
  const hidden = useDocumentHidden();
  const swr = useSWR(boardKey(buildingId), () => fetchBoard(buildingId), {
    refreshInterval: liveRefreshInterval(BOARD_POLL_MS, status, hidden),
    keepPreviousData: true,
    // a server that is restarting answers soon: keep asking, never give up (wall mode runs unattended)
    errorRetryCount: Number.POSITIVE_INFINITY,
    errorRetryInterval: 3_000,
  });
  const { data, mutate } = swr;
  const [state, setState] = useState<BoardState | null>(null);

  // every snapshot replaces the state, never merges into it
  useEffect(() => {
    if (data) setState(fromSnapshot(data));
  }, [data]);

  const buffer = useRef<LiveEvent[]>([]);
  const frame = useRef<number | null>(null);
  const refetch = useCallback(() => void mutate(), [mutate]);
  useEffect(() => {
    let active = true;
    let scheduled = false;
    let lastFlush = Number.NEGATIVE_INFINITY;
    const flush = (sync: boolean) => {
      frame.current = null;
      scheduled = false;
      lastFlush = performance.now();
      const events = buffer.current;
      buffer.current = [];
      if (!active || !events.length) return;
      const commit = () => setState((s) => (s ? applyEvents(s, events) : s));
      if (sync) flushSync(commit);
      else commit();
    };
    const stop = subscribeLiveEvents((event) => {
      if (!boardEventType(event.type)) return;
      if (document.hidden || buffer.current.length >= BUFFER_MAX) {
        buffer.current = [];
        return;
      }
      buffer.current.push(event);
      if (scheduled) return;
      scheduled = true;
      // a microtask: the socket's other events of this same message join the commit, and flushSync
      // never runs inside a React render
      if (performance.now() - lastFlush >= BURST_MS) queueMicrotask(() => flush(true));
      else frame.current = requestAnimationFrame(() => flush(false));
    });
    return () => {
      active = false;
      stop();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      buffer.current = [];
    };
  }, []);

  // an issue changed: its counts come with a fresh snapshot (several changes at once: one request)
  const stale = state?.stale ?? false;
  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(refetch, 300);
    return () => clearTimeout(timer);
  }, [stale, refetch]);

  // every (re)connect and every return of a hidden tab: a fresh snapshot
  const wasConnected = useRef(status === 'connected');
  useEffect(() => {
    if (status === 'connected' && !wasConnected.current) refetch();
    wasConnected.current = status === 'connected';
  }, [status, refetch]);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (!hidden && wasHidden.current) refetch();
    wasHidden.current = hidden;
  }, [hidden, refetch]);

  return { state, status, error: swr.error as ApiError | undefined, isLoading: swr.isLoading, retry: refetch };
}
