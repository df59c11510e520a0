/**
 * Runs after `vite build` (`npm run build`): how much JavaScript, gzipped, a browser downloads for
 * the login screen and for the dashboard after sign-in, against the budgets, and which chunks are
 * heavy. Follows the chunk graph in dist/.vite/manifest.json (build.manifest). Over a budget it
 * exits 1, so `npm run build` and CI fail (issue 7): the first screen must not grow with every feature.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

/**
 * What each screen needs before it can paint: the entry's static graph plus these lazy chunks (the
 * routed page and the signed-in shell) with their static graphs. Chunks the screen fetches later
 * (the palette, the socket, a dialog when first opened) are listed apart and not counted.
 */
const SCREENS = [
  // the texts of the default language (Czech) load before the first paint (src/main.tsx)
  { name: 'login screen', budget: 150 * KB, lazy: [/^src\/features\/auth\/LoginPage\.tsx$/, /^locales\/cs\.json$/] },
  {
    name: 'dashboard after sign-in',
    budget: 200 * KB,
    lazy: [/^src\/app\/AuthenticatedApp\.tsx$/, /^src\/features\/dashboard\/DashboardPage\.tsx$/, /^locales\/cs\.json$/],
  },
];

/** Strings that survive minification and betray a library inside a chunk (heuristic). */
const LIBRARY_MARKERS: Record<string, RegExp> = {
  'react-dom': /react-dom|__reactFiber|react\.dev\/errors/,
  recharts: /recharts-/,
  'socket.io-client': /socket\.io|engine\.io/i,
  cmdk: /cmdk-/,
  '@headlessui/react': /headlessui-/,
  i18next: /i18next/,
  'date-fns': /date-fns|formatDistance/,
  qrcode: /qrcode|QR Code/i,
  swr: /\$swr\$|swr/,
  'lucide-react': /lucide/,
  'react-hot-toast': /go3|toast/,
};

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The chunk and everything it imports statically (what the browser fetches before it runs). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function entryFromIndexHtml(manifest: Manifest): string | undefined {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
  return Object.keys(manifest).find((k) => manifest[k].file === script) ?? Object.keys(manifest).find((k) => manifest[k].isEntry);
}

function main(): void {
  if (!fs.existsSync(manifestFile)) {
    console.log('bundle-size: dist/.vite/manifest.json not found (run `vite build` with build.manifest on).');
    failed = true;
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = entryFromIndexHtml(manifest);
  if (!entry) {
    console.log('bundle-size: no entry chunk in the manifest.');
    failed = true;
    return;
  }
  const jsKeys = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k].file.endsWith('.js'));

  console.log('\nBundle sizes (JavaScript, gzip -9)');
  for (const screen of SCREENS) {
    const keys = staticClosure(manifest, entry);
    const lazy = Object.keys(manifest).filter(
      (k) => manifest[k].isDynamicEntry && screen.lazy.some((re) => re.test(manifest[k].src ?? k)),
    );
    const counted = lazy;
    if (counted.length < screen.lazy.length) {
      // a renamed page must not silently shrink the measurement
      console.log(`  ${screen.name}: a lazy chunk named in SCREENS is missing from the manifest`);
      failed = true;
    }
    for (const k of counted) staticClosure(manifest, k, keys);
    const files = jsKeys(keys);
    const total = files.reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
    const verdict = total <= screen.budget ? 'within budget' : 'OVER BUDGET';
    if (total > screen.budget) failed = true;
    console.log(`  ${screen.name.padEnd(26)} ${kb(total).padStart(10)} of ${kb(screen.budget)}  ${verdict}  (${files.length} chunks)`);
    for (const k of files.sort((a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file))) {
      console.log(`      ${kb(gzipSize(manifest[k].file)).padStart(9)}  ${manifest[k].file}  ← ${manifest[k].src ?? k}`);
    }
    const later = new Set<string>();
    for (const k of keys) for (const d of manifest[k].dynamicImports ?? []) if (!keys.has(d)) later.add(d);
    const laterFiles = jsKeys([...later].flatMap((k) => [...staticClosure(manifest, k)])).filter((k) => !keys.has(k));
    const laterTotal = [...new Set(laterFiles)].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
    console.log(`      fetched only when needed (not counted): ${kb(laterTotal)} in ${new Set(laterFiles).size} chunks`);
  }

  const all = jsKeys(Object.keys(manifest)).map((k) => ({ key: k, file: manifest[k].file, size: gzipSize(manifest[k].file) }));
  const total = all.reduce((s, c) => s + c.size, 0);
  console.log(`\n  all JavaScript: ${kb(total)} in ${all.length} chunks`);
  const heavy = all.filter((c) => c.size >= 20 * KB).sort((a, b) => b.size - a.size);
  console.log('  heavy chunks (≥ 20 KB gzip) and the libraries they appear to hold:');
  if (!heavy.length) console.log('    none');
  for (const c of heavy) {
    const text = fs.readFileSync(path.join(dist, c.file), 'utf8');
    const libs = Object.entries(LIBRARY_MARKERS)
      .filter(([, re]) => re.test(text))
      .map(([name]) => name);
    console.log(`    ${kb(c.size).padStart(9)}  ${c.file}  ← ${manifest[c.key].src ?? c.key}${libs.length ? `  [${libs.join(', ')}]` : ''}`);
  }
  if (failed) {
    console.log('\n  bundle-size: a screen is over its budget (or could not be measured): load more of it lazily.\n');
    process.exitCode = 1;
  } else {
    console.log('  Every screen within its budget.\n');
  }
}

let failed = false;
main();
