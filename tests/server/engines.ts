/** The database engines a server suite can run against. */
export type Engine = 'sqlite' | 'postgres';

/**
 * The engines of this run: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set, narrowed by
 * TEST_ENGINES (a comma list) when that is set. Kept apart from harness.ts so that a unit test can
 * check it without building an app.
 */
export function enginesFrom(env: Record<string, string | undefined>): Engine[] {
  const available: Engine[] = env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const wanted = env.TEST_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  if (!wanted?.length) return available;
  const unknown = wanted.filter((e) => !available.includes(e as Engine));
  // a typo or a missing URL must not quietly run nothing
  if (unknown.length) throw new Error(`TEST_ENGINES names ${unknown.join(', ')}, which this run cannot use (available: ${available.join(', ')})`);
  return available.filter((e) => wanted.includes(e));
}
