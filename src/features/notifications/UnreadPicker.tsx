/**
 * Palette page 'Unread notifications…': the caller's unread ones, read when the page opens (and kept
 * live like the bell), searched by title or text; Enter in the search box opens the first match, a
 * click or Enter on a row marks that one read and goes where it leads.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Bell, BellRing } from 'lucide-react';
import type { Notification } from '../../../contract/notifications';
import type { CommandContext } from '../../commands/types';
import { formatRelative } from '../../lib/format';
import { failureText } from '../../lib/loadFailure';
import { openNotification } from '../../lib/notificationActions';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { useUnreadNotifications } from './api';

const matches = (n: Notification, needle: string) => `${n.title} ${n.body}`.toLocaleLowerCase().includes(needle);

export function UnreadPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const list = useUnreadNotifications();
  const unread = (list.data?.notifications ?? []).filter((n) => !n.is_read);
  const shown = unread.filter((n) => matches(n, text.trim().toLocaleLowerCase()));

  const pick = (n: Notification) => {
    close();
    void openNotification(n, ctx.navigate, mutate);
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (shown[0]) pick(shown[0]);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('notifications.palette.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('notifications.unreadList')}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? failureText(list.error, t('notifications.loadFailed')) : null}
        empty={text.trim() && unread.length > 0 ? t('notifications.palette.noMatch') : t('notifications.empty.unreadTitle')}
        items={shown.map((n) => ({
          key: n.id,
          icon:
            n.importance === 'high' ? (
              <BellRing className="h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
            ) : (
              <Bell className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            ),
          label: n.title,
          detail: [n.importance === 'high' ? t('notifications.importance.high') : null, formatRelative(n.created_at), n.body].filter(Boolean).join(' · '),
          onPick: () => pick(n),
        }))}
      />
    </form>
  );
}
