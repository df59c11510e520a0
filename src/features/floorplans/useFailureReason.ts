import { useState } from 'react';
import { errorMessage } from '../../lib/http';

/**
 * The server's reason for a failed save, kept next to the inputs until the next try (the toast
 * goes away; the reason should not). `track` wraps the form's send.
 */
export function useFailureReason(fallback: string) {
  const [reason, setReason] = useState<string | null>(null);
  const track =
    <A, R>(send: (arg: A) => Promise<R>) =>
    async (arg: A): Promise<R> => {
      setReason(null);
      try {
        return await send(arg);
      } catch (e) {
        setReason(errorMessage(e, fallback));
        throw e;
      }
    };
  return { reason, track };
}
