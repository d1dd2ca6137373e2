// Mutation testing (`npm run test:mutation`): Stryker changes the code one rule at a time
// (a `>=` into `>`, a sign, a string, a condition) and runs the unit tests that cover the
// change; a change no test notices survives, and names a rule no test guards.
// The report: reports/mutation/index.html (and the table printed at the end).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'site/src/shared/**/*.ts',
    // Pure logic that moved to the layer that runs it.
    'site/src/node/config-schema.ts',
    'site/src/runtime/demo-frame/loop-guard.ts',
    'site/src/theme/demo/live/instrument-loops.ts',
    'site/server/**/*.ts',
    'site/src/node/markdown/**/*.ts',
    'site/src/node/demo/**/*.ts',
    'packages/lazy-load/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    // Its test reads the library's source, which Stryker instruments: not testable here.
    '!site/src/node/markdown/remark-api.ts',
    '!site/server/test-helpers.ts',
    '!site/src/node/markdown/highlighted-blocks.ts',
    '!packages/lazy-load/src/test/**',
  ],
  coverageAnalysis: 'perTest',
  // Module-level code (constants, regexes) runs once per process, so each of its mutants
  // would need every test: too slow here; they are reported as ignored.
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // The same report as data, for scripts that list survivors by file.
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
