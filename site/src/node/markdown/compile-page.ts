import { remarkSearchSections, type SearchSection } from './remark-search-sections';
import { fileURLToPath } from 'node:url';
import { compile, nodeTypes } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkContainers } from './remark-containers';
import { remarkCodeMeta } from './remark-code-meta';
import { remarkPackageManagers } from './remark-package-managers';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import type { DemoOptions } from '../../shared/demo/demo';
import { BUILT_IN_COMPONENTS } from '../markdown-component-names';
import { emptyMeta, type PageMeta } from './page-meta';
import { remarkDemos, type CompiledDemo } from '../demo/remark-demos';
import { remarkApi } from './remark-api';
import { remarkComponents } from './remark-components';
import { remarkFrontmatterData } from './remark-frontmatter-data';
import { remarkHeadings } from './remark-headings';
import { remarkLinks } from './remark-links';
import { remarkToc } from './remark-toc';
import rehypeExternalLinks from 'rehype-external-links';
import { outboundContent, rehypeCodeBlocks, rehypeHeadingAnchors } from './rehype-site';
import { rehypeStaticHtml } from './rehype-static-html';
import { rehypeShiki } from './highlighter';
import { rehypeCodeLanguages } from './shiki-languages';
import { compactPopupCode, markTwoslash, rehypeDemoCode, shikiOptions } from './shiki-options';
import { rehypeTwoslash, rehypeTwoslashPopups } from './twoslash-blocks';
import type { PackageSource } from '../documented-packages';

export { forgetHighlights, highlightClasses, highlightCss } from './shiki-options';
export { isCodeLanguage } from './shiki-languages';

export interface CompiledPage {
  /**
   * An ES module whose default export renders the page (`components` prop for Toc,
   * Badge, DemoBlock, a), and whose `demos` export loads each demo as its own chunk.
   * (Empty in a build once stored in a file: stored-pages.ts.)
   */
  code: string;
  meta: PageMeta;
  demos: CompiledDemo[];
  /**
   * The page's static HTML parts, by `<StaticHtml index>` (see `rehypeStaticHtml`). (Empty
   * in a build once stored in a file: stored-pages.ts.)
   */
  staticHtml: string[];
  /** The page's text by section, for the search index. */
  searchSections: SearchSection[];
}

const DEMO_BLOCK = fileURLToPath(new URL('../../theme/demo/DemoBlock.tsx', import.meta.url));

/** A page's mistakes as one error, in the order of their lines. */
function problemsOf(problems: SiteBuildError[]): SiteBuildError | SiteBuildErrors {
  const sorted = [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return sorted.length === 1 ? sorted[0]! : new SiteBuildErrors(sorted);
}

/** What a page is compiled with, from the site config. */
export interface CompileOptions {
  demoDefaults: DemoOptions;
  /** The components a page may use as tags (default: the site's own). */
  components?: readonly string[];
  /** The URL path the site is served under (default "/"): links in the HTML start with it. */
  base?: string;
  /** The packages the docs document, which demos may import (default: none). */
  packages?: readonly PackageSource[];
  /** The site's folder, where twoslash code resolves what it imports (default: the page's). */
  root?: string;
}

/** Compiles one Markdown page (CommonMark + GFM + HTML + demo blocks) into a React module. */
export async function compilePage(
  source: string,
  file: { path: string; relativePath: string },
  {
    demoDefaults,
    components = BUILT_IN_COMPONENTS,
    base = '/',
    packages = [],
    root,
  }: CompileOptions,
): Promise<CompiledPage> {
  const vfile = new VFile({
    path: file.path,
    value: source,
    data: { meta: emptyMeta(), problems: [] },
  });
  try {
    const out = await compile(vfile, {
      // Whatever the file's name: a page is Markdown, never MDX. (JSX comes from React.)
      format: 'md',
      development: false,
      remarkPlugins: [
        remarkGfm,
        remarkFrontmatter,
        // First: the text directives it puts back are words for every later step.
        remarkContainers,
        remarkFrontmatterData,
        remarkApi,
        remarkHeadings,
        remarkSearchSections,
        remarkToc,
        // Before the admonitions, which know every other `:::` container.
        [remarkDemos, { defaults: demoDefaults, packages }],
        remarkAdmonitions,
        remarkPackageManagers,
        remarkCodeMeta,
        [remarkComponents, { components }],
        [remarkLinks, { relativePath: file.relativePath }],
      ],
      rehypePlugins: [
        // MDX's own nodes pass the HTML step untouched.
        [rehypeRaw, { passThrough: nodeTypes }],
        rehypeHeadingAnchors,
        // http(s) links open in a new tab, safely, and say so.
        [
          rehypeExternalLinks,
          {
            target: '_blank',
            rel: ['noopener', 'noreferrer'],
            content: outboundContent,
          },
        ],
        // Each code block's language is one Shiki knows; a demo's code is kept as written.
        rehypeCodeLanguages,
        rehypeDemoCode,
        // Before Shiki, which draws what it checked.
        [rehypeTwoslash, { root, packages }],
        [rehypeShiki, shikiOptions],
        [rehypeTwoslashPopups, { registered: markTwoslash, compact: compactPopupCode }],
        rehypeCodeBlocks,
        [rehypeStaticHtml, { base }],
      ],
    });
    // (remarkDemos and rehypeStaticHtml always set theirs.)
    const { problems, demos } = vfile.data as Required<typeof vfile.data>;
    if (problems.length) throw problemsOf(problems);
    const loaders = demos.map((d) => `  () => import(${JSON.stringify(d.moduleId)}),`).join('\n');
    const styles = demos
      .flatMap((d) => (d.cssId ? [`import ${JSON.stringify(d.cssId)};\n`] : []))
      .join('');
    // A page with demos carries the demo block component itself: one request less.
    const demoBlock = demos.length
      ? `export { default as DemoBlock } from ${JSON.stringify(DEMO_BLOCK)};\n`
      : '';
    return {
      code: `${styles}${String(out.value)}\nexport const demos = [\n${loaders}\n];\n${demoBlock}`,
      meta: vfile.data.meta!,
      demos,
      staticHtml: vfile.data.staticHtml!,
      searchSections: vfile.data.searchSections!,
    };
  } catch (error) {
    if (error instanceof SiteBuildError || error instanceof SiteBuildErrors) throw error;
    // A VFileMessage has the line of its place (a babel error, none for the page).
    const e = error as { message?: string; line?: number };
    throw new SiteBuildError(
      file.path,
      e.line,
      'the page is valid Markdown',
      e.message ?? String(error),
    );
  }
}
