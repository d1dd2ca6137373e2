import { test as base } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../site/server/static-server';

/** The built fixture folders that tests can serve. */
export const FIXTURES = {
  lazyLoad: fileURLToPath(new URL('./.fixtures/lazy-load', import.meta.url)),
};

/**
 * `fixtureUrl`: the URL of the lazy-load fixture, served on 127.0.0.1 with an
 * ephemeral port for the duration of a worker.
 */
export const test = base.extend<object, { fixtureUrl: string }>({
  fixtureUrl: [
    async ({}, use) => {
      const server = await startStaticServer({ root: FIXTURES.lazyLoad });
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
