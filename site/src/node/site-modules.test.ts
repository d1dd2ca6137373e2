// @vitest-environment node
// A build's pages stored in files (stored-pages.ts), as each bundle loads them
// (site-modules.ts): a real site's compile, real files.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devUpdates } from './dev-updates';
import { loadSite } from './load-site';
import { loadedSite } from './loaded-site';
import {
  staticHtmlFileModule,
  staticHtmlModule,
  staticHtmlModuleId,
} from './markdown/static-html-module';
import { siteModules } from './site-modules';
import { storedPageFiles, storePages } from './stored-pages';
// (The compiler loads with this file: see load-site.test.ts.)
import './markdown/compile-page';

const DOCS = fileURLToPath(new URL('../../../e2e/fixtures/site', import.meta.url));

/** A `load` hook's context, as far as the site's modules read it: which bundle loads. */
const bundle = (consumer: 'client' | 'server') =>
  ({ environment: { config: { consumer } } }) as unknown as Rollup.PluginContext;
const codeOf = (result: Rollup.LoadResult | undefined) =>
  typeof result === 'object' && result ? result.code : result;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stored-pages-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("a build's pages, stored in files", () => {
  it("writes each page's module code and static HTML; the site it gives holds neither, the site given is unchanged", async () => {
    const loaded = await loadSite(DOCS);
    const stored = await storePages(loaded, dir);
    expect(stored.stored).toBe(dir);
    expect(stored.pages).toHaveLength(loaded.pages.length);
    for (const [i, page] of loaded.pages.entries()) {
      const compiled = page.compiled!;
      expect(compiled.code).not.toBe('');
      const files = storedPageFiles(dir, page.data.key);
      expect(await readFile(files.code, 'utf8')).toBe(compiled.code);
      expect(JSON.parse(await readFile(files.staticHtml, 'utf8'))).toEqual(compiled.staticHtml);
      expect(stored.pages[i]!.compiled).toEqual({ ...compiled, code: '', staticHtml: [] });
    }
  });

  it("each bundle reads a stored page's files: the client's module holds the static HTML, the server's reads its file", async () => {
    const stored = await storePages(await loadSite(DOCS), dir);
    const site = loadedSite({ docsDir: DOCS, state: stored });
    const modules = siteModules(site, devUpdates(site));
    const page = stored.pages.find((p) => p.data.relativePath === 'guide.md')!;
    const files = storedPageFiles(dir, page.data.key);
    // What the modules hold is the files' content: changed there, it changes here.
    await writeFile(files.code, 'export default "from the file";\n');
    await writeFile(files.staticHtml, JSON.stringify(['<p>stored</p>']));
    for (const consumer of ['client', 'server'] as const)
      expect(codeOf(await modules.load(page.file, bundle(consumer)))).toMatch(
        /^export default "from the file";\nexport const details = JSON\.parse\(/,
      );
    const html = staticHtmlModuleId(page.file);
    expect(codeOf(await modules.load(html, bundle('client')))).toBe(
      staticHtmlModule(['<p>stored</p>']),
    );
    expect(codeOf(await modules.load(html, bundle('server')))).toBe(
      staticHtmlFileModule(files.staticHtml),
    );
  });
});
