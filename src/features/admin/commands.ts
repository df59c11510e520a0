/**
 * The admin area's palette commands (issue 13): invite someone, find a user (their roles and
 * permissions), deactivate a user, grant a permission, assign a role, add to a building or unit. Each is shown only to whom
 * the server lets run it (/users/me): deactivating is for global admins, the rest for anyone who
 * may administer. Data only: the pages load with their texts when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { canAdminister } from '../../state/permissions';

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
];
