import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkCodeMeta } from './remark-code-meta';
import { remarkPackageManagers } from './remark-package-managers';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { rehypeShikiAhead } from '../highlight-ahead';
import type { DemoOptions, DemoProps } from '../../shared/demo';
import { BUILT_IN_COMPONENTS } from '../../shared/markdown-components';
import { demoModule } from '../../shared/playground';
import { compileDemo } from './demo-compile';
import { extractDemos } from './demo-containers';
import { emptyMeta, type PageMeta } from './page-meta';
import { remarkDemos } from './remark-demos';
import { remarkApi } from './remark-api';
import { remarkComponents } from './remark-components';
import { remarkFrontmatterData } from './remark-frontmatter-data';
import { remarkHeadings } from './remark-headings';
import { remarkLinks } from './remark-links';
import { remarkToc } from './remark-toc';
import { rehypeCodeBlocks, rehypeExternalLinks, rehypeHeadingAnchors } from './rehype-site';
import { rehypeStaticHtml } from './rehype-static-html';
import { shikiOptions } from './shiki-options';

export { CODE_LANGUAGES, highlightClasses } from './shiki-options';

// MDX node types that the HTML pass must leave alone.
const MDX_NODES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

export interface CompiledDemo {
  props: DemoProps;
  /** The line of its `::: demo` in the page. */
  line: number;
  /** The path its module is imported by (it exists only in the build). */
  moduleId: string;
  /** The module: the demo's code as an ES module. */
  module: string;
  /** Its styles, imported by the page so they arrive with the prerendered HTML. */
  cssId?: string;
  css: string;
}

export interface CompiledPage {
  /**
   * An ES module whose default export renders the page (`components` prop for Toc,
   * Badge, DemoBlock, a), and whose `demos` export loads each demo as its own chunk.
   */
  code: string;
  meta: PageMeta;
  demos: CompiledDemo[];
  /** The page's static HTML parts, by `<StaticHtml index>` (see `rehypeStaticHtml`). */
  staticHtml: string[];
}

const DEMO_BLOCK = fileURLToPath(new URL('../../theme/demo/DemoBlock.tsx', import.meta.url));

/** `/docs/v1/readme.md`, 2 → `/docs/v1/readme.demo-2` (a module id that exists only in the build). */
export function demoModuleBase(pagePath: string, index: number): string {
  return `${pagePath.replace(/\.md$/i, '')}.demo-${index + 1}`;
}

/** `/docs/v1/readme.md` → `/docs/v1/readme.static.js`: the module of the page's static HTML. */
export function staticHtmlModuleId(pagePath: string): string {
  return `${pagePath.replace(/\.md$/i, '')}.static.js`;
}

/** The module of a page's static HTML parts: one JSON string, parsed faster than a literal. */
export function staticHtmlModule(parts: readonly string[]): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(parts))});\n`;
}

/** What a page is compiled with, from the site config. */
export interface CompileOptions {
  demoDefaults: DemoOptions;
  /** The components a page may use as tags (default: the site's own). */
  components?: readonly string[];
}

/** Compiles one Markdown page (CommonMark + GFM + HTML + demo blocks) into a React module. */
export async function compilePage(
  source: string,
  file: { path: string; relativePath: string },
  { demoDefaults, components = BUILT_IN_COMPONENTS }: CompileOptions,
): Promise<CompiledPage> {
  const extracted = extractDemos(source, file.path, demoDefaults);
  const demos: CompiledDemo[] = await Promise.all(
    extracted.demos.map(async (demo) => {
      const code = await compileDemo(demo, file.path);
      const base = demoModuleBase(file.path, demo.index);
      return {
        props: { id: `demo-${demo.index + 1}`, ...demo.options, ...code },
        line: demo.line,
        moduleId: `${base}.${code.language}`,
        cssId: code.css ? `${base}.css` : undefined,
        module: demoModule(code),
        css: code.css,
      };
    }),
  );
  const vfile = new VFile({
    path: file.path,
    value: extracted.markdown,
    data: { meta: emptyMeta() },
  });
  try {
    const out = await compile(vfile, {
      format: 'md',
      jsxImportSource: 'react',
      development: false,
      remarkPlugins: [
        remarkGfm,
        remarkFrontmatter,
        remarkFrontmatterData,
        remarkApi,
        remarkHeadings,
        remarkToc,
        remarkAdmonitions,
        remarkPackageManagers,
        remarkCodeMeta,
        [remarkComponents, { components }],
        [remarkDemos, { demos: demos.map((d) => d.props) }],
        [remarkLinks, { relativePath: file.relativePath }],
      ],
      rehypePlugins: [
        [rehypeRaw, { passThrough: MDX_NODES }],
        rehypeHeadingAnchors,
        rehypeExternalLinks,
        // Shiki, or what a build's worker highlighted ahead (same options, same output).
        [rehypeShikiAhead, shikiOptions],
        rehypeCodeBlocks,
        rehypeStaticHtml,
      ],
    });
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
      staticHtml: vfile.data.staticHtml ?? [],
    };
  } catch (error) {
    if (error instanceof SiteBuildError || error instanceof SiteBuildErrors) throw error;
    const e = error as {
      message?: string;
      line?: number;
      place?: { line?: number; start?: { line?: number } };
    };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    throw new SiteBuildError(
      file.path,
      line,
      'the page is valid Markdown',
      e.message ?? String(error),
    );
  }
}
