import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageTextModules } from './vite.config';

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/i18n-resources.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // fails the run when .ci/run asks for PostgreSQL/Redis (REQUIRE_PG/REQUIRE_REDIS) and a URL is missing
          globalSetup: ['tests/server/require-engines.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
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
