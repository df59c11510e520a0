import cs from '../../locales/cs.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };

export type Lang = 'cs' | 'en';
type Tree = { [key: string]: string | Tree };
const catalogues: Record<Lang, Tree> = { cs: cs as Tree, en: en as Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server messages share the SPA's locale files, so a key such as 'server.errors.not_found'
 * reads the same in both. Text that is not a key is returned as it is.
 */
export function translate(lang: Lang, keyOrText: string, params: Record<string, string | number> = {}): string {
  const template = lookup(catalogues[lang], keyOrText) ?? lookup(catalogues.cs, keyOrText) ?? keyOrText;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Czech first: English only when the client asks for it before Czech. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'cs';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'cs' || tag === 'sk') return 'cs';
    if (tag === 'en') return 'en';
  }
  return 'cs';
}
