// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { staticHtmlFileModule, staticHtmlModule } from './static-html-module';

const parts = ['<p>a “quote” and a </script> tag</p>', '<pre>line\u2028sep\\n</pre>', ''];

/** Imports a module's code as Node would run it. */
const run = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: string[] })
    .default;

it('a page’s static HTML parts come back as they were, inline', async () => {
  expect(await run(staticHtmlModule(parts))).toEqual(parts);
});

it('a server build’s module reads them from their file, as the render imports it', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'static-html-')), 'page.json');
  writeFileSync(file, JSON.stringify(parts));
  const code = staticHtmlFileModule(file);
  expect(code).not.toContain('quote');
  expect(await run(code)).toEqual(parts);
});
