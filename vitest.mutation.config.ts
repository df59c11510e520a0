import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageTextModules } from './vite.config';

/**
 * The unit tests alone, for `npm run mutation` (stryker.config.mjs): the same plugins, environment
 * and setup file as the `unit` project of vitest.config.ts, without the server and web projects.
 * Stryker's vitest runner then runs, of these, only the files that import a mutated file
 * (`vitest.related`), and per mutant only the tests that reached it (coverageAnalysis perTest).
 */
export default defineConfig({
  plugins: [react(), pageTextModules()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/i18n-resources.ts'],
  },
});
