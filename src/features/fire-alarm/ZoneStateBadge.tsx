import { useTranslation } from 'react-i18next';
import { fireZoneState } from '../../../contract/rules/fire-alarm';
import { cn } from '../../lib/cn';

/** Spec 001 §2, §4: OK green, ALARM red. */
const LOOK = {
  ok: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  alarm: 'bg-red-600 text-white dark:bg-red-500 dark:text-white',
} as const;
const COLOUR = { ok: 'green', alarm: 'red' } as const;

export function ZoneStateBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const state = fireZoneState(status);
  return (
    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', LOOK[state])} data-testid="zone-state" data-colour={COLOUR[state]}>
      {t(`fireAlarm.status.${state}`)}
    </span>
  );
}
