import { describe, expect, it } from 'vitest';
import { summarize } from '../../.ci/summary-lib.mjs';

type Status = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';
interface T {
  file: string;
  name: string;
  status: Status;
  tags?: string[];
}

/** A fixture report in the shape vitest's JSON reporter writes: files holding tests with their tags. */
function vitestReport(tests: T[], failedSuites = 0) {
  const files = [...new Set(tests.map((t) => t.file))];
  return {
    numFailedTests: tests.filter((t) => t.status === 'failed').length,
    numFailedTestSuites: failedSuites,
    testResults: files.map((file) => ({
      name: `/repo/${file}`,
      assertionResults: tests.filter((t) => t.file === file).map((t) => ({ fullName: t.name, status: t.status, tags: t.tags ?? [] })),
    })),
  };
}

const unit: T = { file: 'tests/unit/format.test.ts', name: 'format dates', status: 'passed' };
const web: T = { file: 'tests/web/shell.test.tsx', name: 'shell renders', status: 'passed' };
const sqlite: T = { file: 'tests/server/documents.test.ts', name: 'documents (sqlite) lists', status: 'passed', tags: ['sqlite'] };
const postgres: T = { file: 'tests/server/documents.test.ts', name: 'documents (postgres) lists', status: 'passed', tags: ['postgres'] };
const redis: T = { file: 'tests/server/live-redis.test.ts', name: 'two instances relay', status: 'passed', tags: ['postgres', 'redis'] };
const everyProject = [unit, web, sqlite, postgres, redis];
const floors = { unit: 1, sqlite: 1, postgres: 2, redis: 1, web: 1, browser: 2 };

type PwStatus = 'expected' | 'unexpected' | 'flaky' | 'skipped';
const playwright = (extra: Array<[string, PwStatus]> = []) => {
  const specs: Array<[string, PwStatus]> = [['signs in', 'expected'], ['opens', 'expected'], ...extra];
  const count = (s: PwStatus) => specs.filter(([, st]) => st === s).length;
  return {
    stats: { expected: count('expected'), unexpected: count('unexpected'), flaky: count('flaky'), skipped: count('skipped') },
    suites: [{ title: 'auth.spec.ts', specs: [], suites: [{ title: 'palette', specs: specs.map(([title, status]) => ({ title, tests: [{ status }] })) }] }],
  };
};

describe('.ci/summary: closing CI summary', () => {
  it('passes a run where every project reached its floor, ending with one plain "N passed, N failed" line', () => {
    const { lines, ok } = summarize({ vitest: vitestReport(everyProject), playwright: playwright() }, { floors });
    expect(lines.filter((l) => l.startsWith('FAILED'))).toEqual([]);
    expect(ok).toBe(true);
    expect(lines.at(-1)).toBe('total: 7 passed, 0 failed, 0 skipped');
    expect(lines).toContain('vitest server on PostgreSQL: 2 passed (floor 2)');
    expect(lines).toContain('vitest server with Redis: 1 passed (floor 1)');
    expect(lines).toContain('vitest unit: 1 passed (floor 1)');
    expect(lines).toContain('vitest web components: 1 passed (floor 1)');
    expect(lines).toContain('playwright browser: 2 passed (floor 2)');
  });

  it('counts a test by its tags, not its title: "redis: false" in a name is no Redis test', () => {
    const noRedis = vitestReport([
      unit,
      web,
      sqlite,
      postgres,
      { file: 'tests/server/x.test.ts', name: 'documents (postgres) uploads', status: 'passed', tags: ['postgres'] },
      { file: 'tests/server/auth-rate-limit.test.ts', name: 'auth rate limits (sqlite, redis: false) limits', status: 'passed', tags: ['sqlite'] },
    ]);
    const { lines, ok } = summarize({ vitest: noRedis, playwright: playwright() }, { floors });
    expect(ok).toBe(false);
    expect(lines).toContain('FAILED: vitest server with Redis did not run in full (0 passed tests, at least 1 expected)');
    // and a "(postgres)" title without the tag counts for nothing
    const untagged = vitestReport([unit, web, sqlite, redis, { ...postgres, tags: [] }]);
    expect(summarize({ vitest: untagged, playwright: playwright() }, { floors }).lines).toContain('vitest server on PostgreSQL: 1 passed (floor 2)');
  });

  it('fails a project below its floor, and one with none passed whatever its floor', () => {
    const { ok, lines } = summarize({ vitest: vitestReport([unit, sqlite, postgres, redis]), playwright: playwright() }, { floors: { ...floors, web: 0 } });
    expect(ok).toBe(false);
    expect(lines).toContain('FAILED: vitest web components did not run in full (0 passed tests, at least 1 expected)');
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright() }, { floors: { ...floors, postgres: 3 } }).ok).toBe(false);
  });

  it('fails on any skipped test that is not on the allowlist, and names the allowed ones with their reason', () => {
    const skipped: T = { file: 'tests/server/security-headers.test.ts', name: 'headers on SPA pages', status: 'skipped', tags: ['sqlite'] };
    const report = vitestReport([...everyProject, skipped]);
    const refused = summarize({ vitest: report, playwright: playwright() }, { floors });
    expect(refused.ok).toBe(false);
    expect(refused.lines).toContain('FAILED: vitest: a test was skipped and is not on .ci/allowed-skips.json: headers on SPA pages');
    const allowed = summarize({ vitest: report, playwright: playwright() }, { floors, allowedSkips: [{ test: 'headers on SPA pages', reason: 'needs a build' }] });
    expect(allowed.ok).toBe(true);
    expect(allowed.lines).toContain('skipped (allowed: needs a build): headers on SPA pages');
    expect(allowed.lines.at(-1)).toBe('total: 7 passed, 0 failed, 1 skipped');
    // a todo and a skipped browser test count alike
    expect(summarize({ vitest: vitestReport([...everyProject, { ...unit, name: 'later', status: 'todo' }]), playwright: playwright() }, { floors }).ok).toBe(false);
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright([['not here', 'skipped']]) }, { floors }).ok).toBe(false);
  });

  it('fails on a browser test that passed only on its retry, and names it', () => {
    const { lines, ok } = summarize({ vitest: vitestReport(everyProject), playwright: playwright([['runs a command', 'flaky']]) }, { floors });
    expect(ok).toBe(false);
    expect(lines).toContain('flaky (passed only on retry): auth.spec.ts › palette › runs a command');
    expect(lines).toContain('FAILED: playwright: flaky test: auth.spec.ts › palette › runs a command');
    expect(lines).toContain('playwright: 2 passed, 1 failed, 0 skipped (1 of them flaky: passed only on retry)');
  });

  it('fails on a failed test, and on a file that failed to load (no test failed, its suite did)', () => {
    expect(summarize({ vitest: vitestReport([...everyProject, { ...unit, status: 'failed' }]), playwright: playwright() }, { floors }).ok).toBe(false);
    const { lines, ok } = summarize({ vitest: vitestReport(everyProject, 1), playwright: playwright() }, { floors });
    expect(ok).toBe(false);
    expect(lines).toContain('FAILED: vitest: 1 failed');
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright([['x', 'unexpected']]) }, { floors }).ok).toBe(false);
  });

  it('fails when a report is missing: the step did not run or crashed', () => {
    const { lines, ok } = summarize({ vitest: null, playwright: null }, { floors });
    expect(ok).toBe(false);
    expect(lines[0]).toBe('vitest: no report (the step did not run or crashed)');
    expect(lines).toContain('FAILED: playwright: no report, so no browser test is known to have run');
    expect(lines.at(-1)).toBe('total: 0 passed, 0 failed, 0 skipped');
  });

  it('judges the extra (faked-clock) vitest runs alike, and counts them into the total', () => {
    const good = { label: 'at 2027-03-28 00:58 UTC', report: vitestReport(everyProject) };
    const ok = summarize({ vitest: vitestReport(everyProject), playwright: playwright(), extra: [good] }, { floors });
    expect(ok.ok).toBe(true);
    expect(ok.lines).toContain('vitest at 2027-03-28 00:58 UTC: 5 passed, 0 failed, 0 skipped');
    expect(ok.lines.at(-1)).toBe('total: 12 passed, 0 failed, 0 skipped');
    const bad = { label: 'at 2027-12-31 23:59:30 UTC', report: vitestReport([unit, { ...sqlite, status: 'failed' }]) };
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright(), extra: [good, bad] }, { floors }).ok).toBe(false);
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright(), extra: [{ label: 'x', report: null }] }, { floors }).ok).toBe(false);
    // they run without PostgreSQL and Redis: those suites may skip there, nothing else may
    const servicesOff = vitestReport([unit, sqlite, { ...postgres, status: 'skipped' }, { ...redis, status: 'skipped' }]);
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright(), extra: [{ label: 'x', report: servicesOff }] }, { floors }).ok).toBe(true);
    const sqliteSkipped = vitestReport([unit, { ...sqlite, status: 'skipped' }]);
    expect(summarize({ vitest: vitestReport(everyProject), playwright: playwright(), extra: [{ label: 'x', report: sqliteSkipped }] }, { floors }).ok).toBe(false);
  });

  it('holds each run to the floors of the buckets it names: the main run on PostgreSQL, the faked-clock runs on SQLite and web', () => {
    const main = vitestReport([unit, postgres, { ...postgres, name: 'documents (postgres) reads' }, redis]);
    const faked = vitestReport([unit, web, sqlite, { ...postgres, status: 'skipped' }]);
    const split = (extra: Array<{ label: string; report: ReturnType<typeof vitestReport> }>) =>
      summarize(
        { vitest: main, vitestBuckets: ['unit', 'postgres', 'redis'], playwright: playwright(), extra: extra.map((r) => ({ ...r, buckets: ['unit', 'sqlite', 'web'] })) },
        { floors },
      );
    const both = split([{ label: 'a', report: faked }, { label: 'b', report: faked }]);
    expect(both.ok).toBe(true);
    expect(both.lines).toContain('vitest a web components: 1 passed (floor 1)');
    expect(both.lines).toContain('vitest b server on SQLite: 1 passed (floor 1)');
    // the main run is not asked for SQLite or web
    expect(both.lines.some((l) => l.startsWith('vitest server on SQLite'))).toBe(false);
    // one faked-clock run without its web tests fails, though the other had them
    const noWeb = vitestReport([unit, sqlite]);
    const short = split([{ label: 'a', report: faked }, { label: 'b', report: noWeb }]);
    expect(short.ok).toBe(false);
    expect(short.lines).toContain('FAILED: vitest b web components did not run in full (0 passed tests, at least 1 expected)');
    // the main run names postgres, so a skipped PostgreSQL suite there fails it
    const mainSkipped = summarize(
      { vitest: vitestReport([unit, postgres, { ...postgres, name: 'x', status: 'skipped' }, redis]), vitestBuckets: ['unit', 'postgres', 'redis'], playwright: playwright() },
      { floors: { ...floors, postgres: 1 } },
    );
    expect(mainSkipped.ok).toBe(false);
  });
});
