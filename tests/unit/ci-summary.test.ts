import { describe, expect, it } from 'vitest';
import { summarize } from '../../.ci/summary-lib.mjs';

/** Fixture reports in the shapes vitest's and Playwright's JSON reporters write. */
function vitestReport(names: Array<[string, 'passed' | 'failed' | 'pending']>) {
  const count = (s: string) => names.filter(([, st]) => st === s).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending'),
    numTodoTests: 0,
    numFailedTestSuites: 0,
    testResults: [{ assertionResults: names.map(([fullName, status]) => ({ fullName, status })) }],
  };
}

const bothEngines = vitestReport([
  ['documents (sqlite) lists', 'passed'],
  ['documents (postgres) lists', 'passed'],
  ['documents (postgres) uploads', 'passed'],
  ['live updates across two instances (PostgreSQL + Redis) relays', 'passed'],
  ['format dates', 'passed'],
]);

const playwright = (flakyTitle?: string) => ({
  stats: { expected: 2, unexpected: 0, flaky: flakyTitle ? 1 : 0, skipped: 0 },
  suites: [
    {
      title: 'auth.spec.ts',
      specs: [{ title: 'signs in', tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'palette',
          specs: [
            { title: 'opens', tests: [{ status: 'expected' }] },
            ...(flakyTitle ? [{ title: flakyTitle, tests: [{ status: 'flaky' }] }] : []),
          ],
        },
      ],
    },
  ],
});

describe('.ci/summary: closing CI summary', () => {
  it('ends with one plain "N passed, N failed" line over both runners', () => {
    const { lines, ok } = summarize(bothEngines, playwright(), { postgres: 2, redis: 1 });
    expect(ok).toBe(true);
    expect(lines.at(-1)).toBe('total: 7 passed, 0 failed, 0 skipped');
    expect(lines).toContain('vitest on postgres: 2 passed (floor 2)');
    expect(lines).toContain('vitest on redis: 1 passed (floor 1)');
  });

  it('fails when the PostgreSQL suites did not run, even with every other test green', () => {
    const sqliteOnly = vitestReport([
      ['documents (sqlite) lists', 'passed'],
      ['format dates', 'passed'],
    ]);
    const { lines, ok } = summarize(sqliteOnly, playwright(), { postgres: 1, redis: 1 });
    expect(ok).toBe(false);
    expect(lines.some((l) => l.startsWith('FAILED: the postgres suites did not run'))).toBe(true);
    expect(lines.some((l) => l.startsWith('FAILED: the redis suites did not run'))).toBe(true);
    expect(lines.at(-1)).toBe('total: 4 passed, 0 failed, 0 skipped');
  });

  it('fails below the floor, and counts skipped or failed engine tests as not run', () => {
    const partly = vitestReport([
      ['documents (postgres) lists', 'passed'],
      ['documents (postgres) uploads', 'pending'],
      ['documents (postgres) deletes', 'failed'],
    ]);
    expect(summarize(partly, null, { postgres: 2 }).ok).toBe(false);
    expect(summarize(partly, null, { postgres: 1 }).ok).toBe(true);
    expect(summarize(partly, null, { postgres: 1 }).lines.at(-1)).toBe('total: 1 passed, 1 failed, 1 skipped');
  });

  it('fails when there is no vitest report but engine floors are asked for', () => {
    const { lines, ok } = summarize(null, null, { postgres: 1 });
    expect(ok).toBe(false);
    expect(lines[0]).toBe('vitest: no report (the step did not run or crashed)');
    expect(lines.at(-1)).toBe('total: 0 passed, 0 failed, 0 skipped');
  });

  it('names a Playwright test that passed only on retry as flaky', () => {
    const { lines, ok } = summarize(bothEngines, playwright('runs the best match'));
    expect(ok).toBe(true);
    expect(lines).toContain('playwright: 3 passed, 0 failed, 0 skipped (1 flaky: passed on retry)');
    expect(lines).toContain('flaky (passed only on retry): auth.spec.ts › palette › runs the best match');
  });

  it('reports no flaky line when nothing needed a retry', () => {
    const { lines } = summarize(bothEngines, playwright());
    expect(lines.some((l) => l.includes('flaky'))).toBe(false);
  });
});
