/**
 * The server's messages a form shows before sending (issue 30 §4): the SPA's build leaves `server.*`
 * out of its texts, so the forms' part comes back as `locales/<lng>.json?forms`. Without it a form
 * would show `server.validation.field_required` instead of the sentence.
 */
import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { formTexts } from '../../src/lib/pageTexts';
import { contractMessageKeys } from '../../vite.config';

type Texts = Record<string, unknown>;
const at = (texts: Texts, key: string) => key.split('.').reduce<unknown>((t, part) => (t as Texts | undefined)?.[part], texts);

describe.each([
  ['cs', cs],
  ['en', en],
] as const)('%s: the forms’ server messages', (_lng, all) => {
  const keys = contractMessageKeys();
  const texts = formTexts(all as Texts, keys);

  it('finds the message keys the contract’s schemas name', () => {
    expect(keys).toEqual(expect.arrayContaining(['server.auth.missing.name', 'server.validation.control_chars', 'server.validation.password_rule']));
    // a form's own check beside its schema (src/), and a key completed at run time (`server.qr.${problem}`)
    expect(keys).toEqual(expect.arrayContaining(['server.parking.valid_to_past', 'server.qr']));
  });

  it('holds every generic message and every key the contract names, as in the locale', () => {
    for (const key of Object.keys((all as { server: { validation: Texts } }).server.validation)) {
      expect(at(texts, `server.validation.${key}`)).toBe(at(all as Texts, `server.validation.${key}`));
    }
    const missing = keys.filter((key) => at(texts, key) === undefined);
    expect(at(texts, 'server.qr.times_required')).toBe(at(all as Texts, 'server.qr.times_required'));
    // a key the contract names must exist in the locale, or the server would answer the key itself
    expect(missing).toEqual([]);
  });

  it('holds nothing else of the server’s messages', () => {
    expect(at(texts, 'server.errors.not_found')).toBeUndefined();
    expect(Object.keys(texts)).toEqual(['server']);
  });
});
