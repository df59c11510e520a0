/**
 * vitest globalSetup of the server project: .ci/run sets REQUIRE_PG=1 and REQUIRE_REDIS=1, and then a
 * run without TEST_DATABASE_URL or REDIS_URL fails at once instead of skipping those suites quietly
 * (the engine counts in .ci/summary.mjs catch the same from the other side).
 */
export default function requireEngines(): void {
  const missing: string[] = [];
  if (process.env.REQUIRE_PG === '1' && !process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL (REQUIRE_PG=1)');
  if (process.env.REQUIRE_REDIS === '1' && !process.env.REDIS_URL) missing.push('REDIS_URL (REQUIRE_REDIS=1)');
  if (missing.length) throw new Error(`server tests need ${missing.join(' and ')}; refusing to skip those suites`);
}
