/**
 * A new fire alarm is toasted on every screen (issue 12 §1): the building and the zone, with a link
 * to the fire alarm screen of that building. One toast per alarm — a zone's alarm is named by the
 * zone and the moment it began — however often the list is loaded again; an alarm that someone has
 * already acknowledged when first seen is not toasted. Kept longer than other toasts: the badge
 * stays, but this is the one message that must not be missed.
 */
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';
import { fireZoneName } from '../lib/fireZone';
import { i18n } from '../lib/i18n';
import { selectedBuildingIdAtom } from '../state/building';
import { appStore } from '../state/store';

const FIRE_TOAST_MS = 15_000;

const alarmKey = (a: ActiveFireAlarm) => `fire-${a.id}-${a.alarm_since ?? ''}`;

/** The alarms already toasted (or seen acknowledged) in this session. */
const seen = new Set<string>();

export function toastNewAlarms(alarms: readonly ActiveFireAlarm[]): void {
  for (const alarm of alarms) {
    const id = alarmKey(alarm);
    if (seen.has(id)) continue;
    seen.add(id);
    if (alarm.acknowledged_at === null) toastAlarm(alarm, id);
  }
}

/** Forgets what was toasted: the next user of this tab is told of every alarm again. */
export function forgetToastedAlarms(): void {
  seen.clear();
}

function toastAlarm(alarm: ActiveFireAlarm, id: string): void {
  const t = i18n.t.bind(i18n);
  const text = t('fireAlarm.alert.toast', { building: alarm.building_name, zone: fireZoneName(alarm, t) });
  toast.error(
    (shown) => (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{text}</span>
        <Link
          href="/technology/fire-alarm"
          className="font-medium underline"
          onClick={() => {
            // the screen shows the selected building's zones: this alarm's
            appStore.set(selectedBuildingIdAtom, alarm.building_id);
            toast.dismiss(shown.id);
          }}
        >
          {t('fireAlarm.alert.show')}
        </Link>
      </span>
    ),
    { id, duration: FIRE_TOAST_MS },
  );
}
