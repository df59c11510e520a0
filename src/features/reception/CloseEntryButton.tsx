/**
 * One click closes an open visit or loan: check-out or return, at the server's now (no time is sent,
 * so a desk PC's clock cannot make it wrong). A refusal — someone closed it a moment ago (409) — is
 * toasted in the server's words and the register reloads, so the row shows what really happened.
 */
import { Button } from '../../ui/Button';
import { CLOSE_COMMANDS } from './screen';
import { useCloseEntry } from './useCloseEntry';

export function CloseEntryButton({ buildingId, tab, entryId, label, name }: { buildingId: number; tab: 'visitors' | 'keys'; entryId: number; label: string; name: string }) {
  const closing = useCloseEntry(buildingId, tab);
  return (
    <Button variant="secondary" size="sm" loading={closing.busyId === entryId} onClick={() => void closing.close(entryId, {})} aria-label={name} data-command={CLOSE_COMMANDS[tab]}>
      {label}
    </Button>
  );
}
