import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageTextModules } from './vite.config';

/**
 * Server test files that replace a server module with vi.mock: in a shared module graph the mock
 * would reach the files that run after them, so they get a fresh one each (vitest's isolation).
 * tests/unit/test-isolation.test.ts fails when a file mocks a module without being listed here.
 */
export const MODULE_MOCKS = ['tests/server/issue-workflow.test.ts', 'tests/server/live-fanout.test.ts'];

const SERVER = {
  environment: 'node' as const,
  // fails the run when .ci/run asks for PostgreSQL/Redis (REQUIRE_PG/REQUIRE_REDIS) and a URL is missing
  globalSetup: ['tests/server/require-engines.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
};

export default defineConfig({
  plugins: [react(), pageTextModules()],
  test: {
    // What a server suite runs against, declared by the suite itself (tests/server/harness.ts
    // describeEngines; `{ tags: ['redis'] }`): the CI summary counts passed tests per tag and fails
    // when one did not run (docs/testing.md).
    tags: [
      { name: 'sqlite', description: 'runs against the embedded SQLite database' },
      { name: 'postgres', description: 'runs against PostgreSQL (TEST_DATABASE_URL)' },
      { name: 'redis', description: 'runs against Redis (REDIS_URL)' },
    ],
    projects: [
      {
        extends: true,
        // isolate: false — see the server project
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/i18n-resources.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          ...SERVER,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...MODULE_MOCKS],
          // The files of a worker share one module graph instead of each importing the server afresh:
          // importing it was most of the suite's time on CI's two cores (docs/testing.md "CI time").
          // Server modules keep no state across apps (caches are per app or per database); a file
          // that replaces a module with vi.mock runs in the isolated project below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...SERVER, name: 'server-mocks', include: [...MODULE_MOCKS] },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20000,
          setupFiles: ['tests/web/setup.ts'],
        },
      },
    ],
  },
});
