import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { commandTexts, firstScreenTexts, formTexts, pageTexts, PAGE_TEXTS, type PageTexts } from './src/lib/pageTexts';

const LOCALE = /[\\/]locales[\\/][a-z]{2}\.json$/;
const PAGE_TEXT_MODULE = /[\\/]locales[\\/][a-z]{2}\.json\?texts=(\w+)$/;
const COMMAND_TEXT_MODULE = /[\\/]locales[\\/][a-z]{2}\.json\?commands$/;
const FORM_TEXT_MODULE = /[\\/]locales[\\/][a-z]{2}\.json\?forms$/;

/**
 * The `server.*` message keys the forms show before sending: those the contract's schemas name, and
 * those a form's own check beside its schema names (src/, e.g. a time window that needs the clock).
 */
export function contractMessageKeys(dirs = ['./contract', './src'].map((d) => fileURLToPath(new URL(d, import.meta.url)))): string[] {
  const keys = new Set<string>();
  for (const entry of dirs.flatMap((dir) => fs.readdirSync(dir, { withFileTypes: true, recursive: true }))) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const code = fs.readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8');
    for (const m of code.matchAll(/['"`](server\.[\w.]+)['"`]/g)) keys.add(m[1]);
    // a key completed at run time (`server.qr.${problem}`) takes its whole namespace
    for (const m of code.matchAll(/`(server\.[\w.]+)\.\$\{/g)) keys.add(m[1]);
  }
  return [...keys].sort();
}

/**
 * The locales' `server.*` texts are the API's messages (server/lib/i18n.ts translates them before
 * they are sent): the SPA never looks one up, so its build leaves them out of the bundled texts.
 * Page texts and command texts (src/lib/pageTexts.ts) leave the first screen's file too (build only:
 * development and tests load the whole file).
 */
function spaLocales(): Plugin {
  return {
    name: 'spa-locales',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!LOCALE.test(id)) return null;
      const { server: _server, ...spa } = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify(firstScreenTexts(spa)), map: null };
    },
  };
}

/**
 * `locales/<lng>.json?texts=<namespace>`: one namespace's page texts as a module of its own, which
 * lib/i18n.ts `withPageTexts` loads beside the feature's screens; `locales/<lng>.json?commands`: the
 * command texts, which `withCommandTexts` loads beside the palette. In every mode (the build, the dev
 * server, vitest), so the import always resolves; outside the build the texts are there already and
 * merging them again changes nothing.
 */
export function pageTextModules(): Plugin {
  return {
    name: 'page-text-modules',
    enforce: 'pre',
    load(id) {
      if (FORM_TEXT_MODULE.test(id)) {
        const all = JSON.parse(fs.readFileSync(id.slice(0, id.indexOf('?')), 'utf8')) as Record<string, unknown>;
        return { code: `export default ${JSON.stringify(formTexts(all, contractMessageKeys()))};`, moduleType: 'js', map: null };
      }
      if (COMMAND_TEXT_MODULE.test(id)) {
        const { server: _server, ...spa } = JSON.parse(fs.readFileSync(id.slice(0, id.indexOf('?')), 'utf8')) as Record<string, unknown>;
        return { code: `export default ${JSON.stringify(commandTexts(spa))};`, moduleType: 'js', map: null };
      }
      const m = PAGE_TEXT_MODULE.exec(id);
      if (!m) return null;
      if (!Object.hasOwn(PAGE_TEXTS, m[1])) this.error(`unknown page texts '${m[1]}' (src/lib/pageTexts.ts)`);
      const all = JSON.parse(fs.readFileSync(id.slice(0, id.indexOf('?')), 'utf8')) as Record<string, unknown>;
      return { code: `export default ${JSON.stringify(pageTexts(all, m[1] as PageTexts))};`, moduleType: 'js', map: null };
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [spaLocales(), pageTextModules(), react(), tailwindcss()],
  resolve: {
    // see src/lib/no-virtual.ts: headlessui's virtual-list dependency, never used here
    alias: [
      { find: '@tanstack/react-virtual', replacement: fileURLToPath(new URL('./src/lib/no-virtual.ts', import.meta.url)) },
      // see src/lib/zod-jitless.ts: no `new Function` under the CSP (exactly `zod`; its subpaths resolve as usual)
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/v1/socket.io': { target: apiTarget, ws: true },
      '/v1': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: lets bench/bundle-size.ts follow the chunk graph of each screen
    manifest: true,
  },
});
