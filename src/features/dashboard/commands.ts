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
    keywords: ['announcement', 'oznámení', 'new', 'nové', 'vytvořit', 'create', 'nástěnka'],
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
    keywords: ['announcement', 'oznámení', 'edit', 'upravit', 'změnit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: onDashboard,
    page: { kind: 'form', load: () => import('./AnnouncementPickerPage').then((m) => ({ default: m.EditAnnouncementPage })) },
  },
  {
    id: 'announcements.delete',
    group: GROUP,
    title: 'announcements.commands.delete',
    keywords: ['announcement', 'oznámení', 'delete', 'smazat', 'odstranit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: onDashboard,
    page: { kind: 'form', load: () => import('./AnnouncementPickerPage').then((m) => ({ default: m.DeleteAnnouncementPage })) },
  },
];
