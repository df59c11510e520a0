/**
 * Password-reset answer times: a known and an unknown e-mail must answer alike, and neither may
 * wait for the mail (tests/server/auth-password-reset.test.ts proves the second without a clock).
 * Builds the app on SQLite in a temporary folder (mail goes to its outbox), sends
 * RESET_ROUNDS requests for each kind through app.inject and prints p50/p99 of each and their
 * ratio. Informational only: `node --import tsx bench/password-reset-timing.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/engine';

const rounds = Number(process.env.RESET_ROUNDS ?? 200);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-bench-reset-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SIMULATOR: 'false' }),
  rateLimit: { max: 1_000_000, windowMs: 60_000 },
  serveSpa: false,
};
const app = await buildApp(config, { database: createDatabase({ sqliteFile: path.join(dataDir, 'db.sqlite') }), logger: false });
await app.ready();

async function measure(email: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.statusCode !== 200) throw new Error(`reset answered ${res.statusCode}`);
    // the background work of one request must not be timed as part of the next
    await app.mail.idle();
  }
  return times.sort((a, b) => a - b);
}

await measure('warm-up@example.com');
const known = await measure('vlastnik@example.com');
const unknown = await measure('nikdo@example.com');
const line = (name: string, t: number[]) => `${name.padEnd(14)} p50 ${percentile(t, 50).toFixed(2)} ms  p99 ${percentile(t, 99).toFixed(2)} ms`;
console.log(line('known e-mail', known));
console.log(line('unknown e-mail', unknown));
console.log(`known / unknown p50: ${(percentile(known, 50) / percentile(unknown, 50)).toFixed(2)}`);
process.exit(0);
