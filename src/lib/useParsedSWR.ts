/**
 * A live list read: SWR with the live polling pace, the previous answer kept while a new key loads,
 * and the raw answer (the cache is shared) shaped by `parse`; an answer of the wrong shape is an
 * error like a failed request (spec 000 §8).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { useLiveRefreshInterval } from '../live/useLive';
import { type ApiError, fetcher } from './http';

export function useParsedSWR<T>(key: string | null, parse: (raw: unknown) => T, pollMs: number) {
  const refreshInterval = useLiveRefreshInterval(pollMs);
  const swr = useSWR<unknown, ApiError>(key, fetcher, { keepPreviousData: true, refreshInterval });
  const parsed = useMemo(() => {
    if (swr.data === undefined) return { value: undefined, error: undefined };
    try {
      return { value: parse(swr.data), error: undefined };
    } catch (e) {
      return { value: undefined, error: e as Error };
    }
  }, [swr.data, parse]);
  return {
    data: parsed.value,
    error: (swr.error as Error | undefined) ?? parsed.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}
