/**
 * The command texts (src/lib/pageTexts.ts `commandTexts`) leave the first screen's locale file and
 * load with the palette: nothing that runs before they arrive may need one, and every command's
 * texts must be there once they have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { allCommands } from '../../src/commands/registry';
import { commandTexts, firstScreenTexts, pageTexts, PAGE_TEXTS, type PageTexts } from '../../src/lib/pageTexts';

type Texts = Record<string, unknown>;
const ROOT = path.resolve(__dirname, '../..');
const LOCALES = { cs, en } as Record<string, Texts>;

/** The SPA's part of a locale (vite.config.ts leaves the server's messages out of every file). */
function spa(all: Texts): Texts {
  const { server: _server, ...rest } = all;
  return rest;
}

const at = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Texts)[k] : undefined), texts);

/** Every dotted key of a texts tree that names a string. */
function leaves(texts: unknown, prefix = ''): string[] {
  if (texts === null || typeof texts !== 'object') return [prefix];
  return Object.entries(texts as Texts).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function resolveModule(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** A dynamic import that loads its texts first: `withPageTexts('ns', () => import(…))` or `withCommandTexts(() => import(…))`. */
const WITH_TEXTS = /with(?:Page|Command)Texts\(\s*(?:'\w+',\s*)?\(\)\s*=>\s*$/;

/**
 * The modules that may run before the command texts are here: the entry's static imports, and the
 * lazy modules it loads without waiting for texts (the first screen, and the screens and dialogs
 * loaded like it), with theirs. Modules loaded through withPageTexts or withCommandTexts (the
 * palette, the `?` overlay, the features' screens) are left out.
 */
function beforeCommandTexts(entry = path.join(ROOT, 'src/main.tsx')): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      const target = resolveModule(file, m[1]);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
    for (const m of code.matchAll(/import\('(\.[^']+)'\)/g)) {
      if (WITH_TEXTS.test(code.slice(Math.max(0, m.index - 120), m.index))) continue;
      const target = resolveModule(file, m[1]);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** Texts a module names: a key naming a string, or a prefix completed at run time (`units.types.${type}`). */
function textsNamed(file: string, texts: Texts): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of code.matchAll(/['"`]([a-zA-Z]+(?:\.\w+)+)(\.\$\{)?/g)) {
    const value = at(texts, m[1]);
    // ids that look like keys (a dialog's 'documents.upload') name no string
    if (typeof value === 'string' || (m[2] !== undefined && typeof value === 'object' && value !== null)) found.push(m[1]);
  }
  return found;
}

describe.each(['cs', 'en'])('%s: the command texts split', (lng) => {
  const all = spa(LOCALES[lng]);
  const first = firstScreenTexts(all);
  const commands = commandTexts(all);

  it('the first screen, the command texts and the page texts together hold every text, the first two none twice', () => {
    const firstKeys = new Set(leaves(first));
    const commandKeys = leaves(commands);
    expect(commandKeys.filter((k) => firstKeys.has(k))).toEqual([]);
    const pageKeys = (Object.keys(PAGE_TEXTS) as PageTexts[]).flatMap((ns) => leaves(pageTexts(all, ns)));
    const held = new Set([...firstKeys, ...commandKeys, ...pageKeys]);
    expect(leaves(all).filter((k) => !held.has(k))).toEqual([]);
    for (const k of commandKeys) expect(at(commands, k), k).toBe(at(all, k));
  });

  it('every command title, group and pick-list text is there once the command texts are', () => {
    const loaded = (key: string) => typeof at(first, key) === 'string' || typeof at(commands, key) === 'string';
    const keys = allCommands().flatMap((c) => [
      c.title,
      c.group,
      ...(c.page?.kind === 'list' ? [c.page.placeholder, c.page.empty].filter((k): k is string => k !== undefined) : []),
    ]);
    expect(keys.length).toBeGreaterThan(100);
    expect([...new Set(keys)].filter((k) => !loaded(k))).toEqual([]);
  });

  it('the palette namespace keeps on the first screen only what the shell shows of it', () => {
    expect(Object.keys(first.palette as Texts).sort()).toEqual(['current', 'open', 'trigger']);
    expect(at(commands, 'palette.commands.switchBuilding')).toBeTypeOf('string');
  });
});

describe('what runs before the command texts arrive', () => {
  const all = spa(cs as Texts);
  const first = firstScreenTexts(all);
  const modules = beforeCommandTexts();

  it('is the app without the palette, the `?` overlay and the features’ screens', () => {
    const rel = [...modules].map((f) => path.relative(ROOT, f));
    expect(rel).toEqual(expect.arrayContaining(['src/app/TopBar.tsx', 'src/app/AuthenticatedApp.tsx', 'src/features/dashboard/DashboardPage.tsx', 'src/commands/core-commands.ts']));
    for (const later of ['src/commands/PaletteHost.tsx', 'src/commands/Palette.tsx', 'src/commands/HelpOverlay.tsx', 'src/commands/registry.ts', 'src/commands/shell-commands.ts', 'src/features/dashboard/AnnouncementFormDialog.tsx']) {
      expect(rel).not.toContain(later);
    }
  });

  it('names only first-screen texts', () => {
    const missing: string[] = [];
    for (const file of modules) {
      // the shell's keyed commands: their titles and groups show in the palette and the `?` overlay only
      if (file.endsWith(path.join('src', 'commands', 'core-commands.ts'))) continue;
      // a contract schema's message key shows in the form that checks with it, which loads its texts with its page
      if (path.relative(ROOT, file).startsWith('contract' + path.sep)) continue;
      for (const key of textsNamed(file, all)) {
        const kept = at(first, key);
        if (kept === undefined) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the check can fail: the palette names command texts the first screen lacks', () => {
    const named = textsNamed(path.join(ROOT, 'src/commands/Palette.tsx'), all);
    expect(named).toContain('palette.placeholder');
    expect(at(first, 'palette.placeholder')).toBeUndefined();
  });
});
