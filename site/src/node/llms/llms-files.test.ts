// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSite } from '../load-site';
import { REPO_ROOT } from '../paths';
import { markdownTwinPath } from '../../shared/paths';
import { LLMS_FULL_FILE, LLMS_INDEX_FILE, llmsFile, llmsFiles } from './llms-files';
// (Loaded with the file: see nginx-conf.test.ts.)
import '../markdown/compile-page';

describe('llms files', () => {
  it('names a page’s twin after its path', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/v1/')).toBe('/v1/index.md');
    expect(markdownTwinPath('/guide/start.html')).toBe('/guide/start.md');
  });

  it('lists every page under the base, absolute with the site’s url; each page in full', async () => {
    const { config, pages } = await loadSite(`${REPO_ROOT}docs`, { base: '/react/' });
    const files = await llmsFiles({ ...config, description: 'Lazy React.' }, pages);
    const byPath = new Map(files.map((f) => [f.path, f.text]));
    const about = pages[0]!.data.frontmatter.description as string;
    expect(byPath.get(LLMS_INDEX_FILE)).toBe(
      `# ${config.title}\n\n> Lazy React.\n\n## Docs\n\n- [@lazy-load/react](/react/v1/index.md): ${about}\n`,
    );
    const twin = byPath.get('v1/index.md')!;
    expect(twin).toMatch(/^# @lazy-load\/react\n/);
    expect(byPath.get(LLMS_FULL_FILE)).toBe(`---\nurl: /react/v1/index.md\n---\n\n${twin}`);
    const absolute = await llmsFiles({ ...config, url: 'https://example.com' }, pages);
    expect(absolute[0]!.text).toContain('(https://example.com/react/v1/index.md)');
  });

  it('makes one file as it is asked for (dev), the same as the build writes', async () => {
    const { config, pages, sidebar } = await loadSite(`${REPO_ROOT}docs`);
    const all = await llmsFiles(config, pages, sidebar);
    for (const path of ['v1/index.md', LLMS_INDEX_FILE, LLMS_FULL_FILE])
      expect(await llmsFile(path, config, pages, sidebar)).toEqual(
        all.find((f) => f.path === path),
      );
    expect(await llmsFile('v2/index.md', config, pages, sidebar)).toBeUndefined();
  });
});
