// Prints the totals of the test runs from their JSON reports (vitest and Playwright), ending with one
// plain "total: N passed, N failed, N skipped" line, and exits 1 when the gate is not met: a failed,
// skipped (and not allowed) or flaky test, a missing report, or a project below its floor.
// Usage: node .ci/summary.mjs --vitest=FILE [--vitest-buckets=B,B…] --playwright=FILE
//          [--extra=LABEL=FILE …] [--extra-buckets=B,B…] [--floor=BUCKET=N …] [--allowed-skips=FILE]
// --vitest-buckets: the buckets the main run must reach the floors of (default: all);
// --extra-buckets: those every extra run must reach (default: none).
// BUCKET: unit, sqlite, postgres, redis, web, browser (.ci/summary-lib.mjs).
import fs from 'node:fs';
import { summarize } from './summary-lib.mjs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const opts = { extra: [], floors: {} };
for (const a of process.argv.slice(2)) {
  const [, key, value] = /^--([a-z-]+)=(.*)$/.exec(a) ?? [];
  if (key === 'vitest') opts.vitest = value;
  else if (key === 'vitest-buckets') opts.vitestBuckets = value.split(',').filter(Boolean);
  else if (key === 'extra-buckets') opts.extraBuckets = value.split(',').filter(Boolean);
  else if (key === 'playwright') opts.playwright = value;
  else if (key === 'allowed-skips') opts.allowedSkips = value;
  else if (key === 'extra') {
    const at = value.lastIndexOf('=');
    opts.extra.push({ label: value.slice(0, at), report: read(value.slice(at + 1)) });
  } else if (key === 'floor') {
    const [bucket, n] = value.split('=');
    opts.floors[bucket] = Number(n);
  } else {
    console.error(`summary: unknown argument ${a}`);
    process.exit(2);
  }
}

const allowedSkips = opts.allowedSkips ? (read(opts.allowedSkips) ?? []) : [];
const { lines, ok } = summarize(
  {
    vitest: opts.vitest ? read(opts.vitest) : null,
    vitestBuckets: opts.vitestBuckets,
    playwright: opts.playwright ? read(opts.playwright) : null,
    extra: opts.extra.map((run) => ({ ...run, buckets: opts.extraBuckets })),
  },
  { floors: opts.floors, allowedSkips },
);
for (const l of lines) console.log(l);
process.exit(ok ? 0 : 1);
