import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TIME_LIMITS } from './test/time-limits.ts';

export default defineConfig({
  resolve: {
    alias: {
      'virtual:site-data': fileURLToPath(new URL('./test/site-data-stub.ts', import.meta.url)),
      'virtual:documented-packages': fileURLToPath(
        new URL('./test/site-data-stub.ts', import.meta.url),
      ),
      'virtual:documented-modules': fileURLToPath(
        new URL('./test/documented-modules-stub.ts', import.meta.url),
      ),
      // Unit tests run before any build: the library from its source, as the site does.
      '@lazy-load/react': fileURLToPath(
        new URL('./packages/lazy-load/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: TIME_LIMITS.unitTest,
    hookTimeout: TIME_LIMITS.unitTest,
    setupFiles: ['test/setup-unit.ts'],
  },
});
