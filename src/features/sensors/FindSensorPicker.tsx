/**
 * 'Find sensor…' (issue 12 §2): the building's sensors matching the typed text by name or location,
 * each with its latest value; picking one (or Enter for the first) opens the sensors screen with its
 * detail dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Thermometer } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { foldText } from '../../../contract/rules/text';
import { failureText } from '../../lib/loadFailure';
import { SearchPickList } from '../../ui/SearchPickList';
import { useSensors } from './api';
import { sensorsHref } from './links';
import { SensorValue } from './SensorValue';

export function FindSensorPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useSensors(ctx.buildingId);
  // without regard to case or diacritics: 'garaz' finds 'Garáž -1'
  const needle = foldText(text.trim());
  const found = (list.data ?? []).filter((s) => foldText(`${s.name} ${s.location ?? ''}`).includes(needle));
  return (
    <SearchPickList
      label={t('sensors.find.label')}
      value={text}
      onSearch={setText}
      loading={list.isLoading}
      error={list.error && !list.data ? failureText(list.error, t('sensors.loadFailed')) : null}
      empty={t('sensors.find.noMatch')}
      items={found.map((s) => ({
        key: s.id,
        icon: <Thermometer className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
        label: s.location ? `${s.name} · ${s.location}` : s.name,
        detail: <SensorValue sensor={s} />,
        onPick: () => {
          ctx.navigate(sensorsHref({ sensor: s.id }));
          close();
        },
      }))}
    />
  );
}
