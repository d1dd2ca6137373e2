import type { RehypeShikiOptions } from '@shikijs/rehype';
import { transformerMetaHighlight, transformerStyleToClass } from '@shikijs/transformers';
import { toString } from 'hast-util-to-string';
import type { BundledLanguage } from 'shiki';
import { CODE_LINE_PX } from '../../shared/code-layout';

/**
 * Languages Shiki loads. @shikijs/rehype loads every bundled grammar unless told which:
 * ~10 s more per build, measured when the stack was chosen.
 */
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

/** The themes code is painted with, light and dark (also the editor's, see code-palette.ts). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** `{2,4-5}` in a code fence's meta (as transformerMetaHighlight reads it). */
const MARKED_LINES = /\{[\d,-]+\}/;

/** `title="…"` in a code fence's meta. */
const TITLE = /(?:^|\s)title="([^"]*)"/;

export const shikiOptions: RehypeShikiOptions = {
  themes: CODE_THEMES,
  defaultColor: false,
  langs: CODE_LANGUAGES,
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  // Shiki stops highlighting a line after 0.5 s by default: on a busy machine the first
  // line of a language (which compiles its grammar) can take longer, and the rest of the
  // block would come out plain. The output must not depend on the machine's load.
  tokenizeTimeLimit: 0,
  // ```js title="vite.config.js" {2,4-5}: the block's title (see rehypeCodeBlocks).
  parseMetaString: (meta) => ({ title: TITLE.exec(meta)?.[1] }),
  transformers: [
    highlightClasses,
    // {2,4-5}: those lines get the class "highlighted".
    transformerMetaHighlight(),
    {
      pre(node) {
        node.properties['data-language'] = this.options.lang;
        // (Shiki copies parsed meta onto the <pre>: a title there would be a tooltip.)
        const { title } = this.options.meta as { title?: string };
        delete node.properties.title;
        if (title) node.properties['data-title'] = title;
        // Room at the left for the marked lines' bar (styles.css).
        if (MARKED_LINES.test(this.options.meta?.__raw ?? ''))
          this.addClassToHast(node, 'has-marked-lines');
      },
      code(node) {
        // Off screen, a block's code skips style and layout until the reader nears it
        // (`content-visibility: auto`, styles.css), keeping its own size meanwhile: its
        // lines' height, and its longest line's width (so the block scrolls sideways, or
        // not, before and after). On the code, not the <pre>: Firefox sizes a skipped
        // scroll container without its padding.
        // Its children: a <span> per line, and the line breaks between them.
        const lines = node.children.filter((c) => c.type === 'element');
        const columns = Math.max(0, ...lines.map((line) => toString(line).length));
        node.properties.style = `contain-intrinsic-size:auto ${columns}ch auto ${lines.length * CODE_LINE_PX}px`;
      },
    },
  ],
};
