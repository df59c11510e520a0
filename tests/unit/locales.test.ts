import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) leaves(v as Tree, path).forEach((val, key) => out.set(key, val));
    else out.set(path, v);
  }
  return out;
}

describe('locales', () => {
  const csKeys = leaves(cs as Tree);
  const enKeys = leaves(en as Tree);

  it('cs.json and en.json have the same keys', () => {
    const onlyCs = [...csKeys.keys()].filter((k) => !enKeys.has(k));
    const onlyEn = [...enKeys.keys()].filter((k) => !csKeys.has(k));
    expect({ onlyCs, onlyEn }).toEqual({ onlyCs: [], onlyEn: [] });
  });

  it('has no empty or non-string values', () => {
    const bad = [...csKeys, ...enKeys].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
    const differ = [...csKeys.keys()].filter((k) => enKeys.has(k) && vars(csKeys.get(k)) !== vars(enKeys.get(k)));
    expect(differ).toEqual([]);
  });

  it('keeps the spec’s Czech texts verbatim', () => {
    expect(csKeys.get('auth.login.success')).toBe('Úspěšně přihlášeno');
    expect(csKeys.get('auth.login.failed')).toBe('Chyba při přihlášení');
    expect(csKeys.get('auth.login.connectionError')).toBe('Chyba připojení - zkontrolujte internetové připojení');
    expect(csKeys.get('errors.buildingsLoad')).toBe('Chyba při načítání budov');
    expect(csKeys.get('server.auth.missing.name')).toBe('Chybí jméno');
    expect(csKeys.get('server.auth.missing.phone')).toBe('Chybí telefon');
    expect(csKeys.get('server.auth.missing.password')).toBe('Chybí heslo');
    expect(csKeys.get('server.auth.missing.invitation_code')).toBe('Chybí kód pozvánky');
  });
});

/**
 * A form's check before sending and the server's refusal of the same mistake must say the same
 * thing: the SPA does not load the server's texts, so the pairs are kept equal here.
 */
const SAME_AS_SERVER: Record<string, string> = {
  'forum.form.titleRequired': 'server.forum.title_required',
  'forum.form.contentRequired': 'server.forum.content_required',
};

describe('client checks say what the server says', () => {
  for (const [name, tree] of [['cs', cs], ['en', en]] as const) {
    it(`in ${name}`, () => {
      const texts = leaves(tree as Tree);
      const differ = Object.entries(SAME_AS_SERVER).filter(([client, server]) => texts.get(client) !== texts.get(server) || texts.get(client) === undefined);
      expect(differ).toEqual([]);
    });
  }
});
