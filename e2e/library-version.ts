import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The library's version, as packages/lazy-load/package.json has it: what the site shows
 * (its name in titles, the API's badge) and what the exports and the CDN snippets pin.
 */
export const LIBRARY_VERSION = (
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../packages/lazy-load/package.json', import.meta.url)),
      'utf8',
    ),
  ) as { version: string }
).version;
