import i18next from 'i18next';
import Negotiator from 'negotiator';
import cs from '../../locales/cs.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };

export type Lang = 'cs' | 'en';

/**
 * Server messages go through i18next with the SPA's own locale files, so a key such as
 * 'server.errors.not_found' reads the same in both, with the same interpolation and plural rules
 * (`count` picks `_one`/`_few`/`_other` by the language's CLDR rules). Czech is the fallback.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { cs: { translation: cs }, en: { translation: en } },
  lng: 'cs',
  fallbackLng: 'cs',
  supportedLngs: ['cs', 'en'],
  // resources are in memory: ready before the first call, no promise to wait for
  initAsync: false,
  // plain text that is not a key (a library's own message) must come back unchanged: ':' is not a namespace
  nsSeparator: false,
  // answers are JSON, never HTML: nothing to escape
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Messages without parameters, by language (see translate). */
const plain: Record<Lang, Map<string, string>> = { cs: new Map(), en: new Map() };

/** The message for a key in a language; text that is not a key is returned as it is. */
export function translate(lang: Lang, keyOrText: string, params?: Record<string, string | number | boolean>): string {
  if (params && Object.keys(params).length > 0) return i18n.t(keyOrText, { ...params, lng: lang, defaultValue: keyOrText });
  // A message without parameters never changes (the resources are fixed at start), and i18next's
  // lookup is a visible share of a small answer's time (issue 8): remembered per language. Keys are
  // the code's own, so the memo is bounded by them; text that is not a key is not remembered.
  const memo = plain[lang];
  let text = memo.get(keyOrText);
  if (text === undefined) {
    text = i18n.t(keyOrText, { lng: lang, defaultValue: keyOrText });
    if (text !== keyOrText && memo.size < 5_000) memo.set(keyOrText, text);
  }
  return text;
}

/** Languages a caller may ask for, with those we answer in (Slovak readers get Czech). */
const ANSWER: Record<string, Lang> = { cs: 'cs', sk: 'cs', en: 'en' };

/** Answers by Accept-Language header (see languageOf). */
const byHeader = new Map<string, Lang>();

/**
 * The caller's language from Accept-Language, honouring q-values (negotiator): the most preferred
 * language we can answer in; Czech when none is given or none matches.
 */
export function languageOf(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'cs';
  // every request asks; browsers send a handful of distinct headers, so the answer is remembered
  const known = byHeader.get(acceptLanguage);
  if (known) return known;
  const lang = negotiate(acceptLanguage);
  if (byHeader.size >= 1_000) byHeader.clear();
  byHeader.set(acceptLanguage, lang);
  return lang;
}

function negotiate(acceptLanguage: string): Lang {
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  for (const tag of preferred) {
    const lang = ANSWER[tag.slice(0, 2).toLowerCase()];
    if (lang) return lang;
  }
  return 'cs';
}
