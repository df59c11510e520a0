/** Live connection state in the top bar: an icon with a translated tooltip and accessible name. */
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLiveStatus } from '../live/useLive';
import type { LiveStatus } from '../live/status';

const LOOK: Record<LiveStatus, { Icon: typeof Wifi; className: string }> = {
  connected: { Icon: Wifi, className: 'text-emerald-600 dark:text-emerald-400' },
  connecting: { Icon: LoaderCircle, className: 'animate-spin text-amber-600 dark:text-amber-400' },
  disconnected: { Icon: WifiOff, className: 'text-slate-500' },
  offline: { Icon: WifiOff, className: 'text-red-600 dark:text-red-400' },
};

export function ConnectionIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  const { Icon, className } = LOOK[status];
  const label = t(`live.status.${status}`);
  return (
    <span role="status" aria-label={label} title={label} data-testid="live-status" data-status={status} className="inline-flex h-9 w-9 items-center justify-center">
      <Icon className={cn('h-4 w-4', className)} aria-hidden="true" />
    </span>
  );
}
