import { compile } from '@mdx-js/mdx';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import rehypeRaw from 'rehype-raw';
import type { BundledLanguage } from 'shiki';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { SiteBuildError } from '../errors';
import { emptyMeta, type PageMeta } from './page-meta';
import { remarkComponents } from './remark-components';
import { remarkFrontmatterData } from './remark-frontmatter-data';
import { remarkHeadings } from './remark-headings';
import { remarkLinks } from './remark-links';
import { remarkToc } from './remark-toc';
import { rehypeCodeBlocks, rehypeExternalLinks, rehypeHeadingAnchors } from './rehype-site';

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

const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light', dark: 'github-dark' },
  defaultColor: false,
  langs: CODE_LANGUAGES,
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  transformers: [
    {
      pre(node) {
        node.properties['data-language'] = this.options.lang;
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

export interface CompiledPage {
  /** An ES module whose default export renders the page (`components` prop for Toc, Badge, a). */
  code: string;
  meta: PageMeta;
}

/** Compiles one Markdown page (CommonMark + GFM + HTML) into a React module. */
export async function compilePage(
  source: string,
  file: { path: string; relativePath: string },
): Promise<CompiledPage> {
  const vfile = new VFile({ path: file.path, value: source, data: { meta: emptyMeta() } });
  try {
    const out = await compile(vfile, {
      format: 'md',
      jsxImportSource: 'react',
      development: false,
      remarkPlugins: [
        remarkGfm,
        remarkFrontmatter,
        remarkFrontmatterData,
        remarkHeadings,
        remarkToc,
        remarkComponents,
        [remarkLinks, { relativePath: file.relativePath }],
      ],
      rehypePlugins: [
        [rehypeRaw, { passThrough: MDX_NODES }],
        rehypeHeadingAnchors,
        rehypeExternalLinks,
        [rehypeShiki, shikiOptions],
        rehypeCodeBlocks,
      ],
    });
    return { code: String(out.value), meta: vfile.data.meta! };
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
