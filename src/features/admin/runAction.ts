/**
 * A confirmed action of the admin area (delete, end, (de)activate): not a form, so no form model —
 * the call, then a toast with the outcome (the server's message when it sent one, else `failure`,
 * spec 000 §8). A failure is rethrown, so a ConfirmDialog stays open for another try.
 */
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http';

export async function runAction(action: () => Promise<unknown>, success: string, failure: string): Promise<void> {
  try {
    await action();
  } catch (e) {
    toast.error(errorMessage(e, failure));
    throw e;
  }
  toast.success(success);
}

/** For an action without a dialog to keep open: the toast has said it all. */
export const ignoreFailure = (done: Promise<void>): void => void done.catch(() => undefined);
