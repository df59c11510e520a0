/**
 * i18next set-up. Only the active language's texts are downloaded (its first screen's part about
 * 3 KB gzip; the command and page texts follow with the palette and the features' screens,
 * lib/pageTexts.ts): main.tsx awaits loadLanguage() before the first render, so nothing shows
 * untranslated, and a language switch reloads the page anyway (spec 000 §2).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storageKeys';
import type { PageTexts } from './pageTexts';

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
  // filled by loadLanguage(); the two files hold the same keys (tests/unit/locales.test.ts)
  resources: {},
  partialBundledLanguages: true,
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false, // nothing to fetch at init: loadLanguage() brings the texts
});

const LOCALES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  cs: () => import('../../locales/cs.json'),
  en: () => import('../../locales/en.json'),
};

/**
 * A language's texts as the build serves them to the first screen (no page texts, no command texts,
 * no server messages). The palette also reads the other language's, for its command titles that
 * live outside the command texts, such as the sections' names (commands/otherTitles.ts).
 */
export async function importTexts(lng: Language): Promise<Record<string, unknown>> {
  return (await LOCALES[lng]()).default;
}

/** Adds a language's texts (once); main.tsx awaits the current one before the first render. */
export async function loadLanguage(lng: Language = currentLanguage()): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await importTexts(lng));
}

/** The command texts per language, as their own chunk (src/lib/pageTexts.ts `commandTexts`). */
const COMMAND_TEXT_FILES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  cs: () => import('../../locales/cs.json?commands'),
  en: () => import('../../locales/en.json?commands'),
};

/** A language's command texts (titles, groups, the palette's own texts) as the build serves them. */
export async function importCommandTexts(lng: Language): Promise<Record<string, unknown>> {
  return (await COMMAND_TEXT_FILES[lng]()).default;
}

const commandTextsLoaded = new Map<Language, Promise<void>>();

/** Adds the command texts in the current language (once; again after a failed download). */
export function loadCommandTexts(lng: Language = currentLanguage()): Promise<void> {
  let loading = commandTextsLoaded.get(lng);
  if (!loading) {
    loading = importCommandTexts(lng).then((texts) => {
      // deep merge beside each namespace's first-screen part
      i18n.addResourceBundle(lng, 'translation', texts, true, false);
    });
    loading.catch(() => commandTextsLoaded.delete(lng));
    commandTextsLoaded.set(lng, loading);
  }
  return loading;
}

/**
 * Loads a module together with the command texts: the palette and the `?` overlay, which show
 * command titles from their first frame (Ctrl+K right after the load shows them translated).
 */
export async function withCommandTexts<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadCommandTexts()]);
  return module;
}

/** The server's messages a form shows before sending, per language (src/lib/pageTexts.ts `formTexts`). */
const FORM_TEXT_FILES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  cs: () => import('../../locales/cs.json?forms'),
  en: () => import('../../locales/en.json?forms'),
};

const formTextsLoaded = new Map<Language, Promise<void>>();

/** Adds the forms' server messages in the current language (once; again after a failed download). */
export function loadFormTexts(lng: Language = currentLanguage()): Promise<void> {
  let loading = formTextsLoaded.get(lng);
  if (!loading) {
    loading = FORM_TEXT_FILES[lng]().then(({ default: texts }) => {
      i18n.addResourceBundle(lng, 'translation', texts, true, false);
    });
    loading.catch(() => formTextsLoaded.delete(lng));
    formTextsLoaded.set(lng, loading);
  }
  return loading;
}

/** Each page-text namespace per language, as its own chunk (src/lib/pageTexts.ts). */
const PAGE_TEXT_FILES: Record<PageTexts, Record<Language, () => Promise<{ default: Record<string, unknown> }>>> = {
  parking: {
    cs: () => import('../../locales/cs.json?texts=parking'),
    en: () => import('../../locales/en.json?texts=parking'),
  },
  documents: {
    cs: () => import('../../locales/cs.json?texts=documents'),
    en: () => import('../../locales/en.json?texts=documents'),
  },
  profile: {
    cs: () => import('../../locales/cs.json?texts=profile'),
    en: () => import('../../locales/en.json?texts=profile'),
  },
  doors: {
    cs: () => import('../../locales/cs.json?texts=doors'),
    en: () => import('../../locales/en.json?texts=doors'),
  },
  qr: {
    cs: () => import('../../locales/cs.json?texts=qr'),
    en: () => import('../../locales/en.json?texts=qr'),
  },
  issues: {
    cs: () => import('../../locales/cs.json?texts=issues'),
    en: () => import('../../locales/en.json?texts=issues'),
  },
  svj: {
    cs: () => import('../../locales/cs.json?texts=svj'),
    en: () => import('../../locales/en.json?texts=svj'),
  },
  notifications: {
    cs: () => import('../../locales/cs.json?texts=notifications'),
    en: () => import('../../locales/en.json?texts=notifications'),
  },
  reception: {
    cs: () => import('../../locales/cs.json?texts=reception'),
    en: () => import('../../locales/en.json?texts=reception'),
  },
  cleaning: {
    cs: () => import('../../locales/cs.json?texts=cleaning'),
    en: () => import('../../locales/en.json?texts=cleaning'),
  },
  sensors: {
    cs: () => import('../../locales/cs.json?texts=sensors'),
    en: () => import('../../locales/en.json?texts=sensors'),
  },
  fireAlarm: {
    cs: () => import('../../locales/cs.json?texts=fireAlarm'),
    en: () => import('../../locales/en.json?texts=fireAlarm'),
  },
  board: {
    cs: () => import('../../locales/cs.json?texts=board'),
    en: () => import('../../locales/en.json?texts=board'),
  },
  admin: {
    cs: () => import('../../locales/cs.json?texts=admin'),
    en: () => import('../../locales/en.json?texts=admin'),
  },
  forum: {
    cs: () => import('../../locales/cs.json?texts=forum'),
    en: () => import('../../locales/en.json?texts=forum'),
  },
  auth: {
    cs: () => import('../../locales/cs.json?texts=auth'),
    en: () => import('../../locales/en.json?texts=auth'),
  },
  audit: {
    cs: () => import('../../locales/cs.json?texts=audit'),
    en: () => import('../../locales/en.json?texts=audit'),
  },
  building: {
    cs: () => import('../../locales/cs.json?texts=building'),
    en: () => import('../../locales/en.json?texts=building'),
  },
  myUnit: {
    cs: () => import('../../locales/cs.json?texts=myUnit'),
    en: () => import('../../locales/en.json?texts=myUnit'),
  },
  settings: {
    cs: () => import('../../locales/cs.json?texts=settings'),
    en: () => import('../../locales/en.json?texts=settings'),
  },
  floorplans: {
    cs: () => import('../../locales/cs.json?texts=floorplans'),
    en: () => import('../../locales/en.json?texts=floorplans'),
  },
};

const pageTextsLoaded = new Map<string, Promise<void>>();

/** Adds a feature's page texts in the current language (once; a language switch reloads the page). */
export function loadPageTexts(ns: PageTexts): Promise<void> {
  const lng = currentLanguage();
  const key = `${lng}:${ns}`;
  let loading = pageTextsLoaded.get(key);
  if (!loading) {
    loading = PAGE_TEXT_FILES[ns][lng]().then(({ default: texts }) => {
      // deep merge beside the namespace's always-loaded part (its palette titles)
      i18n.addResourceBundle(lng, 'translation', texts, true, false);
    });
    // a failed download (offline) may be tried again by the next screen that needs it
    loading.catch(() => pageTextsLoaded.delete(key));
    pageTextsLoaded.set(key, loading);
  }
  return loading;
}

/**
 * Loads a feature's module together with its page texts: for its routes and palette pages. The
 * command texts come too, since a screen may show one of its commands' texts (the notifications
 * page's 'mark all read'); once the palette has loaded they are there already.
 */
export async function withPageTexts<T>(ns: PageTexts, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadPageTexts(ns), loadCommandTexts()]);
  return module;
}

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
