/**
 * Notifications in the palette (issue 15 §3): 'Mark all read', and 'Unread notifications…', a list of
 * the unread ones that opens each. ('Notifications', the way to the page, is the section's go-to
 * command from app/sections.ts.) Data only: the list and the call load with their texts when used.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';

const GROUP = 'notifications.palette.group';
const KEYWORDS = ['notifications', 'notification', 'alerts', 'messages', 'upozornění', 'notifikace', 'zprávy'];
const onPage = (ctx: CommandContext) => ctx.location === '/notifications';

export const notificationsCommands: Command[] = [
  {
    id: 'notifications.markAllRead',
    group: GROUP,
    title: 'notifications.palette.markAllRead',
    keywords: [...KEYWORDS, 'mark', 'read', 'all', 'clear', 'označit', 'přečtené', 'vše'],
    isContextual: onPage,
    run: () => withPageTexts('notifications', () => import('./api')).then((m) => m.markAllReadWithToast()),
  },
  {
    id: 'notifications.unread',
    group: GROUP,
    title: 'notifications.palette.unread',
    keywords: [...KEYWORDS, 'unread', 'new', 'open', 'nepřečtená', 'nová', 'otevřít'],
    isContextual: onPage,
    page: { kind: 'form', load: () => withPageTexts('notifications', () => import('./UnreadPicker')).then((m) => ({ default: m.UnreadPicker })) },
  },
];
