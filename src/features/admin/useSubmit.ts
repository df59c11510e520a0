/**
 * A dialog's save: toasts success and closes; on failure toasts the server's message (or the
 * fallback key) and rethrows, so the dialog stays open with its input.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';

export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      toast.success(t(success));
      return true;
    } catch (e) {
      toast.error(errorMessage(e, t(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** For ConfirmDialog, which keeps itself open when its action throws. */
export async function orThrow(ok: Promise<boolean>): Promise<void> {
  if (!(await ok)) throw new Error('failed');
}
