/**
 * i18next set-up. Both locales are bundled statically: they are small, and a
 * language switch reloads the page anyway (spec 000 §2), so lazy loading would
 * only add a flash of untranslated keys.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { STORAGE_KEYS } from './storageKeys';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'cs';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Stored choice first, then the browser's languages, then Czech. */
export function detectLanguage(
  stored: string | null = safeGet(STORAGE_KEYS.language),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

void i18n.use(initReactI18next).init({
  resources: { cs: { translation: cs }, en: { translation: en } },
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false, // resources are in memory: init synchronously so the first render is translated
});

// <html lang> drives screen-reader pronunciation and the http client's Accept-Language
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** Stores the choice and reloads, as the spec asks, so every cached text is rebuilt. */
export function setLanguage(lng: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    /* a reload without storage still switches nothing; nothing else to do */
  }
  window.location.reload();
}

export { i18n };
