/**
 * The full route table of spec 001 §2, as data. Every authenticated page is
 * lazy, so the login screen loads none of their code.
 *
 * To add a route: add a row to PROTECTED_ROUTES with `page: lazy(() => import('../features/<f>/<Page>'))`
 * (a default export). Sections not built yet keep `notAvailable` (a title key) and
 * render NotAvailablePage — never sample data.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withPageTexts } from '../lib/i18n';

type Page = LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>;

export type AppRoute = (
  | { path: string; page: Page }
  | { path: string; redirect: string }
  | { path: string; notAvailable: string }
) & {
  /** the admin area (issue 13): global admins and building admins (user:manage somewhere); others get the not-found screen */
  adminArea?: true;
};

export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
// registration and the password reset bring their own texts (src/lib/pageTexts.ts: auth)
export const RegisterPage = lazy(() => withPageTexts('auth', () => import('../features/auth/RegisterPage')));
export const ResetPasswordPage = lazy(() => withPageTexts('auth', () => import('../features/auth/ResetPasswordPage')));
export const PublicBuildingInfoPage: Page = lazy(() => withPageTexts('building', () => import('../features/building/PublicBuildingInfoPage')));
/** One QR pass for its recipient's phone: public, signed in or not (spec 001 §2, issue 10 §2). */
export const PublicQrPassPage: Page = lazy(() => withPageTexts('qr', () => import('../features/qr/PublicPassPage')));

// the list and a topic, of the selected building or of a named one (spec 001 §2): one page tells them apart
const ForumPage: Page = lazy(() => withPageTexts('forum', () => import('../features/forum/ForumPage')));

export const PROTECTED_ROUTES: readonly AppRoute[] = [
  { path: '/', page: lazy(() => import('../features/dashboard/DashboardPage')) },
  { path: '/dashboard', redirect: '/' },
  { path: '/my-unit', page: lazy(() => withPageTexts('myUnit', () => import('../features/my-unit/MyUnitPage'))) },
  { path: '/documents', page: lazy(() => withPageTexts('documents', () => import('../features/documents/DocumentsPage'))) },
  { path: '/profile', page: lazy(() => withPageTexts('profile', () => import('../features/profile/ProfilePage'))) },
  { path: '/settings', page: lazy(() => withPageTexts('settings', () => import('../features/settings/SettingsPage'))) },
  { path: '/building-info', page: lazy(() => withPageTexts('building', () => import('../features/building/BuildingOverviewPage'))) },
  { path: '/parking', page: lazy(() => withPageTexts('parking', () => import('../features/parking/ParkingPage'))) },
  { path: '/qr-access', page: lazy(() => withPageTexts('qr', () => import('../features/qr/QrAccessPage'))) },
  // /qr-access/:key is public (App.tsx, PublicQrPassPage)
  { path: '/doors', page: lazy(() => withPageTexts('doors', () => import('../features/doors/DoorsPage'))) },
  { path: '/cleaning', page: lazy(() => withPageTexts('cleaning', () => import('../features/cleaning/CleaningPage'))) },
  { path: '/issues', redirect: '/issues/list' },
  { path: '/issues/list', page: lazy(() => withPageTexts('issues', () => import('../features/issues/IssuesListPage'))) },
  { path: '/issues/:id', page: lazy(() => withPageTexts('issues', () => import('../features/issues/IssueDetailPage'))) },
  { path: '/forum/:id?', page: ForumPage },
  { path: '/building/:buildingId/forum/:id?', page: ForumPage },
  { path: '/notifications', page: lazy(() => withPageTexts('notifications', () => import('../features/notifications/NotificationsPage'))) },
  { path: '/reception', page: lazy(() => withPageTexts('reception', () => import('../features/reception/ReceptionPage'))) },
  { path: '/technology/fire-alarm', page: lazy(() => withPageTexts('fireAlarm', () => import('../features/fire-alarm/FireAlarmPage'))) },
  { path: '/technology/sensors', page: lazy(() => withPageTexts('sensors', () => import('../features/sensors/SensorsPage'))) },
  // the live operations board (issue 12 §3); `?wall=1` renders it without the app's frame (AuthenticatedApp)
  { path: '/board', page: lazy(() => withPageTexts('board', () => import('../features/board/BoardPage'))) },
  // the building's audit log (issue 29 §3): the page itself tells those without audit:view so
  { path: '/audit', page: lazy(() => withPageTexts('audit', () => import('../features/audit/AuditPage'))) },
  { path: '/svj', page: lazy(() => withPageTexts('svj', () => import('../features/svj/SvjPage'))) },
  { path: '/admin', redirect: '/admin/users', adminArea: true },
  { path: '/admin/users', page: lazy(() => withPageTexts('admin', () => import('../features/admin/UsersPage'))), adminArea: true },
  { path: '/admin/invitations', page: lazy(() => withPageTexts('admin', () => import('../features/admin/InvitationsPage'))), adminArea: true },
  {
    path: '/admin/roles-permissions',
    page: lazy(() => withPageTexts('admin', () => import('../features/admin/RolesPermissionsPage'))),
    adminArea: true,
  },
];
