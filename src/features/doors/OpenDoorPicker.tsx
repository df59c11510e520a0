/**
 * Palette sub-page 'Open door…': the selected building's doors the caller may open (the server's
 * `can_open`), searched by name or place; Enter in the search box opens the first match, a click or
 * Enter on a row opens that door. The outcome is a toast, as on the screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DoorClosed, LockKeyholeOpen } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { useDoors } from './api';
import { doorMatches } from './rules';
import { useDoorOpener } from './useDoorOpener';
import type { Door } from '../../../contract/doors';

export function OpenDoorPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { doors, error, isLoading } = useDoors(ctx.buildingId);
  const opener = useDoorOpener(ctx.buildingId);
  const shown = (doors ?? []).filter((d) => d.can_open && doorMatches(d, text));

  const pick = async (door: Door) => {
    if (opener.anyOpening) return;
    if (await opener.open(door)) close();
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (shown[0]) void pick(shown[0]);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('doors.palette.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('doors.list')}
        loading={isLoading && !doors}
        error={error && !doors ? errorMessage(error, t('doors.loadFailed')) : null}
        empty={text.trim() && doors?.some((d) => d.can_open) ? t('doors.palette.noMatch') : t('doors.empty')}
        items={shown.map((d) => ({
          key: d.id,
          icon: d.is_open ? <LockKeyholeOpen className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" /> : <DoorClosed className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: d.name,
          detail: [d.location, t(d.is_open ? 'doors.state.open' : 'doors.state.closed')].filter(Boolean).join(' · '),
          busy: opener.isOpening(d.id),
          onPick: () => void pick(d),
        }))}
      />
    </form>
  );
}
