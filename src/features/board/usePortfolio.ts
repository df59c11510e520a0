import { useCallback, useEffect, useRef, useState } from 'react';
// eslint-disable-next-line no-restricted-imports -- a GraphQL read is a POST, so no path keys it; api.ts checks its answer (the route's schema, then the document's)
import useSWR from 'swr';
import type { ApiError } from '../../lib/http';
import { subscribeLiveEvents } from '../../live/events';
import { liveRefreshInterval, useDocumentHidden, useLiveStatus } from '../../live/useLive';
import { fetchPortfolio, PORTFOLIO_KEY } from './api';

/** The summary's polling base: four times slower while the socket is up (liveRefreshInterval). */
export const PORTFOLIO_POLL_MS = 15_000;
/** Events that change a column; a burst of them (a round of sensor readings) is one request. */
const COLUMN_EVENTS = ['fire.', 'sensor.', 'door.', 'parking.', 'issue.', 'reception.'];
const EVENT_DEBOUNCE_MS = 500;

/**
 * The portfolio's counts: polled through SWR (slower while the socket is up, paused in a hidden tab),
 * fetched again after an event that changes a column and on every reconnect. `receivedAt` is this
 * browser's time of the last answer — what staleness is judged by (the server's `as_of` is on
 * another clock) — and `pollMs` the interval now in force, past which the data is stale.
 */
export function usePortfolio(enabled: boolean) {
  const status = useLiveStatus();
  const hidden = useDocumentHidden();
  const pollMs = liveRefreshInterval(PORTFOLIO_POLL_MS, status, hidden) || PORTFOLIO_POLL_MS;
  const [receivedAt, setReceivedAt] = useState<number | null>(null);
  const swr = useSWR(enabled ? PORTFOLIO_KEY : null, fetchPortfolio, {
    refreshInterval: liveRefreshInterval(PORTFOLIO_POLL_MS, status, hidden),
    keepPreviousData: true,
    // the wall runs unattended: keep asking a restarting server
    errorRetryCount: Number.POSITIVE_INFINITY,
    errorRetryInterval: 3_000,
    onSuccess: () => setReceivedAt(Date.now()),
  });
  const { mutate } = swr;
  const refetch = useCallback(() => void mutate(), [mutate]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeLiveEvents((event) => {
      if (!COLUMN_EVENTS.some((p) => event.type.startsWith(p)) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        refetch();
      }, EVENT_DEBOUNCE_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [refetch]);

  const wasConnected = useRef(status === 'connected');
  useEffect(() => {
    if (status === 'connected' && !wasConnected.current) refetch();
    wasConnected.current = status === 'connected';
  }, [status, refetch]);

  return {
    data: swr.data?.portfolio,
    error: swr.error as ApiError | undefined,
    isLoading: swr.isLoading,
    status,
    receivedAt,
    pollMs,
    retry: refetch,
  };
}
