/**
 * One click closes an open visit or loan: check-out or return, at the server's now (no time is sent,
 * so a desk PC's clock cannot make it wrong). A refusal — someone closed it a moment ago (409) — is
 * toasted in the server's words and the register reloads, so the row shows what really happened.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http';
import { Button } from '../../ui/Button';
import { closeEntry, useRefreshRegister } from './api';

export function CloseEntryButton({ buildingId, tab, entryId, label, name }: { buildingId: number; tab: 'visitors' | 'keys'; entryId: number; label: string; name: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, tab);
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      const closed = await closeEntry(buildingId, tab, entryId, {});
      toast.success(t(`reception.toast.closed.${tab}`));
      refresh(closed);
    } catch (e) {
      toast.error(errorMessage(e, t(`reception.toast.closeFailed.${tab}`)));
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void close()} aria-label={name}>
      {label}
    </Button>
  );
}
