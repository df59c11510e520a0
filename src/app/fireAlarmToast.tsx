/**
 * A short toast when a fire alarm begins (issue 12 §1, issue 29 §6): the building and the zone, with a
 * link to the fire alarm screen of that building. One toast per alarm — a zone's alarm is named by the
 * zone and the moment it began — however often the list is loaded again; an alarm that someone has
 * already acknowledged when first seen is not toasted.
 *
 * The banner under the top bar (FireAlarmBanner.tsx) is what stays while an alarm is active, so this
 * toast no longer does: it used to stay 15 s at the top centre, where it lay over the page's heading
 * and outlived a cleared alarm by ~14 s. Now it only catches the eye when an alarm begins — also when
 * the banner was already showing another — for a few seconds, at the bottom centre on every screen
 * width (toastPlacement.ts ALARM_TOAST_POSITION), away from the headings; and it is removed at once
 * when its alarm clears or is acknowledged, so no toast outlives the alarm.
 */
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';
import { fireZoneName } from '../lib/fireZone';
import { i18n } from '../lib/i18n';
import { selectedBuildingIdAtom } from '../state/building';
import { appStore } from '../state/store';
import { ALARM_TOAST_POSITION } from './toastPlacement';

export const FIRE_TOAST_MS = 6_000;

const alarmKey = (a: ActiveFireAlarm) => `fire-${a.id}-${a.alarm_since ?? ''}`;

/** The alarms already toasted (or seen acknowledged) in this session. */
const seen = new Set<string>();
/** The toasts that may still be on screen: removed once their alarm is no longer active and unacknowledged. */
const shown = new Set<string>();

/**
 * Brings the toasts in line with the alarms: a new unacknowledged alarm is toasted, and the toast of
 * an alarm that has cleared (or begun anew) or been acknowledged is removed.
 */
export function syncAlarmToasts(alarms: readonly ActiveFireAlarm[]): void {
  const waiting = new Set(alarms.filter((a) => a.acknowledged_at === null).map(alarmKey));
  for (const id of shown) {
    if (waiting.has(id)) continue;
    // removed, not dismissed: no exit animation keeping it on screen after the alarm has gone
    toast.remove(id);
    shown.delete(id);
  }
  for (const alarm of alarms) {
    const id = alarmKey(alarm);
    if (seen.has(id)) continue;
    seen.add(id);
    if (alarm.acknowledged_at === null) toastAlarm(alarm, id);
  }
}

/** Forgets what was toasted and removes what is still shown: the next user of this tab is told of every alarm again. */
export function forgetToastedAlarms(): void {
  for (const id of shown) toast.remove(id);
  shown.clear();
  seen.clear();
}

function toastAlarm(alarm: ActiveFireAlarm, id: string): void {
  const t = i18n.t.bind(i18n);
  const text = t('fireAlarm.alert.toast', { building: alarm.building_name, zone: fireZoneName(alarm, t) });
  shown.add(id);
  toast.error(
    (current) => (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{text}</span>
        <Link
          href="/technology/fire-alarm"
          className="font-medium underline"
          onClick={() => {
            // the screen shows the selected building's zones: this alarm's
            appStore.set(selectedBuildingIdAtom, alarm.building_id);
            toast.dismiss(current.id);
          }}
        >
          {t('fireAlarm.alert.show')}
        </Link>
      </span>
    ),
    { id, duration: FIRE_TOAST_MS, position: ALARM_TOAST_POSITION },
  );
}
