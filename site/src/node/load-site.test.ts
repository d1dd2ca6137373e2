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
    // The kept pages' footers too: the same dates, not read from git again.
    const updated = (s: typeof first, name: string) =>
      s.site.pages.find((p) => p.relativePath === name)?.lastUpdated;
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
});
