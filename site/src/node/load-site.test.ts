// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSite } from './load-site';
// (The compiler loads with this file, not inside its first test as pages.ts loads it on
// demand: its modules' top-level code then runs outside any test, as the mutation run
// expects of such code, and is not counted as covered by that one test alone.)
import './markdown/compile-page';

const DOCS = fileURLToPath(new URL('../../../e2e/fixtures/site', import.meta.url));
const file = (name: string) => `${DOCS}/${name}`;

describe('loadSite since an edit (dev)', () => {
  it('compiles only the edited pages, keeping the config and every other page as it was', async () => {
    const first = await loadSite(DOCS);
    const next = await loadSite(DOCS, {}, { state: first, edited: [file('guide.md')] });
    const same = (name: string) =>
      next.pages.find((p) => p.file === file(name)) ===
      first.pages.find((p) => p.file === file(name));
    expect(same('guide.md')).toBe(false);
    expect(same('readme.md')).toBe(true);
    expect(same('other/readme.md')).toBe(true);
    expect(next.config).toBe(first.config);
    // The kept pages' footers too: the same dates, not read from git again.
    const updated = (s: typeof first, name: string) =>
      s.pages.find((p) => p.data.relativePath === name)?.data.lastUpdated;
    expect(updated(next, 'readme.md')).toBeDefined();
    expect(updated(next, 'readme.md')).toBe(updated(first, 'readme.md'));
    expect(updated(next, 'guide.md')).not.toBe(updated(first, 'guide.md'));
  });

  it('loads everything again when the config is among the edited files', async () => {
    const first = await loadSite(DOCS);
    const next = await loadSite(DOCS, {}, { state: first, edited: [first.configFiles[0]!] });
    expect(next.config).not.toBe(first.config);
    expect(next.pages.every((p, i) => p !== first.pages[i])).toBe(true);
  });
  it('takes the same files when told no page was added or removed (no walk)', async () => {
    const docs = await mkdtemp(join(tmpdir(), 'same-files-'));
    try {
      await writeFile(
        join(docs, 'site.config.ts'),
        "export default { title: 'T', themeConfig: {} };\n",
      );
      await writeFile(join(docs, 'readme.md'), '# Home\n');
      const first = await loadSite(docs);
      await writeFile(join(docs, 'readme.md'), '# Home, saved\n');
      await writeFile(join(docs, 'new.md'), '# New\n');
      const edited = [join(docs, 'readme.md')];
      const same = await loadSite(docs, {}, { state: first, edited, sameFiles: true });
      const titles = (s: typeof first) => s.site.pages.map((p) => p.title);
      expect(titles(same)).toEqual(['Home, saved']);
      // Without it, the folder is walked: the new page is found.
      const walked = await loadSite(docs, {}, { state: first, edited });
      expect(titles(walked)).toEqual(['New', 'Home, saved']);
    } finally {
      await rm(docs, { recursive: true, force: true });
    }
  });
});

describe('loadSite lazy (dev: each page compiled when first requested)', () => {
  const compiled = (s: Awaited<ReturnType<typeof loadSite>>) =>
    s.pages.filter((p) => p.compiled).map((p) => p.data.relativePath);

  it('lists every page, titled, with none compiled and no page dated yet', async () => {
    const lazy = await loadSite(DOCS, {}, undefined, { compile: [] });
    const whole = await loadSite(DOCS);
    expect(compiled(lazy)).toEqual([]);
    const listed = (s: typeof lazy) =>
      s.site.pages.map(({ title, path, key }) => [title, path, key]);
    expect(listed(lazy)).toEqual(listed(whole));
    expect(lazy.sidebar).toEqual(whole.sidebar);
    expect(lazy.pages.every(({ data }) => data.lastUpdated === undefined && data.editLink)).toBe(
      true,
    );
  });

  it('compiles the pages it is asked for, and keeps those compiled before compiled', async () => {
    const lazy = await loadSite(DOCS, {}, undefined, { compile: [] });
    const one = await loadSite(
      DOCS,
      {},
      { state: lazy, edited: [file('readme.md')] },
      { compile: [file('readme.md')] },
    );
    expect(compiled(one)).toEqual(['readme.md']);
    expect(
      one.pages.find((p) => p.data.relativePath === 'readme.md')?.data.lastUpdated,
    ).toBeDefined();
    // A save of a page only sketched sketches it again; one of a compiled page compiles it.
    const saved = await loadSite(
      DOCS,
      {},
      { state: one, edited: [file('guide.md'), file('readme.md')] },
      { compile: [] },
    );
    expect(compiled(saved)).toEqual(['readme.md']);
    // The config edited: every page read again, the compiled ones compiled again.
    const config = await loadSite(
      DOCS,
      {},
      { state: one, edited: one.configFiles },
      { compile: [] },
    );
    expect(compiled(config)).toEqual(['readme.md']);
  });

  it("checks a compiled page's links, and its anchors into pages compiled", async () => {
    const docs = await mkdtemp(join(tmpdir(), 'lazy-links-'));
    try {
      await writeFile(
        join(docs, 'site.config.ts'),
        "export default { title: 'T', themeConfig: {} };\n",
      );
      await writeFile(join(docs, 'readme.md'), '# Home\n\n[To b](./b.md#nowhere)\n');
      await writeFile(join(docs, 'b.md'), '# B\n');
      await writeFile(join(docs, 'c.md'), '# C\n\n[Gone](./gone.md)\n');
      const load = (...names: string[]) =>
        loadSite(docs, {}, undefined, { compile: names.map((n) => join(docs, n)) });
      // b.md's headings are unread until it compiles; c.md's links until it does.
      await expect(load('readme.md')).resolves.toBeDefined();
      await expect(load('readme.md', 'b.md')).rejects.toThrow(/broken anchor "\/b\.html#nowhere"/);
      await expect(load('c.md')).rejects.toThrow(/broken link "\/gone\.html"/);
    } finally {
      await rm(docs, { recursive: true, force: true });
    }
  });
});

describe('loadSite given the config as it loads (dev loads it first, for its base)', () => {
  it('takes that config, and a mistake in it, without loading the config again', async () => {
    const loaded = await loadConfig(DOCS);
    const given = { ...loaded, config: { ...loaded.config, title: 'Given, not read again' } };
    const site = await loadSite(DOCS, {}, undefined, { compile: [] }, Promise.resolve(given));
    expect(site.config.title).toBe('Given, not read again');
    expect(site.configFiles).toBe(loaded.files);
    const mistake = new Error('site.config.ts: cannot load');
    await expect(
      loadSite(DOCS, {}, undefined, { compile: [] }, Promise.reject(mistake)),
    ).rejects.toBe(mistake);
  });
});
