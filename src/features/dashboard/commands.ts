/** Palette commands of the dashboard's announcements: create, edit (pick one), delete (pick one, then confirm). */
import type { Command, CommandContext } from '../../commands/types';
import { CREATE_ANNOUNCEMENT } from './actions';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

const GROUP = 'announcements.commands.group';

/** The same rule as the card's buttons; the server checks again. */
const mayManage = (ctx: CommandContext) => can(ctx.user, ctx.buildingId, PERMISSION.announcementManage);
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
const onDashboard = (ctx: CommandContext) => ctx.location === '/';

export const dashboardCommands: Command[] = [
  {
    id: 'announcements.create',
    group: GROUP,
    title: 'announcements.commands.create',
    keywords: ['announcement', 'notice', 'news', 'new', 'create', 'post', 'publish', 'add', 'oznámení', 'zpráva', 'novinka', 'nástěnka', 'nové', 'vytvořit', 'přidat', 'zveřejnit', 'vyvěsit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: onDashboard,
    run: (ctx) => {
      ctx.navigate('/');
      ctx.openDialog(CREATE_ANNOUNCEMENT);
    },
  },
  {
    id: 'announcements.edit',
    group: GROUP,
    title: 'announcements.commands.edit',
    keywords: ['announcement', 'notice', 'news', 'edit', 'change', 'oznámení', 'zpráva', 'nástěnka', 'upravit', 'změnit', 'opravit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: onDashboard,
    page: { kind: 'form', load: () => import('./AnnouncementPickerPage').then((m) => ({ default: m.EditAnnouncementPage })) },
  },
  {
    id: 'announcements.delete',
    group: GROUP,
    title: 'announcements.commands.delete',
    keywords: ['announcement', 'notice', 'news', 'delete', 'remove', 'oznámení', 'zpráva', 'nástěnka', 'smazat', 'odstranit', 'stáhnout'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: onDashboard,
    page: { kind: 'form', load: () => import('./AnnouncementPickerPage').then((m) => ({ default: m.DeleteAnnouncementPage })) },
  },
];
