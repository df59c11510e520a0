/**
 * Palette page 'Acknowledge alarm…' (issue 12 §1): the zones in alarm the user may acknowledge, in
 * every building they can see (the app-wide list, live), searched by zone or building; picking one
 * shows the note form for it. The outcome is a toast, as on the screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Siren } from 'lucide-react';
import type { ActiveFireAlarm } from '../../../contract/fire-alarm';
import type { CommandContext } from '../../commands/types';
import { fireZoneName } from '../../lib/fireZone';
import { formatDateTime } from '../../lib/format';
import { activeFireAlarmsAtom } from '../../state/fireAlarms';
import { alarmsToAcknowledge } from './rules';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { AcknowledgeForm } from './AcknowledgeForm';

export function AcknowledgePicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ActiveFireAlarm | null>(null);
  const alarms = alarmsToAcknowledge(useAtomValue(activeFireAlarmsAtom), ctx.user);
  const needle = text.trim().toLocaleLowerCase();
  const shown = alarms.filter((a) => `${fireZoneName(a, t)} ${a.building_name}`.toLocaleLowerCase().includes(needle));

  if (picked) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium">
          {picked.building_name} · {fireZoneName(picked, t)}
        </p>
        <AcknowledgeForm buildingId={picked.building_id} zoneId={picked.id} onDone={close} onCancel={() => setPicked(null)} />
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (shown[0]) setPicked(shown[0]);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('fireAlarm.palette.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('fireAlarm.list')}
        loading={false}
        error={null}
        empty={t('fireAlarm.palette.none')}
        items={shown.map((a) => ({
          key: a.id,
          icon: <Siren className="h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />,
          label: `${fireZoneName(a, t)} · ${a.building_name}`,
          detail: a.alarm_since ? t('fireAlarm.since', { when: formatDateTime(a.alarm_since) }) : undefined,
          onPick: () => setPicked(a),
        }))}
      />
    </form>
  );
}
