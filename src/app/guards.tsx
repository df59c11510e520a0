/**
 * Route guards (spec 000 §2, 001 §2). RequireAuth: no token → /login with the
 * origin remembered; a token whose profile is still loading → a loading text.
 * GuestOnly (login, register, reset-password): a signed-in user goes to /.
 * RequireAdminArea (/admin/*): what the server answered on /users/me decides.
 */
import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { rememberOrigin } from '../lib/redirect';
import { canAdminister } from '../state/permissions';
import { tokenAtom, useSession } from '../state/session';
import { FullPageLoading } from './FullPageLoading';
import { UnauthorizedPage } from './NotFoundPage';

function RedirectToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberOrigin(location + (search ? `?${search}` : ''));
    navigate('/login', { replace: true });
  }, [location, search, navigate]);
  return null;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { user } = useSession();
  if (!token) return <RedirectToLogin />;
  if (!user) return <FullPageLoading label={t('shell.checkingSession')} />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { user } = useSession();
  if (!token) return <>{children}</>;
  if (!user) return <FullPageLoading label={t('shell.checkingSession')} />;
  return <Redirect to="/" replace />;
}

/**
 * /admin/* (issue 13): global admins, and building admins (user:manage in some building, as
 * /users/me answered). Anyone else gets the common unauthorized message (spec 001 §6, issue 13 §2).
 */
export function RequireAdminArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <FullPageLoading label={t('shell.checkingSession')} />;
  if (!canAdminister(user)) return <UnauthorizedPage />;
  return <>{children}</>;
}
