import type { RehypeShikiCoreOptions } from '@shikijs/rehype/core';
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerStyleToClass,
} from '@shikijs/transformers';
import type { Element, ElementContent, Root, Text } from 'hast';
import { LRUCache } from 'lru-cache';
import { toString } from 'hast-util-to-string';
import { addClassToHast, type ShikiTransformer } from 'shiki/core';
import { visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { CODE_LINE_PX } from '../../shared/code-layout';
import { readFileSync } from 'node:fs';
import { twoslashTransformer } from './twoslash-blocks';

/**
 * Token colours become short classes (one rule each in a stylesheet) rather than an
 * inline style per token: the pages' JavaScript shrinks by half. Shared by every page.
 */
const TOKEN_CLASS_PREFIX = 'sh-';
export const highlightClasses = transformerStyleToClass({ classPrefix: TOKEN_CLASS_PREFIX });

/**
 * The stylesheet of every token class registered (`.sh-x{…}`, a rule each, as the
 * transformer writes them), sorted: the same for the same pages, in whatever order their
 * compiles (in several threads) registered them.
 */
export function highlightCss(): string {
  const rules = highlightClasses.getCSS().split(/(?<=\})/);
  // (The mark is a class without a rule: not one of the token colours.)
  const mark = `.${TWOSLASH_MARK}{}`;
  const css = rules
    .filter((rule) => rule !== mark)
    .sort()
    .join('');
  return rules.includes(mark) ? css + readFileSync(TWOSLASH_CSS, 'utf8') : css;
}

/**
 * Registered (as a class without a rule) once a page has twoslash code: the registry
 * goes from the compile threads to the stylesheet, and with it, the twoslash styles.
 */
const TWOSLASH_MARK = 'twoslash-styles';
const TWOSLASH_CSS = new URL('../../theme/twoslash.css', import.meta.url);

/** The styles of type popups go with the token colours from now on. */
export function markTwoslash(): void {
  highlightClasses.getClassRegistry().set(TWOSLASH_MARK, '');
}

/** The themes code is painted with, light and dark (also the editor's, see code-palette.ts). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * Colours of the themes replaced, where they fall below WCAG AA's 4.5:1 on the theme's
 * own background: github-dark's comments (#6a737d, 3.05:1 on #24292e) become its lighter
 * grey (5.34:1).
 */
export const CODE_COLOR_REPLACEMENTS = { [CODE_THEMES.dark]: { '#6a737d': '#959da5' } };

/** `{2,4-5}` in a code fence's meta (as transformerMetaHighlight reads it). */
const MARKED_LINES = /\{[\d,-]+\}/;

/** `title="…"` in a code fence's meta. */
const TITLE = /(?:^|\s)title="([^"]*)"/;

/**
 * The meta a demo's code is given (rehypeDemoCode): no fence's, which is one line. Shiki
 * reads nothing in it; the notations see it and leave the code as written.
 */
const DEMO_CODE_META = '\ndemo';

/**
 * Marks a demo's code (in a DemoBlock) for Shiki, before it highlights: a notation there
 * (`// [!code ++]`) stays as written, since the demo runs that code, copies it and edits it,
 * and sizes it by its lines.
 */
export function rehypeDemoCode() {
  return (tree: Root) => {
    // Every <code> in a demo block: Shiki reads the meta of a <pre>'s only.
    visitParents(tree, { tagName: 'code' }, (code, ancestors) => {
      if (ancestors.some((a) => (a as { name?: string }).name === 'DemoBlock'))
        code.data = { ...code.data, meta: DEMO_CODE_META };
    });
  };
}

/** A notation, in any case (as the transformers read them). */
const NOTATION = /\[!code\b/i;

/**
 * Only for a block with notations, outside demos: the rest skip their work (the
 * transformers go over every token of a block).
 */
function withNotations(transformer: ShikiTransformer): ShikiTransformer {
  const { code } = transformer;
  return {
    ...transformer,
    code(node) {
      // (rehype-shiki gives every block a meta: `__raw` is its fence's, '' for none.)
      if (this.options.meta!.__raw === DEMO_CODE_META || !NOTATION.test(this.source)) return;
      return code!.call(this, node);
    },
  };
}

/** A block's lines: a <span> each (the line breaks between them are text). */
const linesOf = (code: Element) => code.children.filter((c): c is Element => c.type === 'element');

/** A style (`--shiki-light:#24292e;--shiki-dark:#e1e4e8`) as a record. */
function styleRecord(style: unknown): Record<string, string> {
  if (typeof style !== 'string') return {};
  return Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':') as [string, string]),
  );
}

/** A token's only class, and its text: what a token <span> holds. */
function tokenOf(node: ElementContent): { className?: string; text: string } | undefined {
  if (node.type === 'text') return { text: node.value };
  if (node.type !== 'element' || node.tagName !== 'span') return undefined;
  const [text, ...more] = node.children;
  const classes = [node.properties.class ?? node.properties.className].flat();
  if (more.length || text?.type !== 'text' || classes.length !== 1) return undefined;
  return { className: String(classes[0]), text: text.value };
}

/** Which token classes paint in `pre`'s own colours (or none): those are plain text. */
function plainClassesOf(pre: Element): (className: string) => boolean {
  const registry = highlightClasses.getClassRegistry();
  // The block's own colours: its style, or (once a class) that class's.
  const preClass = [pre.properties.class ?? pre.properties.className]
    .flat()
    .flatMap((c) => String(c).split(' '))
    .find((c) => c.startsWith(TOKEN_CLASS_PREFIX));
  const preStyle = preClass === undefined ? undefined : registry.get(preClass);
  // (Shiki registers a <pre>'s style as written, a string.)
  const own =
    typeof preStyle === 'string'
      ? styleRecord(preStyle)
      : (preStyle ?? styleRecord(pre.properties.style));
  return (className: string) => {
    const style = registry.get(className);
    if (!style || typeof style === 'string') return false;
    const keys = Object.keys(style);
    // No colour of its own (plain text's), or the block's (written in either case).
    return (
      keys.length === 0 ||
      (keys.length === 2 &&
        keys.every((key) => style[key]?.toLowerCase() === own[key]?.toLowerCase()))
    );
  };
}

/** A run of tokens with the plain ones as text, and neighbours of one colour as one. */
function compacted(
  children: ElementContent[],
  plain: (className: string) => boolean,
): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const token = tokenOf(child);
    if (!token) {
      out.push(child);
      continue;
    }
    const className =
      token.className && !plain(token.className) && token.text.trim() ? token.className : '';
    const last = out.at(-1);
    const before = last && tokenOf(last);
    if (before && last.type === 'text' && !className) last.value += token.text;
    else if (before && last.type === 'element' && before.className === className && className)
      (last.children[0] as Text).value += token.text;
    else if (className)
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { class: className },
        children: [{ type: 'text', value: token.text }],
      });
    else out.push({ type: 'text', value: token.text });
  }
  return out;
}

/**
 * Fewer tags for the same code, and the same colours: a token painted in the block's own
 * colour (no class of its own) is plain text, as is a run of spaces, and neighbouring
 * tokens of one colour are one. Highlighted code is most of a page's HTML (and of its
 * static chunk): on the readme this leaves ~40 % fewer tags.
 */
const compactTokens: ShikiTransformer = {
  name: 'site:compact-tokens',
  code(node) {
    const plain = plainClassesOf(this.pre);
    for (const line of linesOf(node)) line.children = compacted(line.children, plain);
  },
};

/**
 * Tokens Shiki drew with their colours inline (a twoslash popup's code: the renderer
 * highlights it without transformers), coloured by class as every other token is.
 */
function classedTokens(nodes: ElementContent[]): ElementContent[] {
  const context = { addClassToHast } as unknown as ThisParameterType<
    NonNullable<ShikiTransformer['span']>
  >;
  for (const node of nodes)
    visit(node, 'element', (element: Element) => {
      if (typeof element.properties.style !== 'string') return;
      // (As a record, the style registers under the class its token's would.)
      element.properties.style = styleRecord(element.properties.style) as never;
      highlightClasses.span!.call(context, element, 0, 0, element, undefined as never);
    });
  return nodes;
}

/** The same for the code in a twoslash block's popups (each a run of tokens). */
export function compactPopupCode(pre: Element, code: Element): void {
  code.children = compacted(code.children, plainClassesOf(pre));
}

/** Each line's text before the notations, to know which lines they edited. */
const asWritten = new WeakMap<Element, string>();

/**
 * VitePress's notations, a comment at the end of a line (or alone on the line before),
 * which leaves the code: `// [!code ++]` and `// [!code --]` (a line added or removed:
 * "diff add", "diff remove"), `// [!code focus]` (the other lines dimmed: "focused"),
 * `// [!code highlight]` (marked as `{2}` marks it: "highlighted"), `// [!code error]`
 * and `// [!code warning]` (marked in those colours). `:3` after the name takes 3 lines.
 * The space a notation leaves at the end of its line (`a(); // [!code ++]` → "a(); ")
 * goes too, else copied and counted in the code's width; other lines keep theirs.
 */
const notations = (
  [
    {
      name: 'site:before-notations',
      code(node) {
        for (const line of linesOf(node)) asWritten.set(line, toString(line));
      },
    },
    transformerNotationDiff(),
    transformerNotationFocus(),
    transformerNotationHighlight(),
    transformerNotationErrorLevel(),
    {
      name: 'site:after-notations',
      code(node) {
        for (const line of linesOf(node)) {
          if (asWritten.get(line) === toString(line)) continue;
          // The space that stood before the notation's comment ends its last token (a
          // <span> around a text): trimmed. (No token is left empty: the comment's went.)
          const text = (line.children.at(-1) as Element | undefined)?.children[0];
          if (text?.type === 'text') text.value = text.value.trimEnd();
        }
      },
    },
  ] satisfies ShikiTransformer[]
).map(withNotations);

/**
 * How much code the highlighted blocks kept below may hold, in characters: ~40 pages like
 * the readme (5,700 characters of code in 16 blocks, ~140 KB of highlighted tree).
 */
const HIGHLIGHTED_CODE_CHARS = 250_000;

/**
 * Highlighted blocks by language, meta and code (Shiki's key), the least recently used
 * dropped first: a page compiled again (each save in dev) highlights only the blocks
 * that changed, which halves its compile (measured on the readme). Copies in and out:
 * the pages' later plugins change the trees they are given. (A block taken from here
 * registers no token class: its own were registered when it was highlighted; see
 * `forgetHighlights`.)
 */
const highlighted = new LRUCache<string, Root>({
  maxSize: HIGHLIGHTED_CODE_CHARS,
  // The key ends with the code: its length stands for the tree's size.
  sizeCalculation: (_, key) => Math.max(1, key.length),
});

/**
 * Forgets every token class registered, and with them the highlighted blocks kept, which
 * would not register theirs again (a fresh start, as in a new process).
 */
export function forgetHighlights(): void {
  highlightClasses.clearRegistry();
  highlighted.clear();
}

export const shikiOptions: RehypeShikiCoreOptions & { themes: typeof CODE_THEMES } = {
  themes: CODE_THEMES,
  colorReplacements: CODE_COLOR_REPLACEMENTS,
  defaultColor: false,
  // Every language Shiki bundles, each loaded when a block first names it (once per
  // process: the highlighter is shared, highlighter.ts). rehypeCodeLanguages has checked
  // the names first: without a fallback, a grammar that fails to load fails the page.
  lazy: true,
  defaultLanguage: 'text',
  cache: {
    get(key) {
      const tree = highlighted.get(key);
      return tree && structuredClone(tree);
    },
    set(key, tree) {
      highlighted.set(key, structuredClone(tree));
      return this;
    },
  },
  // Shiki stops highlighting a line after 0.5 s by default: on a busy machine the first
  // line of a language (which compiles its grammar) can take longer, and the rest of the
  // block would come out plain. The output must not depend on the machine's load.
  tokenizeTimeLimit: 0,
  // ```js title="vite.config.js" {2,4-5}: the block's title (see rehypeCodeBlocks).
  parseMetaString: (meta) => ({ title: TITLE.exec(meta)?.[1] }),
  transformers: [
    // First: its code hook finds the tokens as Shiki made them (compactTokens merges them).
    twoslashTransformer(classedTokens),
    highlightClasses,
    // {2,4-5}: those lines get the class "highlighted".
    transformerMetaHighlight(),
    // Before the `code` below, which measures the lines they leave.
    ...notations,
    // After the notations, which read and trim the tokens as Shiki makes them.
    compactTokens,
    {
      pre(node) {
        node.properties['data-language'] = this.options.lang;
        // (Shiki copies parsed meta onto the <pre>: a title there would be a tooltip.)
        const { title } = this.options.meta as { title?: string };
        delete node.properties.title;
        if (title) node.properties['data-title'] = title;
        // Room at the left for the marked lines' bar (styles.css).
        if (MARKED_LINES.test(this.options.meta!.__raw!))
          this.addClassToHast(node, 'has-marked-lines');
      },
      code(node) {
        // A twoslash block's popups must paint outside its code: it is always laid out
        // (twoslash.css), and needs no size of its own.
        if ((this.meta as { twoslash?: unknown }).twoslash) return;
        // Off screen, a block's code skips style and layout until the reader nears it
        // (`content-visibility: auto`, styles.css), keeping its own size meanwhile: its
        // lines' height, and its longest line's width (so the block scrolls sideways, or
        // not, before and after). On the code, not the <pre>: Firefox sizes a skipped
        // scroll container without its padding.
        const lines = linesOf(node);
        const columns = Math.max(0, ...lines.map((line) => toString(line).length));
        node.properties.style = `contain-intrinsic-size:auto ${columns}ch auto ${lines.length * CODE_LINE_PX}px`;
      },
    },
  ],
};
