/**
 * The session: a token in localStorage means "signed in" (spec 000 §4); the
 * profile (/users/me) confirms it. Login, logout and the 401 reaction live
 * here so that every path out of a session does the same clean-up.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import toast from 'react-hot-toast';
import { navigate } from 'wouter/use-browser-location';
import type { Me } from '../../contract/users';
import { login as loginRoute, logout as logoutRoute } from '../../contract/routes/auth';
import { getMe } from '../../contract/routes/users';
import { call, isMalformedAnswer, routeUrl, useRead } from '../lib/api';
import { ApiError, errorMessage } from '../lib/http';
import { i18n } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { currentPath, forgetOrigin, rememberOrigin, takeRedirectAfterLogin } from '../lib/redirect';
import { stringStorage } from './storage';
import { appStore } from './store';
import { clearSwrCache, dropSwrKey } from './swrCache';

export const ME_KEY = routeUrl(getMe, {});

export const tokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.token, null, stringStorage, { getOnInit: true });

export const NO_ACCESS_TOKEN = 'No access token received';

/** Ends the session locally: token, cached answers (and, through the token, the live socket). */
export async function clearSession(): Promise<void> {
  appStore.set(tokenAtom, null);
  await clearSwrCache();
}

/** What any 401 does (installed into the http client from main.tsx). */
export function handleUnauthorized(): void {
  rememberOrigin(currentPath());
  void clearSession();
  if (window.location.pathname !== '/login') navigate('/login', { replace: true });
}

export interface Session {
  user: Me | null;
  isLoading: boolean;
  error: Error | undefined;
  isSignedIn: boolean;
}

export function useSession(): Session {
  const token = useAtomValue(tokenAtom);
  const { data, error, isLoading, isValidating } = useRead(getMe, token ? {} : null);
  const user = data ?? null;

  // A profile that cannot be loaded ends the session (spec 000 §4). Only the
  // first load counts: a failed background refresh keeps the user signed in,
  // and a real 401 is already handled by the http client.
  const failed = Boolean(token && error && !user && !isValidating);
  useEffect(() => {
    if (!failed || !error) return;
    // No answer at all (offline, or a request cut short by a reload) says nothing about the
    // session: keep the token and let SWR retry, instead of signing the user out.
    if (!(error instanceof ApiError) || error.isNetworkError) return;
    if (error.status !== 401) {
      toast.error(errorMessage(error, i18n.t('errors.profileLoad')), { id: 'profile-load' });
    }
    void clearSession();
  }, [failed, error]);

  return {
    user,
    isLoading: Boolean(token) && !user && (isLoading || isValidating || failed),
    error,
    isSignedIn: Boolean(token && user),
  };
}

/**
 * POST /auth/login/email; reports success and failure itself (spec 000 §8). Resolves true on success.
 * `reportError` shows a failure: a toast by default, the sign-in form shows it inline (issue 29 §8e).
 */
export async function login(email: string, password: string, reportError: (text: string) => void = (text) => void toast.error(text)): Promise<boolean> {
  try {
    // an answer without a token is not the route's answer (MalformedAnswerError): the spec's own text
    const res = await call(loginRoute, { body: { email, password } }).catch((e: unknown) => {
      throw isMalformedAnswer(e) ? new Error(NO_ACCESS_TOKEN) : e;
    });
    // a stale profile error from an earlier session must not end the new one
    await dropSwrKey(ME_KEY);
    appStore.set(tokenAtom, res.access_token);
    toast.success(i18n.t('auth.login.success'));
    navigate(takeRedirectAfterLogin(), { replace: true });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.isNetworkError) reportError(i18n.t('auth.login.connectionError'));
    else if (e instanceof Error && e.message === NO_ACCESS_TOKEN) reportError(NO_ACCESS_TOKEN);
    else reportError(errorMessage(e instanceof ApiError ? e : null, i18n.t('auth.login.failed')));
    return false;
  }
}

/** POST /auth/logout, then always clear and go to /login, whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await call(logoutRoute, {});
  } catch {
    /* the session ends locally either way */
  }
  await clearSession();
  forgetOrigin(); // a deliberate sign-out should not bounce the next login back here
  navigate('/login', { replace: true });
}

export function isGlobalAdmin(user: Me | null | undefined): boolean {
  return user?.global_role === 'admin';
}
