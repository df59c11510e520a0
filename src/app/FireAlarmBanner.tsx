/**
 * The fire alarm banner (issue 29 §6): while a zone is in alarm and nobody has acknowledged it, a red
 * strip under the top bar names the zones — with their building when the user watches several — and
 * links to the fire alarm screen. It sits in the page flow, so it pushes the page down instead of
 * lying over its heading or buttons, and it wraps at 360 px. It reads what app/useFireAlarms.ts last
 * loaded (activeFireAlarmsAtom: the poll, and each fire.zone_changed patched in at once), so it fetches
 * nothing of its own and goes the moment an alarm clears or is acknowledged. role="alert": a screen
 * reader says it when it appears and when its zones change.
 */
import { useId, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Flame } from 'lucide-react';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';
import { fireZoneName } from '../lib/fireZone';
import { selectedBuildingIdAtom, useBuildings } from '../state/building';
import { activeFireAlarmsAtom } from '../state/fireAlarms';

export const FIRE_ALARM_SCREEN = '/technology/fire-alarm';

interface BuildingAlarms {
  buildingId: number;
  building: string;
  zones: string[];
}

/** The unacknowledged alarms by building, in the order the answer lists them. */
function byBuilding(alarms: readonly ActiveFireAlarm[], zoneName: (a: ActiveFireAlarm) => string): BuildingAlarms[] {
  const groups = new Map<number, BuildingAlarms>();
  for (const alarm of alarms) {
    if (alarm.acknowledged_at !== null) continue;
    let group = groups.get(alarm.building_id);
    if (!group) {
      group = { buildingId: alarm.building_id, building: alarm.building_name, zones: [] };
      groups.set(alarm.building_id, group);
    }
    group.zones.push(zoneName(alarm));
  }
  return [...groups.values()];
}

export function FireAlarmBanner() {
  const { t } = useTranslation();
  const alarms = useAtomValue(activeFireAlarmsAtom);
  // the same SWR key as the building picker's: the list already loaded, nothing fetched again
  const { buildings } = useBuildings();
  const [selected, setSelected] = useAtom(selectedBuildingIdAtom);
  const titleId = useId();
  const groups = useMemo(() => byBuilding(alarms, (a) => fireZoneName(a, t)), [alarms, t]);
  if (groups.length === 0) return null;

  // the building is named when the user watches several (or when the alarms are in several)
  const named = groups.length > 1 || (buildings?.length ?? 1) > 1;
  const text = named ? groups.map((g) => `${g.building}: ${g.zones.join(', ')}`).join('; ') : groups[0].zones.join(', ');
  // the fire alarm screen shows the selected building's zones: one in alarm (the selected one if it is)
  const target = groups.some((g) => g.buildingId === selected) ? selected : groups[0].buildingId;

  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      data-testid="fire-alarm-banner"
      className="border-b border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 sm:px-6 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <Flame className="h-5 w-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
        <strong id={titleId} className="font-semibold">
          {t('fireAlarm.alert.banner')}
        </strong>
        <span data-testid="fire-alarm-banner-zones" className="min-w-0 [overflow-wrap:anywhere]">
          {text}
        </span>
        <Link
          href={FIRE_ALARM_SCREEN}
          onClick={() => setSelected(target)}
          className="rounded font-medium underline hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 sm:ml-auto dark:hover:text-red-300"
        >
          {t('fireAlarm.alert.bannerLink')}
        </Link>
      </div>
    </div>
  );
}
