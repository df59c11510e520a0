import { useTranslation } from 'react-i18next';
import { Globe, Lock } from 'lucide-react';
import type { DocumentVisibility } from '../../../../contract/documents';
import { cn } from '../../../lib/cn';

export function VisibilityBadge({ visibility }: { visibility: DocumentVisibility }) {
  const { t } = useTranslation();
  const isPublic = visibility === 'public';
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        isPublic
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
          : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
      )}
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      {t(`documents.visibility.${visibility}`)}
    </span>
  );
}
