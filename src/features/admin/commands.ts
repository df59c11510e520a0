/**
 * The admin area's palette commands (issue 13): invite someone, find a user (their roles and
 * permissions), deactivate a user, grant a permission, assign a role, add to a building or unit. Each is shown only to whom
 * the server lets run it (/users/me): deactivating is for global admins, the rest for anyone who
 * may administer. Data only: the pages load with their texts when opened. Issue 29 §5 added the
 * users tab's own actions (add, edit, activate: global admins, as the tab) and deleting an invitation;
 * the screens open their dialogs from the pending action (commands/pendingAction.ts).
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { canAdminister } from '../../state/permissions';
import { OPEN_USER_FORM } from './screen';

const GROUP = 'admin.palette.group';
const KEYWORDS = ['admin', 'user', 'uživatel', 'správa'];
const mayAdminister = (ctx: CommandContext) => canAdminister(ctx.user);
const pages = () => withPageTexts('admin', () => import('./palettePages'));

export const adminCommands: Command[] = [
  {
    id: 'admin.invite',
    group: GROUP,
    title: 'admin.palette.invite',
    keywords: [...KEYWORDS, 'invite', 'invitation', 'pozvat', 'pozvánka'],
    isVisible: mayAdminister,
    run: (ctx) => ctx.navigate('/admin/invitations?new=1'),
  },
  {
    id: 'admin.findUser',
    group: GROUP,
    title: 'admin.palette.findUser',
    keywords: [...KEYWORDS, 'find', 'search', 'najít', 'hledat'],
    isVisible: mayAdminister,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.FindUserPage })) },
  },
  {
    id: 'admin.deactivateUser',
    group: GROUP,
    title: 'admin.palette.deactivate',
    keywords: [...KEYWORDS, 'deactivate', 'block', 'deaktivovat', 'zablokovat'],
    isVisible: (ctx) => ctx.isGlobalAdmin,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.DeactivateUserPage })) },
  },
  {
    id: 'admin.grantPermission',
    group: GROUP,
    title: 'admin.palette.grant',
    keywords: [...KEYWORDS, 'permission', 'grant', 'oprávnění', 'udělit'],
    isVisible: mayAdminister,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.GrantPermissionPage })) },
  },
  {
    id: 'admin.assignRole',
    group: GROUP,
    title: 'admin.palette.assignRole',
    keywords: [...KEYWORDS, 'role', 'assign', 'přiřadit'],
    isVisible: mayAdminister,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.AssignRolePage })) },
  },
  {
    id: 'admin.addMembership',
    group: GROUP,
    title: 'admin.palette.addMembership',
    keywords: [...KEYWORDS, 'member', 'building', 'unit', 'tenant', 'členství', 'budova', 'jednotka', 'nájemník'],
    isVisible: mayAdminister,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.AddMembershipPage })) },
  },
  {
    id: 'admin.createUser',
    group: GROUP,
    title: 'admin.palette.createUser',
    keywords: [...KEYWORDS, 'add', 'new', 'create', 'account', 'přidat', 'nový', 'vytvořit', 'účet'],
    isVisible: (ctx) => ctx.isGlobalAdmin,
    run: (ctx) => {
      ctx.navigate('/admin/users');
      ctx.openDialog(OPEN_USER_FORM, null);
    },
  },
  {
    id: 'admin.editUser',
    group: GROUP,
    title: 'admin.palette.editUser',
    keywords: [...KEYWORDS, 'edit', 'change', 'rename', 'upravit', 'změnit', 'přejmenovat'],
    isVisible: (ctx) => ctx.isGlobalAdmin,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.EditUserPage })) },
  },
  {
    id: 'admin.activateUser',
    group: GROUP,
    title: 'admin.palette.activate',
    keywords: [...KEYWORDS, 'activate', 'enable', 'unblock', 'aktivovat', 'odblokovat', 'povolit'],
    isVisible: (ctx) => ctx.isGlobalAdmin,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.ActivateUserPage })) },
  },
  {
    id: 'admin.deleteInvitation',
    group: GROUP,
    title: 'admin.palette.deleteInvitation',
    keywords: [...KEYWORDS, 'invitation', 'delete', 'revoke', 'cancel', 'pozvánka', 'smazat', 'zrušit', 'odvolat'],
    isVisible: mayAdminister,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.DeleteInvitationPage })) },
  },
];
