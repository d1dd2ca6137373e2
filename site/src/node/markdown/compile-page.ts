import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import { transformerStyleToClass } from '@shikijs/transformers';
import rehypeRaw from 'rehype-raw';
import type { BundledLanguage } from 'shiki';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { SiteBuildError } from '../errors';
import type { DemoOptions, DemoProps } from '../../shared/demo';
import { CODE_LINE_PX } from '../../shared/code-layout';
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

/** Languages Shiki loads; loading all of them costs ~10 s per build (stack-notes, gotcha 5). */
export const CODE_LANGUAGES: BundledLanguage[] = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'bash',
  'sh',
  'css',
  'html',
  'md',
];

/**
 * Token colours become short classes (one rule each in a stylesheet) rather than an
 * inline style per token: the pages' JavaScript shrinks by half. Shared by every page.
 */
export const highlightClasses = transformerStyleToClass({ classPrefix: 'sh-' });

const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light', dark: 'github-dark' },
  defaultColor: false,
  langs: CODE_LANGUAGES,
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  transformers: [
    highlightClasses,
    {
      pre(node) {
        node.properties['data-language'] = this.options.lang;
        // Code blocks off screen skip style and layout until the reader nears them
        // (`content-visibility: auto`); the height they keep meanwhile is their own
        // (this is the content's: padding and border come on top).
        const code = node.children.find((c) => c.type === 'element' && c.tagName === 'code');
        const lines =
          code && 'children' in code
            ? code.children.filter((c) => c.type === 'element' && c.tagName === 'span').length
            : 1;
        node.properties.style = `contain-intrinsic-height:auto ${lines * CODE_LINE_PX}px`;
      },
    },
  ],
};

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

/** Compiles one Markdown page (CommonMark + GFM + HTML + demo blocks) into a React module. */
export async function compilePage(
  source: string,
  file: { path: string; relativePath: string },
  demoDefaults: DemoOptions,
): Promise<CompiledPage> {
  const extracted = extractDemos(source, file.path, demoDefaults);
  const demos: CompiledDemo[] = await Promise.all(
    extracted.demos.map(async (demo) => {
      const code = await compileDemo(demo, file.path);
      const base = demoModuleBase(file.path, demo.index);
      return {
        props: { id: `demo-${demo.index + 1}`, ...demo.options, ...code },
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
        remarkComponents,
        [remarkDemos, { demos: demos.map((d) => d.props) }],
        [remarkLinks, { relativePath: file.relativePath }],
      ],
      rehypePlugins: [
        [rehypeRaw, { passThrough: MDX_NODES }],
        rehypeHeadingAnchors,
        rehypeExternalLinks,
        [rehypeShiki, shikiOptions],
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
    if (error instanceof SiteBuildError) throw error;
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
