/**
 * Closing an open entry in one step — a row's button (CloseEntryButton) or a palette page
 * (palettePages.tsx): at the server's now unless the body says otherwise, toasted, the register's
 * cached lists refreshed. A refusal — someone closed it a moment ago (409) — is toasted in the
 * server's words and the register reloads, so the screen shows what really happened.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { CloseEntryRequest, CollectMailRequest } from '../../../contract/reception';
import { errorMessage } from '../../lib/http';
import { closeEntry, useRefreshRegister } from './api';
import type { ReceptionTab } from './screen';

export type CloseBody<T extends ReceptionTab> = T extends 'mail' ? CollectMailRequest : CloseEntryRequest;

export function useCloseEntry<T extends ReceptionTab>(buildingId: number, tab: T) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, tab);
  const [busyId, setBusyId] = useState<number | null>(null);
  // stops a second pick (a double click, Enter held) before the state above has rendered
  const running = useRef(false);
  /** resolves true when the server closed it */
  const close = async (entryId: number, body: CloseBody<T>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusyId(entryId);
    try {
      const closed = await closeEntry(buildingId, tab, entryId, body);
      toast.success(t(`reception.toast.closed.${tab}`));
      refresh(closed);
      return true;
    } catch (e) {
      toast.error(errorMessage(e, t(`reception.toast.closeFailed.${tab}`)));
      refresh();
      return false;
    } finally {
      running.current = false;
      setBusyId(null);
    }
  };
  return { busyId, close };
}
