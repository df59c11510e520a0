import type { SWRConfiguration } from 'swr';
import { ApiError, fetcher } from './http';

/**
 * App-wide SWR settings. A 4xx will not heal by asking again (and a 401 has
 * already ended the session), so only network and server errors are retried,
 * with back-off.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: true,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 4) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(30_000, 1000 * 2 ** retryCount));
  },
};
