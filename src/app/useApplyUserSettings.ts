/**
 * Brings the user's saved theme and language to whatever browser they sign in on. Applied once per
 * sign-in (per session token), so a later choice in the top bar is not undone on every page load.
 * While no theme is stored the page also follows the system's light/dark changes live.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { applyTheme, systemTheme } from '../state/theme';
import { useUserSettings } from '../lib/userSettings';
import { applyLanguage, applyThemePreference, followsSystemTheme } from '../lib/preferences';
import { userSettingsAtom } from '../state/userSettings';

/** Which session the saved settings were last applied for (a hash of its token, not the token). */
export const APPLIED_FOR_KEY = 'user_settings_applied_for';

function fingerprint(token: string): string {
  let h = 5381;
  for (let i = 0; i < token.length; i++) h = ((h * 33) ^ token.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function readMark(): string | null {
  try {
    return localStorage.getItem(APPLIED_FOR_KEY);
  } catch {
    return null;
  }
}

function writeMark(mark: string): void {
  try {
    localStorage.setItem(APPLIED_FOR_KEY, mark);
  } catch {
    /* without storage the settings are applied on each load: harmless */
  }
}

export function useApplyUserSettings(): void {
  const token = useAtomValue(tokenAtom);
  const { data } = useUserSettings(Boolean(token));

  // another user's settings must not linger for the palette after a sign-out
  useEffect(() => {
    if (!token) appStore.set(userSettingsAtom, null);
  }, [token]);

  useEffect(() => {
    if (!token || !data) return;
    const mark = fingerprint(token);
    if (readMark() === mark) return;
    writeMark(mark);
    applyThemePreference(data.theme);
    applyLanguage(data.language);
  }, [token, data]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (followsSystemTheme()) applyTheme(systemTheme());
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
}
