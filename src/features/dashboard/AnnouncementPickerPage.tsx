import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { inlineFailure } from '../../lib/loadFailure';
import { cn } from '../../lib/cn';
import { ListStates } from '../../ui/ListStates';
import { DELETE_ANNOUNCEMENT, EDIT_ANNOUNCEMENT } from './actions';
import { useAnnouncements } from './api';
import { excerpt } from './AnnouncementItem';
import { TYPE_ICON, TYPE_ICON_CLASS } from './look';

/**
 * Palette sub-page of "edit an announcement" / "delete an announcement": the building's current
 * announcements; picking one opens its form or its delete confirmation on the dashboard.
 */
function AnnouncementPicker({ ctx, close, action }: { ctx: CommandContext; close: () => void; action: 'edit' | 'delete' }) {
  const { t } = useTranslation();
  const { announcements, error, reload } = useAnnouncements(ctx.buildingId);

  const pick = (id: number) => {
    close();
    ctx.navigate('/');
    ctx.openDialog(action === 'edit' ? EDIT_ANNOUNCEMENT : DELETE_ANNOUNCEMENT, { id });
  };

  const list = announcements ?? [];
  return (
    <ListStates
      loading={!announcements && !error}
      failure={!announcements && error ? inlineFailure(error, t('announcements.toast.loadFailed')) : null}
      onRetry={() => void reload()}
      isEmpty={list.length === 0}
      empty={<p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('announcements.empty.title')}</p>}
    >
      <ul className="max-h-80 overflow-y-auto p-1" aria-label={t(`announcements.commands.pick.${action}`)}>
        {list.map((a, i) => {
          const Icon = TYPE_ICON[a.announcement_type] ?? TYPE_ICON.general;
          return (
            <li key={a.id}>
              <button
                type="button"
                autoFocus={i === 0}
                onClick={() => pick(a.id)}
                className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              >
                <Icon className={cn('h-4 w-4 shrink-0', TYPE_ICON_CLASS[a.announcement_type])} aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{excerpt(a.message)}</span>
                <span className="shrink-0 text-xs text-slate-500">{t(`announcements.importance.${a.importance}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </ListStates>
  );
}

export function EditAnnouncementPage(props: { ctx: CommandContext; close: () => void }) {
  return <AnnouncementPicker {...props} action="edit" />;
}

export function DeleteAnnouncementPage(props: { ctx: CommandContext; close: () => void }) {
  return <AnnouncementPicker {...props} action="delete" />;
}
