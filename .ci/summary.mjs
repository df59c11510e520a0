// Prints the totals of the test runs from their JSON reports (vitest and Playwright), ending with one
// plain "total: N passed, N failed, N skipped" line. A missing report means that step did not run.
// Usage: node .ci/summary.mjs vitest.json playwright.json [--min-postgres=N] [--min-redis=N]
// Exits 1 when an engine given a floor ran fewer passed tests than that (or none): a run that quietly
// dropped TEST_DATABASE_URL or REDIS_URL must not end green.
import fs from 'node:fs';
import { summarize } from './summary-lib.mjs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
const floors = {};
for (const a of args) {
  const m = /^--min-(postgres|redis)=(\d+)$/.exec(a);
  if (m) floors[m[1]] = Number(m[2]);
}

const { lines, ok } = summarize(read(files[0]), read(files[1]), floors);
for (const l of lines) console.log(l);
process.exit(ok ? 0 : 1);
