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

/** The feature's modules that commands.ts imports at once (not `import type`, not `import()`), itself included. */
function commandClosure(feature: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      const target = path.resolve(path.dirname(file), m[1]);
      if (!target.startsWith(feature + path.sep)) continue;
      for (const ext of ['.ts', '.tsx']) visit(target + ext);
    }
  };
  visit(path.join(feature, 'commands.ts'));
  return [...seen];
}

/**
 * Modules that run without their feature's page texts: everything outside the feature, and the
 * feature's palette entries with what they import at once. Its screens and palette pages load
 * through withPageTexts. A feature's `screen.ts` holds dialog and screen ids only (some look like
 * text keys), so it is not read.
 */
function alwaysLoaded(ns: string): string[] {
  const feature = path.join(ROOT, 'src/features', ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  const outside = files(path.join(ROOT, 'src')).filter((f) => !f.startsWith(feature + path.sep));
  return [...outside, ...commandClosure(feature).filter((f) => !/[\\/]screen\.ts$/.test(f))];
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
    const at = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), cs);
    const texts: string[] = [];
    for (const file of alwaysLoaded(ns)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(new RegExp(`['"\`](${ns}(?:\\.\\w+)+)(\\.\\$\\{)?`, 'g'))) {
        const value = at(m[1]);
        // a text: a key that names a string, or a prefix completed at run time (`type.${v.type}`);
        // ids that look like keys (a dialog's 'documents.upload') name no string
        const isText = typeof value === 'string' || (m[2] !== undefined && typeof value === 'object');
        if (isText && !keep.includes(m[1].split('.')[1])) texts.push(`${path.relative(ROOT, file)}: ${m[1]}`);
      }
    }
    expect(texts).toEqual([]);
  });
});
