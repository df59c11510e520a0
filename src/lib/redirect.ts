import { STORAGE_KEYS } from './storageKeys';

/** Paths a signed-out visitor may open; never worth coming back to after login. */
const PUBLIC_PREFIXES = ['/login', '/register', '/reset-password', '/building-info/'];

export function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0];
  return PUBLIC_PREFIXES.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}

/** Remembers where the user was sent away from so login can bring them back (spec 001 §2). */
export function rememberOrigin(path: string): void {
  if (!path || isPublicPath(path)) return;
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectAfterLogin, path);
  } catch {
    /* storage may be disabled; losing the origin only costs a click */
  }
}

/** Returns the remembered origin once (or '/'), so a later login does not jump there again. */
export function takeRedirectAfterLogin(): string {
  let target: string | null = null;
  try {
    target = sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
    sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    /* ignore */
  }
  // Only same-origin absolute paths: a crafted value must not send the user elsewhere.
  return target && target.startsWith('/') && !target.startsWith('//') && !isPublicPath(target) ? target : '/';
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export function forgetOrigin(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    /* ignore */
  }
}
