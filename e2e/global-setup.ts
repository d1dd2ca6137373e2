import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Builds the fixture pages that browser tests load against the library as published. */
export default async function globalSetup(): Promise<void> {
  const root = fileURLToPath(new URL('./fixtures/lazy-load', import.meta.url));
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir: fileURLToPath(new URL('./.fixtures/lazy-load', import.meta.url)),
      emptyOutDir: true,
    },
  });
}
