// @ts-check
/**
 * `npm run mutation`: mutation testing of the shared rules (contract/rules/) against the unit tests
 * (docs/testing.md "Mutation testing"). Informational: not part of .ci/run.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: ['contract/rules/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // the machine has 2 cores, shared
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // what the sandbox copy of the project can leave out
  ignorePatterns: ['dist', 'data', 'e2e', 'test-results*', 'playwright-report', 'coverage', 'reports', '.tmp'],
  thresholds: { high: 90, low: 85, break: null },
};
