// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSite } from '../load-site';
import { REPO_ROOT } from '../paths';
import { markdownTwinPath } from '../../shared/paths';
import { LLMS_FULL_FILE, LLMS_INDEX_FILE, llmsFiles } from './llms-files';
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
});
