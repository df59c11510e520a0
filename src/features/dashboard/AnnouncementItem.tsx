import { useTranslation } from 'react-i18next';
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import type { Announcement } from '../../../contract/announcements';
import { Button } from '../../ui/Button';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime, formatRelative } from '../../lib/format';
import { IMPORTANCE_BADGE_CLASS, TYPE_ICON, TYPE_ICON_CLASS } from './look';
import { announcementColor } from '../../../contract/rules/announcements';

/** A short, single-line form of the message for labels (aria, palette pick list). */
export function excerpt(message: string, max = 60): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** One announcement: type icon, type and importance, the message, author, age and end date; manage actions when allowed. */
export function AnnouncementItem({
  announcement: a,
  canManage,
  onEdit,
  onDelete,
}: {
  announcement: Announcement;
  canManage: boolean;
  onEdit: (a: Announcement) => void;
  onDelete: (a: Announcement) => void;
}) {
  const { t } = useTranslation();
  const Icon = TYPE_ICON[a.announcement_type] ?? TYPE_ICON.general;
  const short = excerpt(a.message);
  return (
    <li
      className="flex gap-3 border-l-4 py-3 pr-1 pl-3"
      style={{ borderLeftColor: a.style?.color ?? announcementColor(a.announcement_type, a.importance) }}
      data-testid="announcement-item"
      data-type={a.announcement_type}
      data-importance={a.importance}
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', TYPE_ICON_CLASS[a.announcement_type])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="font-semibold tracking-wide uppercase">{t(`announcements.type.${a.announcement_type}`)}</span>
          <span className={cn('rounded-full px-2 py-0.5 font-medium', IMPORTANCE_BADGE_CLASS[a.importance])}>
            {t(`announcements.importance.${a.importance}`)}
          </span>
        </div>
        <p className="mt-1 break-words whitespace-pre-wrap">{a.message}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          {a.created_by && <span>{a.created_by}</span>}
          <time dateTime={a.created_at} title={formatDateTime(a.created_at)}>
            {formatRelative(a.created_at)}
          </time>
          {a.valid_to && (
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
              {t('announcements.validUntil', { date: formatDate(a.valid_to) })}
            </span>
          )}
        </p>
      </div>
      {canManage && (
        <div className="flex shrink-0 items-start gap-1">
          <Button variant="ghost" size="icon" onClick={() => onEdit(a)} data-command="announcements.edit" aria-label={t('announcements.actions.editNamed', { name: short })}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => onDelete(a)} data-command="announcements.delete" aria-label={t('announcements.actions.deleteNamed', { name: short })}>
            <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
