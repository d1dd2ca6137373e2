import { readFile } from 'node:fs/promises';
import { withBase } from '../../shared/base';
import { markdownTwinPath } from '../../shared/paths';
import { sidebarLinks, type SidebarItem } from '../../shared/sidebar';
import type { SiteConfig } from '../config-schema';
import type { SourcePage } from '../pages';
import { pageMarkdown } from './page-markdown';

/**
 * Docs machines can read (config `llms`), as llmstxt.org proposes and Rspress writes
 * them: `llms.txt` (the site's title, summary and one link per page), `llms-full.txt`
 * (every page's Markdown) and a Markdown twin beside each page. Paths are the deploy's,
 * under its base.
 */
export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** A file to write, by its path under the output folder (no leading "/"). */
export interface OutputFile {
  path: string;
  text: string;
}

type Site = Pick<SiteConfig, 'title' | 'description' | 'base' | 'url'>;

/** The twin's address as a link: absolute where the site's `url` is known. */
const address = (config: Site, twin: string) => {
  const path = withBase(config.base, twin);
  return config.url ? new URL(path, config.url).href : path;
};

/** The pages in the sidebar's order (as readers meet them), then those it leaves out. */
function inReadingOrder(pages: readonly SourcePage[], sidebar: readonly SidebarItem[]) {
  const order = new Map(sidebarLinks(sidebar).map((link, i) => [link.link.split('#')[0], i]));
  const rank = (page: SourcePage) => order.get(page.data.path) ?? order.size;
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

/** A page's Markdown twin, read from its source now. */
const twinOf = async (page: SourcePage) => ({
  page,
  twin: markdownTwinPath(page.data.path),
  markdown: pageMarkdown(await readFile(page.file, 'utf8'), page.file),
});

/**
 * The one file at `path` (under the output folder, no leading "/"), or none: a twin
 * is made from its page alone (the dev server answers with it as it is asked for).
 */
export async function llmsFile(
  path: string,
  config: Site,
  pages: readonly SourcePage[],
  sidebar: readonly SidebarItem[],
): Promise<OutputFile | undefined> {
  if (path === LLMS_INDEX_FILE || path === LLMS_FULL_FILE)
    return (await llmsFiles(config, pages, sidebar)).find((file) => file.path === path);
  const page = pages.find((p) => markdownTwinPath(p.data.path) === `/${path}`);
  return page && { path, text: (await twinOf(page)).markdown };
}

/** The files, for the pages in the order readers find them. */
export async function llmsFiles(
  config: Site,
  pages: readonly SourcePage[],
  sidebar: readonly SidebarItem[] = [],
): Promise<OutputFile[]> {
  const twins = await Promise.all(inReadingOrder(pages, sidebar).map(twinOf));
  const summary = config.description ? ['', `> ${config.description}`] : [];
  const links = twins.map(({ page, twin }) => {
    const own = page.data.frontmatter.description;
    const about = typeof own === 'string' && own ? `: ${own}` : '';
    return `- [${page.data.title}](${address(config, twin)})${about}`;
  });
  const index = [`# ${config.title}`, ...summary, '', '## Docs', '', ...links, ''].join('\n');
  // Each page under a header that says where it is, as Rspress's llms-full.txt has them.
  const full = twins
    .map(({ twin, markdown }) => `---\nurl: ${address(config, twin)}\n---\n\n${markdown}`)
    .join('\n');
  return [
    { path: LLMS_INDEX_FILE, text: index },
    { path: LLMS_FULL_FILE, text: full },
    ...twins.map(({ twin, markdown }) => ({ path: twin.slice(1), text: markdown })),
  ];
}
