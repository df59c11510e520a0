/**
 * "Start cleaning" and "Finish cleaning", for the screen's buttons and the palette's commands alike
 * (the palette hands them to the screen as pending actions). The server's refusal is shown in its own
 * words (one in progress already: 409 with the reason), else a translated fallback; a success is
 * toasted and shows in the history at once.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/http';
import { sendCleaning, useShowCleaning } from './api';

export type QuickAction = 'start' | 'finish';

const TEXTS: Record<QuickAction, { done: string; failed: string }> = {
  start: { done: 'cleaning.toast.started', failed: 'cleaning.toast.startFailed' },
  finish: { done: 'cleaning.toast.finished', failed: 'cleaning.toast.finishFailed' },
};

export function useCleaningActions(buildingId: number) {
  const { t } = useTranslation();
  const show = useShowCleaning(buildingId);
  const [busy, setBusy] = useState<QuickAction | null>(null);
  // a second click (or a palette command) while one request runs is ignored, not sent twice
  const running = useRef(false);

  const run = async (action: QuickAction) => {
    if (running.current) return;
    running.current = true;
    setBusy(action);
    try {
      show(await sendCleaning(buildingId, { action }));
      toast.success(t(TEXTS[action].done));
    } catch (err) {
      // the server's words when it sent any; an answer of the wrong shape gets the fallback, not its technical text
      toast.error(errorMessage(err instanceof ApiError ? err : null, t(TEXTS[action].failed)));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return { busy, start: () => run('start'), finish: () => run('finish') };
}
