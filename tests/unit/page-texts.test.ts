import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import { coreTexts, pageTexts, PAGE_TEXTS, type PageTexts } from '../../src/lib/pageTexts';

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * Modules that run without their feature's page texts: everything outside the feature, and the
 * feature's own palette entries (commands.ts). Its screens and palette pages load through
 * withPageTexts; its screen.ts holds dialog and screen ids only (some look like text keys).
 */
function alwaysLoaded(ns: string): string[] {
  const feature = path.join(ROOT, 'src/features', ns);
  return files(path.join(ROOT, 'src')).filter((f) => !f.startsWith(feature + path.sep) || /[\\/]commands\.ts$/.test(f));
}

describe('page texts (src/lib/pageTexts.ts)', () => {
  it.each(Object.keys(PAGE_TEXTS) as PageTexts[])('%s: the first screen keeps exactly what the palette shows', (ns) => {
    const all = cs as Record<string, Record<string, unknown>>;
    const core = coreTexts(all) as Record<string, Record<string, unknown>>;
    const page = pageTexts(all, ns) as Record<string, Record<string, unknown>>;
    expect(Object.keys(core[ns]).sort()).toEqual([...PAGE_TEXTS[ns].keep].sort());
    // together they are the whole namespace, and nothing else moves
    expect({ ...page[ns], ...core[ns] }).toEqual(all[ns]);
    expect(Object.keys(core)).toEqual(Object.keys(all));
  });

  it.each(Object.keys(PAGE_TEXTS) as PageTexts[])('%s: code that runs without the page texts names only kept keys', (ns) => {
    const keep: readonly string[] = PAGE_TEXTS[ns].keep;
    const used = new Set<string>();
    for (const file of alwaysLoaded(ns)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(new RegExp(`['"\`]${ns}\\.(\\w+)`, 'g'))) used.add(`${path.relative(ROOT, file)}: ${ns}.${m[1]}`);
    }
    const outside = [...used].filter((u) => !keep.includes(u.split(`${ns}.`)[1]));
    // ids that look like keys are fine when they are not texts (screen ids, command ids)
    const texts = outside.filter((u) => Object.hasOwn(cs[ns as keyof typeof cs] as object, u.split(`${ns}.`)[1]));
    expect(texts).toEqual([]);
  });
});
