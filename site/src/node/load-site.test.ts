// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from './vite-plugin';

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
    // The kept pages' footers too (no git call for them).
    expect(next.site.pages).toEqual(first.site.pages);
  });

  it('loads everything again when the config is among the edited files', async () => {
    const first = await loadSite(DOCS);
    const next = await loadSite(DOCS, {}, { state: first, edited: [first.configFiles[0]!] });
    expect(next.config).not.toBe(first.config);
    expect(next.pages.every((p, i) => p !== first.pages[i])).toBe(true);
  });
});
