import { useTranslation } from 'react-i18next';
import { Pin } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Marks a pinned topic, on its card and its page alike. */
export function PinnedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100', className)}
      data-testid="pinned-badge"
    >
      <Pin className="h-3 w-3" aria-hidden="true" />
      {t('forum.topic.pinned')}
    </span>
  );
}
