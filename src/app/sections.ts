import type { Me } from '../../contract/users';
import { PERMISSION, type PermissionCode } from '../../contract/rules/permissions';
import { canAdminister, canAnywhere } from '../state/permissions';

/**
 * The navigable sections of the signed-in app, as data: the sidebar and the
 * palette's "go to" commands are both generated from this list, so they can
 * never disagree. Titles are i18n keys.
 */
export interface Section {
  id: string;
  path: string;
  /** i18n key */
  title: string;
  keySequence?: string[];
  /** sidebar placement; 'more' sections are reached from the palette, user menu or links */
  area: 'main' | 'technology' | 'admin' | 'more';
  /** the admin area (issue 13): global admins and building admins (user:manage), as the server answered */
  adminArea?: boolean;
  /** shown only to users who hold this code in some building, as the server answered (/users/me) */
  permission?: PermissionCode;
  /**
   * shown in the sidebar only to holders of this code in some building; unlike `permission` the
   * palette's go-to command stays for everyone (a resident reads their unit's reception entries)
   */
  navPermission?: PermissionCode;
  /** path prefixes that also count as this section (defaults to `path`) */
  match?: string[];
  /** words the palette's go-to command is also found by, in both languages */
  keywords?: string[];
}

export const SECTIONS: readonly Section[] = [
  // the spec's ten sidebar sections in its order (000 §2), plus the building overview
  { id: 'dashboard', path: '/', title: 'nav.dashboard', keySequence: ['g', 'd'], area: 'main' },
  { id: 'myUnit', path: '/my-unit', title: 'nav.myUnit', keySequence: ['g', 'u'], area: 'main' },
  // not one of the spec's ten, but residents looked for the building and its floor plans here (issue 7)
  { id: 'building', path: '/building-info', title: 'nav.building', area: 'main' },
  { id: 'doors', path: '/doors', title: 'nav.doors', keySequence: ['g', 'r'], area: 'main' },
  { id: 'qrAccess', path: '/qr-access', title: 'nav.qrAccess', keySequence: ['g', 'q'], area: 'main' },
  { id: 'documents', path: '/documents', title: 'nav.documents', keySequence: ['g', 'o'], area: 'main' },
  { id: 'issues', path: '/issues/list', title: 'nav.issues', keySequence: ['g', 'i'], area: 'main', match: ['/issues'] },
  { id: 'forum', path: '/forum', title: 'nav.forum', keySequence: ['g', 'f'], area: 'main', match: ['/forum', '/building/'] },
  { id: 'parking', path: '/parking', title: 'nav.parking', keySequence: ['g', 'p'], area: 'main' },
  { id: 'cleaning', path: '/cleaning', title: 'nav.cleaning', keySequence: ['g', 'c'], area: 'main' },
  { id: 'svj', path: '/svj', title: 'nav.svj', area: 'main' },
  // the desk's screen for those who keep it (issue 29 §4): the reception role and building staff
  { id: 'reception', path: '/reception', title: 'nav.reception', area: 'main', navPermission: PERMISSION.receptionManage },
  // everyone's notifications (issue 29 §4); the bell's "Zobrazit vše" leads here too
  { id: 'notifications', path: '/notifications', title: 'nav.notifications', area: 'main' },
  { id: 'fireAlarm', path: '/technology/fire-alarm', title: 'nav.fireAlarm', area: 'technology' },
  { id: 'sensors', path: '/technology/sensors', title: 'nav.sensors', area: 'technology' },
  // facility managers' live board (issue 12 §3)
  { id: 'board', path: '/board', title: 'nav.board', area: 'technology', permission: PERMISSION.boardView },
  { id: 'admin', path: '/admin/users', title: 'nav.admin', area: 'admin', adminArea: true, match: ['/admin'] },
  // the building's audit log (issue 29 §3): for holders of audit:view (global admins, building admins and managers)
  {
    id: 'audit',
    path: '/audit',
    title: 'nav.audit',
    area: 'admin',
    permission: PERMISSION.auditView,
    keywords: ['audit', 'log', 'history', 'who did', 'auditní', 'záznam', 'historie', 'kdo co'],
  },
  { id: 'adminInvitations', path: '/admin/invitations', title: 'nav.adminInvitations', area: 'more', adminArea: true },
  { id: 'adminRoles', path: '/admin/roles-permissions', title: 'nav.adminRoles', area: 'more', adminArea: true },
  { id: 'profile', path: '/profile', title: 'nav.profile', keySequence: ['g', 'a'], area: 'more' },
  { id: 'settings', path: '/settings', title: 'nav.settings', keySequence: ['g', 's'], area: 'more' },
];

/** Whether the user sees the section (sidebar and palette alike). */
export function sectionVisible(s: Section, user?: Me | null): boolean {
  return (!s.adminArea || canAdminister(user)) && (!s.permission || canAnywhere(user, s.permission));
}

/** The sidebar's entries of an area: the visible sections, less those kept for holders of `navPermission`. */
export function sectionsIn(area: Section['area'], user?: Me | null): Section[] {
  return SECTIONS.filter((s) => s.area === area && sectionVisible(s, user) && (!s.navPermission || canAnywhere(user, s.navPermission)));
}

/** Is `location` inside the section? '/' only exactly; others by prefix (/issues/12 belongs to issues). */
export function isSectionActive(section: Section, location: string): boolean {
  if (section.path === '/') return location === '/';
  return (section.match ?? [section.path]).some((p) =>
    p.endsWith('/') ? location.startsWith(p) : location === p || location.startsWith(`${p}/`),
  );
}
