/**
 * Command titles in the other language (issue 10 §3): in the Czech UI 'open door' finds 'Otevřít
 * dveře', in the English UI 'otevrit dvere' finds 'Open door…', for every command without keyword
 * lists. The first screen carries only the current language's texts, so the other language's come
 * when the palette first opens: its command texts (lib/i18n.ts importCommandTexts) and its
 * first-screen texts (importTexts: the titles kept there, such as the sections' names). Together they
 * hold every command title, because a feature whose texts leave the first screen keeps its palette
 * titles out of its page texts (lib/pageTexts.ts `keep`). Until they arrive, or if they cannot be
 * fetched, the palette matches in the current language alone. Nothing goes into i18next: all the
 * palette shows stays in the current language.
 */
import { useEffect, useState } from 'react';
import { currentLanguage, importCommandTexts, importTexts, LANGUAGES, type Language } from '../lib/i18n';

/** A command title's key → the title in the other languages (none for an unknown key). */
export type OtherTitles = (key: string) => string[];

const NONE: OtherTitles = () => [];

/** Looks a dotted key up in each of the texts, keeping the strings found. */
export function titlesIn(texts: readonly Record<string, unknown>[]): OtherTitles {
  const at = (all: Record<string, unknown>, key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), all);
  return (key) => texts.map((all) => at(all, key)).filter((v): v is string => typeof v === 'string');
}

// keyed by the current language: a language switch reloads the page, but tests switch in place
const loading = new Map<Language, Promise<OtherTitles>>();
const loaded = new Map<Language, OtherTitles>();

/** Fetches the other languages' texts once (again after a failure, e.g. offline). */
export function loadOtherTitles(lng: Language = currentLanguage()): Promise<OtherTitles> {
  let load = loading.get(lng);
  if (!load) {
    const others = LANGUAGES.filter((l) => l !== lng);
    load = Promise.all(others.flatMap((l) => [importCommandTexts(l), importTexts(l)])).then((texts) => {
      const titles = titlesIn(texts);
      loaded.set(lng, titles);
      return titles;
    });
    load.catch(() => loading.delete(lng));
    loading.set(lng, load);
  }
  return load;
}

/** The other languages' titles once they are here (none before); starts fetching them on first use. */
export function useOtherTitles(): OtherTitles {
  const lng = currentLanguage();
  const [titles, setTitles] = useState<OtherTitles>(() => loaded.get(lng) ?? NONE);
  useEffect(() => {
    if (loaded.has(lng)) return;
    let mounted = true;
    loadOtherTitles(lng).then(
      (t) => mounted && setTitles(() => t),
      () => undefined, // the palette keeps matching in the current language
    );
    return () => {
      mounted = false;
    };
  }, [lng]);
  return titles;
}
