/**
 * Applies saved settings to this browser: the theme at once, the language by storing it and
 * reloading (as the language menu does, spec 000 §2), so every text is rebuilt.
 */
import type { SettingsLanguage, ThemePreference } from '../../contract/settings';
import { currentLanguage } from './i18n';
import { STORAGE_KEYS } from './storageKeys';
import { applyTheme, setTheme, systemTheme } from '../state/theme';
import { browser } from './browser';

/**
 * 'system' means "no stored choice": the theme state then follows prefers-color-scheme. The theme
 * state (src/state/theme.ts) has no public way to forget a choice, so the key is removed and the
 * same 'storage' event another tab would send tells its atom (which listens for exactly that).
 */
export function applyThemePreference(pref: ThemePreference): void {
  if (pref === 'light' || pref === 'dark') {
    setTheme(pref);
    return;
  }
  try {
    localStorage.removeItem(STORAGE_KEYS.theme);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: null, storageArea: localStorage }));
  } catch {
    /* storage disabled: applying below is all we can do */
  }
  applyTheme(systemTheme());
}

/** True when it reloads the page to switch the language. */
export function applyLanguage(lng: SettingsLanguage): boolean {
  if (lng === currentLanguage()) return false;
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    return false; // without storage a reload would come back in the old language
  }
  browser.reload();
  return true;
}

/** Whether the browser has no theme of its own stored, i.e. the theme follows the system. */
export function followsSystemTheme(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === null;
  } catch {
    return true;
  }
}
