import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit tests Stryker runs for each mutant: all but those that build a whole site or
// spawn the CLI (seconds each; the mutated modules have fast tests of their own), and the
// page footer's, which reads git history that Stryker's copy of the project lacks, and the
// API table's, which reads the library's source as Stryker has instrumented it.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        '**/node_modules/**',
        'site/src/node/build.test.ts',
        'site/bin/site.test.ts',
        'site/src/node/page-footer.test.ts',
        'site/src/node/markdown/remark-api.test.ts',
      ],
    },
  }),
);
