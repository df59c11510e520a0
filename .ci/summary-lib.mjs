// The closing CI summary as a pure function of the runners' JSON reports, so a unit test can feed it
// fixture reports (tests/unit/ci-summary.test.ts). .ci/summary.mjs reads the files and prints.

/** Server tests carry their engine in the name: describe.each(ENGINES)('… (%s)') → "(postgres)". */
const ENGINE_TAGS = {
  postgres: (name) => name.includes('(postgres)'),
  // Redis suites name it in their title (tests/server/harness.ts: "Engine tags")
  redis: (name) => /redis/i.test(name),
};

const line = (name, c) => `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

function vitestTests(report) {
  return (report.testResults ?? []).flatMap((file) => file.assertionResults ?? []);
}

/** Playwright's JSON nests suites (files, describes) holding specs holding one test per project. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) out.push({ title: [...titles, spec.title].join(' › '), status: test.status });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

/**
 * @param {object|null} vitest vitest's JSON report (null: the step did not run)
 * @param {object|null} playwright Playwright's JSON report
 * @param {{ postgres?: number, redis?: number }} floors passed tests each engine must have at least;
 *   an engine listed here with 0 or fewer passed tests fails the run whatever the floor
 * @returns {{ lines: string[], ok: boolean }}
 */
export function summarize(vitest, playwright, floors = {}) {
  const lines = [];
  const problems = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  const add = (c) => {
    for (const k of Object.keys(total)) total[k] += c[k];
  };

  if (vitest) {
    const c = {
      passed: vitest.numPassedTests ?? 0,
      // a file that failed to load has no failed tests, but its suite failed
      failed:
        (vitest.numFailedTests ?? 0) +
        (vitest.numFailedTestSuites && !vitest.numFailedTests ? vitest.numFailedTestSuites : 0),
      skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
    };
    lines.push(line('vitest', c));
    add(c);
    const tests = vitestTests(vitest);
    for (const [engine, floor] of Object.entries(floors)) {
      const passed = tests.filter((t) => t.status === 'passed' && ENGINE_TAGS[engine](t.fullName ?? '')).length;
      lines.push(`vitest on ${engine}: ${passed} passed (floor ${floor})`);
      if (passed === 0 || passed < floor) {
        problems.push(`the ${engine} suites did not run (${passed} passed tests, at least ${Math.max(floor, 1)} expected)`);
      }
    }
  } else {
    lines.push('vitest: no report (the step did not run or crashed)');
    if (Object.keys(floors).length) problems.push('no vitest report, so no engine suite is known to have run');
  }

  if (playwright?.stats) {
    const s = playwright.stats;
    // flaky = failed first, passed on the retry: counted as passed, and named so nobody misses it
    const c = { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
    lines.push(line('playwright', c) + (s.flaky ? ` (${s.flaky} flaky: passed on retry)` : ''));
    for (const t of playwrightTests(playwright).filter((t) => t.status === 'flaky')) {
      lines.push(`flaky (passed only on retry): ${t.title}`);
    }
    add(c);
  } else {
    lines.push('playwright: no report (the step did not run or crashed)');
  }

  for (const p of problems) lines.push(`FAILED: ${p}`);
  lines.push(line('total', total));
  return { lines, ok: problems.length === 0 };
}
