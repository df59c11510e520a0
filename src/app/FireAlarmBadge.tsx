/**
 * The red count of zones in alarm beside the fire alarm entry of the navigation (issue 12 §1). The
 * number is for the eye; screen readers hear the whole phrase ('Fire alarm: 2 zones') as part of the link.
 */
import { useTranslation } from 'react-i18next';

export function FireAlarmBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const label = t('fireAlarm.alert.badge', { count });
  return (
    <span data-testid="fire-alarm-badge" className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count}</span>
      {/* after the entry's own name (the badge is a box of its own, so a word apart): 'Technology Fire alarm: 2 zones' */}
      <span className="sr-only">{label}</span>
    </span>
  );
}
