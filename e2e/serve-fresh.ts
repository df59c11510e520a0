/**
 * The browser tests' web server (Playwright's `webServer` command): the REAL server serving the
 * BUILT SPA, on a brand-new temporary data folder with the demo data, so every run starts from the
 * same state. Builds dist/ first when it is missing (or when E2E_REBUILD=1).
 *
 * It builds the app exactly as server/main.ts does, with two test-only changes:
 * - the sign-in rate limit is raised, because a browser suite signs in far more often than a
 *   person (all from 127.0.0.1) and would otherwise be answered 429 halfway through;
 * - passwords are hashed with a lower scrypt cost (as the API tests do). Seeding the demo users at
 *   OWASP's cost took over Fastify's 10 s plugin timeout on a busy two-core machine, and every
 *   sign-in would cost ~0.5 s. The stored hash carries its parameters, so verification is the same code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

const root = path.resolve(import.meta.dirname, '..');

function ensureBuild(): void {
  const index = path.join(root, 'dist', 'index.html');
  if (fs.existsSync(index) && process.env.E2E_REBUILD !== '1') return;
  console.log('[e2e] building the SPA (dist/ is missing)…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[e2e] vite build failed');
    process.exit(result.status ?? 1);
  }
}

ensureBuild();

// E2E_DATA_DIR: a folder the caller owns and keeps, so a test can stop this server and start it
// again on the same data (e2e/board-restart.spec.ts); otherwise a fresh one, removed on exit
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-e2e-'));
const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_DATA_DIR) process.on('exit', removeDataDir);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '8090',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  SIMULATOR: 'false',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
// One instance on SQLite: never pick up a developer's PostgreSQL or Redis by accident.
delete env.DATABASE_URL;
delete env.REDIS_URL;

const config = { ...loadConfig(env), rateLimit: { max: 10_000, windowMs: 60_000 }, scryptN: 2 ** 12 };
const app = await buildApp(config);
const address = await app.listen({ port: config.port, host: config.host });
console.log(`[e2e] Domovník on ${address}, data in ${dataDir}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  await app.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
