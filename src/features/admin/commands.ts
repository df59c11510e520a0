/**
 * The admin area's palette commands (issue 13): invite someone, find a user (their roles and
 * permissions), deactivate a user, grant a permission, assign a role, add to a building or unit. Each is shown only to whom
 * the server lets run it (/users/me): deactivating is for global admins, the rest for anyone who
 * may administer. Data only: the pages load with their texts when opened. Issue 29 §5 added the
 * users tab's own actions (add, edit, activate: global admins, as the tab) and deleting an invitation;
 * the screens open their dialogs from the pending action (commands/pendingAction.ts).
 */
import type { MembershipsResponse, UserPermissionsResponse } from '../../../contract/admin';
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { canAdminister } from '../../state/permissions';
import { EDIT_MEMBERSHIP, EDIT_PERMISSION, OPEN_USER_FORM, REMOVE_MEMBERSHIP, REMOVE_ROLE, REVOKE_PERMISSION, SCREEN_MEMBERSHIPS, SCREEN_USER_PERMISSIONS } from './screen';

const GROUP = 'admin.palette.group';
const KEYWORDS = ['admin', 'user', 'uživatel', 'správa'];
const mayAdminister = (ctx: CommandContext) => canAdminister(ctx.user);
const pages = () => withPageTexts('admin', () => import('./palettePages'));
/** The roles page's user, while it is on screen: what the page's own buttons act on. */
const shownPermissions = (ctx: CommandContext) => ctx.screen[SCREEN_USER_PERMISSIONS] as UserPermissionsResponse['permissions'] | undefined;
const onRolesPage = (ctx: CommandContext) => Boolean(shownPermissions(ctx));
const shownMemberships = (ctx: CommandContext) => ctx.screen[SCREEN_MEMBERSHIPS] as MembershipsResponse | undefined;
/** The shown user's memberships as pick-list rows that send `b:<id>` / `u:<id>` to the card. */
const membershipItems = (ctx: CommandContext, action: string) => {
  const m = shownMemberships(ctx);
  return [
    ...(m?.buildings ?? []).map((b) => ({ id: `b:${b.building_id}`, label: b.building_name, run: (c: CommandContext) => c.openDialog(action, `b:${b.building_id}`) })),
    ...(m?.units ?? []).map((u) => ({ id: `u:${u.unit_id}`, label: `${u.building_name} · ${u.unit_number}`, run: (c: CommandContext) => c.openDialog(action, `u:${u.unit_id}`) })),
  ];
};
const hasMemberships = (ctx: CommandContext) => membershipItems(ctx, '').length > 0;

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
  {
    id: REMOVE_ROLE,
    group: GROUP,
    title: 'admin.palette.removeRole',
    keywords: [...KEYWORDS, 'role', 'remove', 'unassign', 'odebrat', 'odstranit'],
    isVisible: (ctx) => mayAdminister(ctx) && (shownPermissions(ctx)?.inherited.length ?? 0) > 0,
    isContextual: onRolesPage,
    page: {
      kind: 'list',
      items: (ctx) =>
        (shownPermissions(ctx)?.inherited ?? []).map((r) => ({ id: String(r.user_role_id), label: r.role_name, run: (c) => c.openDialog(REMOVE_ROLE, r.user_role_id) })),
    },
  },
  {
    id: EDIT_PERMISSION,
    group: GROUP,
    title: 'admin.palette.editPermission',
    keywords: [...KEYWORDS, 'permission', 'edit', 'change', 'oprávnění', 'upravit', 'změnit'],
    isVisible: (ctx) => mayAdminister(ctx) && (shownPermissions(ctx)?.direct.length ?? 0) > 0,
    isContextual: onRolesPage,
    page: {
      kind: 'list',
      items: (ctx) =>
        (shownPermissions(ctx)?.direct ?? []).map((p) => ({ id: String(p.assignment_id), label: p.code, run: (c) => c.openDialog(EDIT_PERMISSION, p.assignment_id) })),
    },
  },
  {
    id: REVOKE_PERMISSION,
    group: GROUP,
    title: 'admin.palette.revokePermission',
    keywords: [...KEYWORDS, 'permission', 'revoke', 'delete', 'remove', 'oprávnění', 'odebrat', 'smazat', 'zrušit'],
    isVisible: (ctx) => mayAdminister(ctx) && (shownPermissions(ctx)?.direct.length ?? 0) > 0,
    isContextual: onRolesPage,
    page: {
      kind: 'list',
      items: (ctx) =>
        (shownPermissions(ctx)?.direct ?? []).map((p) => ({ id: String(p.assignment_id), label: p.code, run: (c) => c.openDialog(REVOKE_PERMISSION, p.assignment_id) })),
    },
  },
  {
    id: EDIT_MEMBERSHIP,
    group: GROUP,
    title: 'admin.palette.editMembership',
    keywords: [...KEYWORDS, 'member', 'membership', 'role', 'change', 'edit', 'členství', 'role', 'změnit', 'upravit'],
    isVisible: (ctx) => mayAdminister(ctx) && hasMemberships(ctx),
    isContextual: (ctx) => Boolean(shownMemberships(ctx)),
    page: { kind: 'list', items: (ctx) => membershipItems(ctx, EDIT_MEMBERSHIP) },
  },
  {
    id: REMOVE_MEMBERSHIP,
    group: GROUP,
    title: 'admin.palette.removeMembership',
    keywords: [...KEYWORDS, 'member', 'membership', 'remove', 'end', 'členství', 'odebrat', 'ukončit'],
    isVisible: (ctx) => mayAdminister(ctx) && hasMemberships(ctx),
    isContextual: (ctx) => Boolean(shownMemberships(ctx)),
    page: { kind: 'list', items: (ctx) => membershipItems(ctx, REMOVE_MEMBERSHIP) },
  },
];
