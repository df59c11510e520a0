import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { main } from './main';
import { PROJECT_ROOT } from './lib/root';

// `npm start` runs this compiled (server/launch.mjs builds it into dist-server/start.js): build the
// SPA once if it is missing, then serve it and the API from one process.
if (!fs.existsSync(path.join(PROJECT_ROOT, 'dist/index.html'))) {
  console.log('Building the web app (first start only)…');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: PROJECT_ROOT });
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
await main();
