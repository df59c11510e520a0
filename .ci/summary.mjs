// Prints the totals of the test runs from their JSON reports (vitest and Playwright), ending with one
// plain "total: N passed, N failed, N skipped" line. A missing report means that step did not run.
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
const line = (name, c) => `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

const vitest = read(vitestFile);
if (vitest) {
  const c = {
    passed: vitest.numPassedTests ?? 0,
    // a file that failed to load has no failed tests, but its suite failed
    failed: (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites && !vitest.numFailedTests ? vitest.numFailedTestSuites : 0),
    skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
  };
  console.log(line('vitest', c));
  for (const k of Object.keys(total)) total[k] += c[k];
} else {
  console.log('vitest: no report (the step did not run or crashed)');
}

const pw = read(playwrightFile);
if (pw?.stats) {
  const s = pw.stats;
  // flaky = failed first, passed on the retry: counted as passed, and named
  const c = { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
  console.log(line('playwright', c) + (s.flaky ? ` (${s.flaky} flaky: passed on retry)` : ''));
  for (const k of Object.keys(total)) total[k] += c[k];
} else {
  console.log('playwright: no report (the step did not run or crashed)');
}

console.log(line('total', total));
