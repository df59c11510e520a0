import fs from 'node:fs';
import path from 'node:path';

/**
 * The project folder (the one holding package.json), found from where this code runs: server/lib/
 * when run from the sources (tests, `npm run dev`), dist-server/ when run from the build (`npm start`).
 * Files read at run time (the built SPA in dist/) are found from here, not from this file's own folder.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname);

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
