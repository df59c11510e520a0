// The closing CI summary as a pure function of the runners' JSON reports, so a unit test can feed it
// fixture reports (tests/unit/ci-summary.test.ts). .ci/summary.mjs reads the files and prints.
// docs/testing.md "The gate" says what it checks and why.

/**
 * What a passed test counts towards. The project is where the file lives (vitest.config.ts names the
 * projects by folder); what a server test ran against is its tags, which the suite declares itself
 * (tests/server/harness.ts `describeEngines`, `{ tags: ['redis'] }`), never read from its title.
 */
export const BUCKETS = {
  unit: { label: 'unit', match: (t) => t.project === 'unit' },
  sqlite: { label: 'server on SQLite', match: (t) => t.project === 'server' && t.tags.includes('sqlite') },
  postgres: { label: 'server on PostgreSQL', match: (t) => t.project === 'server' && t.tags.includes('postgres') },
  redis: { label: 'server with Redis', match: (t) => t.project === 'server' && t.tags.includes('redis') },
  web: { label: 'web components', match: (t) => t.project === 'web' },
};

const line = (name, c) => `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

/** The vitest project of a test file, from its path (tests/unit, tests/server, tests/web). */
function projectOf(file) {
  const m = /(?:^|[\\/])tests[\\/](unit|server|web)[\\/]/.exec(file ?? '');
  return m ? m[1] : 'other';
}

/** vitest's JSON: one entry per file, each with its tests; a test's tags include its suites'. */
function vitestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((a) => ({
      name: a.fullName ?? a.title ?? '',
      status: a.status,
      tags: a.tags ?? [],
      project: projectOf(file.name),
    })),
  );
}

/** Playwright's JSON nests suites (files, describes) holding specs holding one test per project. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) out.push({ name: [...titles, spec.title].join(' › '), status: test.status });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

const isSkipped = (status) => status === 'skipped' || status === 'pending' || status === 'todo' || status === 'disabled';

/**
 * @param {{ vitest: object|null, vitestBuckets?: string[], playwright: object|null,
 *   extra?: Array<{ label: string, report: object|null, buckets?: string[] }> }} reports
 *   the main vitest run, the browser run, and further vitest runs (the faked-clock ones), judged
 *   alike. Each vitest run must reach the floors of the buckets it names (`vitestBuckets`, default
 *   every bucket; an extra run's `buckets`, default none), so a bucket the main run leaves to the
 *   faked-clock runs is still held to its floor in each of them. A run that names neither `postgres`
 *   nor `redis` has no PostgreSQL or Redis: their suites may skip there.
 * @param {{ floors?: Record<string, number>, allowedSkips?: Array<{ test: string, reason: string }> }} rules
 *   floors: passed tests each bucket (BUCKETS keys, and `browser`) must reach; a bucket named here
 *   with 0 passed fails whatever its floor. allowedSkips: tests that may be skipped, each with a reason.
 * @returns {{ lines: string[], ok: boolean }}
 */
export function summarize(reports, rules = {}) {
  const { vitest, playwright, extra = [] } = reports;
  const floors = rules.floors ?? {};
  const allowed = new Map((rules.allowedSkips ?? []).map((a) => [a.test, a.reason]));
  const lines = [];
  const problems = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  const add = (c) => {
    for (const k of Object.keys(total)) total[k] += c[k];
  };
  const checkFloor = (key, label, passed) => {
    if (!(key in floors)) return;
    const floor = floors[key];
    lines.push(`${label}: ${passed} passed (floor ${floor})`);
    if (passed === 0 || passed < floor) problems.push(`${label} did not run in full (${passed} passed tests, at least ${Math.max(floor, 1)} expected)`);
  };
  const checkSkips = (runLabel, tests, servicesOff = false) => {
    for (const t of tests.filter((x) => isSkipped(x.status))) {
      // the faked-clock runs have no PostgreSQL or Redis (the faked clock is the Node process's only)
      if (servicesOff && (t.tags.includes('postgres') || t.tags.includes('redis'))) continue;
      if (allowed.has(t.name)) lines.push(`skipped (allowed: ${allowed.get(t.name)}): ${t.name}`);
      else problems.push(`${runLabel}: a test was skipped and is not on .ci/allowed-skips.json: ${t.name}`);
    }
  };

  const vitestRun = (label, report, buckets) => {
    if (!report) {
      lines.push(`${label}: no report (the step did not run or crashed)`);
      problems.push(`${label}: no report, so none of its tests is known to have run`);
      return;
    }
    const tests = vitestTests(report);
    const c = {
      passed: tests.filter((t) => t.status === 'passed').length,
      // a file that failed to load has no failed tests, but its suite failed
      failed: tests.filter((t) => t.status === 'failed').length + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0),
      skipped: tests.filter((t) => isSkipped(t.status)).length,
    };
    lines.push(line(label, c));
    add(c);
    if (c.failed) problems.push(`${label}: ${c.failed} failed`);
    checkSkips(label, tests, !buckets.includes('postgres') && !buckets.includes('redis'));
    for (const key of buckets) {
      const bucket = BUCKETS[key];
      if (!bucket) {
        problems.push(`${label}: unknown bucket ${key}`);
        continue;
      }
      checkFloor(key, `${label} ${bucket.label}`, tests.filter((t) => t.status === 'passed' && bucket.match(t)).length);
    }
  };

  vitestRun('vitest', vitest, reports.vitestBuckets ?? Object.keys(BUCKETS));
  for (const run of extra) vitestRun(`vitest ${run.label}`, run.report, run.buckets ?? []);

  if (playwright?.stats) {
    const s = playwright.stats;
    const tests = playwrightTests(playwright);
    // flaky = failed first, passed on the retry: a failure in CI, named so it gets mended
    const c = { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
    lines.push(line('playwright', c) + (s.flaky ? ` (${s.flaky} of them flaky: passed only on retry)` : ''));
    for (const t of tests.filter((x) => x.status === 'flaky')) {
      lines.push(`flaky (passed only on retry): ${t.name}`);
      problems.push(`playwright: flaky test: ${t.name}`);
    }
    if (s.unexpected) problems.push(`playwright: ${s.unexpected} failed`);
    checkSkips('playwright', tests);
    checkFloor('browser', 'playwright browser', c.passed);
    add(c);
  } else {
    lines.push('playwright: no report (the step did not run or crashed)');
    if ('browser' in floors) problems.push('playwright: no report, so no browser test is known to have run');
  }

  for (const p of problems) lines.push(`FAILED: ${p}`);
  lines.push(line('total', total));
  return { lines, ok: problems.length === 0 };
}
