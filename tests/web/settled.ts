import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

/**
 * Waits until every request made to the fake API (mockApi's spy) has been answered and React has
 * rendered what followed, including requests those answers caused. Negative checks ("stayed on the
 * page", "did not reload") come after this, so they cannot pass only because the work had not run yet.
 */
export async function apiSettled(spy: Mock): Promise<void> {
  let seen = -1;
  while (seen !== spy.mock.calls.length) {
    seen = spy.mock.calls.length;
    await act(async () => {
      await Promise.allSettled(spy.mock.results.map((r) => r.value as Promise<Response>));
      // one macrotask turn so the callers' body reads (res.json()) and SWR's updates finish too
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
