import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { main } from './main';

// `npm start` on a fresh clone: build the SPA once, then serve it and the API from one process.
const dist = path.resolve(import.meta.dirname, '../dist/index.html');
if (!fs.existsSync(dist)) {
  console.log('Building the web app (first start only)…');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: path.resolve(import.meta.dirname, '..') });
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
await main();
