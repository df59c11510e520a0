// Compiles the server into one JavaScript file, dist-server/start.js, with esbuild (tsx's own
// compiler, so it is installed with the production dependencies too). Packages stay imports from
// node_modules; the project's TypeScript, contract/ and the locale JSON go into the bundle.
// `npm run build` runs it; server/launch.mjs (`npm start`) runs it when the build is missing or older
// than the sources.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const OUT_FILE = path.join(ROOT, 'dist-server/start.js');
/** what the bundle is made of: a change in any of these makes it stale */
const SOURCES = ['server', 'contract', 'locales', 'package.json', 'package-lock.json'];

export async function buildServer() {
  const { build } = await import('esbuild');
  const started = performance.now();
  await build({
    entryPoints: [path.join(ROOT, 'server/start.ts')],
    outfile: OUT_FILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}

function newestMtime(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether dist-server/ is missing or older than a source file. */
export function serverBuildStale() {
  const built = fs.statSync(OUT_FILE, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built.mtimeMs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildServer();
  console.log(`server built into ${path.relative(ROOT, OUT_FILE)} in ${ms} ms`);
}
