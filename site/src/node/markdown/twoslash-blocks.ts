import { createTransformerFactory, rendererRich } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { LRUCache } from 'lru-cache';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import type { ShikiTransformer } from 'shiki/core';
import type { TwoslashFunction } from 'twoslash';
import { visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import {
  TWOSLASH_CODE_CLASS,
  TWOSLASH_HOVER_CLASS,
  TWOSLASH_POPUP_CLASS,
} from '../../shared/twoslash-classes';
import type { PackageSource } from '../documented-packages';
import { SiteBuildError } from '../errors';
import { checkTwoslash, settingStamp, type TwoslashResult } from './twoslash-check';

/**
 * ```ts twoslash: a fence whose code the TypeScript compiler checks at build time. The
 * reader gets each identifier's type on hover and focus, a `// ^?` query's answer under
 * its line, and the errors the fence expects (`// @errors: 2322`); any other error fails
 * the build at its line. All of it is HTML and CSS (twoslash.css): no script.
 */

/** The word in a fence's meta that asks for it. */
const TRIGGER = /(?:^|\s)twoslash(?=\s|$)/;

/** The languages checked, by the names a fence may give them. */
const LANGUAGES: Readonly<Record<string, string>> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** What the rule of a twoslash fence says, in errors. */
const RULE = 'a twoslash fence type-checks, or says the errors it expects (// @errors: 2322)';

/** A fence's code as Shiki is given it (rehype-shiki drops the last line break). */
const codeOf = (code: Element) => toString(code).replace(/\n$/, '');

/** A fence's meta, where Shiki reads it (see remarkCodeMeta, rehypeDemoCode). */
const metaOf = (code: Element) =>
  String((code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '');

const resultKey = (lang: string, code: string) => `${lang}\n${code}`;

/**
 * Fences checked by `rehypeTwoslash`, for the transformer below (which runs in Shiki,
 * synchronously) to draw: by language and code. Only needed for the compile at hand.
 */
const results = new LRUCache<string, TwoslashResult>({ max: 500 });

/** The site's twoslash setting, as compilePage is given it. */
export interface TwoslashOptions {
  /** The site's folder (default: the page's). */
  root?: string;
  packages: readonly PackageSource[];
}

/**
 * Checks every twoslash fence of a page, before Shiki highlights it: its errors go to the
 * page's problems at their lines (all of them at once), its result to the transformer. A
 * fence that failed is highlighted as a plain one (the page fails anyway).
 */
export function rehypeTwoslash({ root, packages }: TwoslashOptions) {
  return async (tree: Root, file: VFile) => {
    const fences: { code: Element; line: number | undefined }[] = [];
    visitParents(tree, { tagName: 'code' }, (code, ancestors) => {
      const pre = ancestors.at(-1) as Element | undefined;
      const meta = metaOf(code);
      if (pre?.tagName === 'pre' && TRIGGER.test(meta))
        fences.push({ code, line: pre.position?.start.line });
    });
    if (!fences.length) return;
    const setting = { root: root ?? file.dirname ?? process.cwd(), packages };
    const stamp = await settingStamp(setting);
    const problem = (line: number | undefined, detail: string) =>
      file.data.problems!.push(new SiteBuildError(file.path, line, RULE, detail));
    for (const { code, line } of fences) {
      const classes = [code.properties.className].flat().map(String);
      const named = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const lang = named && LANGUAGES[named];
      const text = codeOf(code);
      let failed = !lang;
      if (!lang) problem(line, `twoslash checks ts and tsx code, not ${named ?? 'unnamed'} code`);
      else {
        try {
          const checked = await checkTwoslash(text, lang, setting, stamp);
          if ('result' in checked) results.set(resultKey(lang, text), checked.result);
          else {
            failed = true;
            for (const mistake of checked.mistakes)
              // (The fence's code starts on the line after its opening.)
              problem(line && line + 1 + mistake.line, mistake.text);
          }
        } catch (error) {
          failed = true;
          const e = error as { title?: string; description?: string; message?: string };
          problem(line, e.title ? `${e.title}: ${e.description ?? ''}` : String(e.message));
        }
      }
      if (failed) code.data = { ...code.data, meta: metaOf(code).replace(TRIGGER, '') };
    }
  };
}

/** The checked result for Shiki's transformer; a fence not checked here is a mistake. */
const drawn = ((code: string, lang: string) => {
  const result = results.get(resultKey(lang, code));
  if (!result) throw new Error(`a twoslash fence was not checked before highlighting`);
  return result;
}) as unknown as TwoslashFunction;

/** A JSDoc comment's Markdown (`code`, *emphasis*, links, paragraphs) as HTML. */
function markdownOf(markdown: string): ElementContent[] {
  return (toHast(fromMarkdown(markdown)) as Root).children as ElementContent[];
}

/** A JSDoc tag's text (`@default \`0\``): a paragraph's content. */
function inlineMarkdownOf(markdown: string): ElementContent[] {
  const nodes = markdownOf(markdown);
  const [only] = nodes;
  return nodes.length === 1 && only?.type === 'element' && only.tagName === 'p'
    ? only.children
    : nodes;
}

/**
 * Shiki's twoslash transformer, drawing what `rehypeTwoslash` checked: hovers as a token
 * with its popup, queries and errors as lines under theirs (which push nothing aside).
 */
export function twoslashTransformer(
  /** A popup's code as Shiki draws it (its colours inline), as the block's code is drawn. */
  popupCode: (nodes: ElementContent[]) => ElementContent[],
): ShikiTransformer {
  return createTransformerFactory(drawn)({
    explicitTrigger: TRIGGER,
    renderer: rendererRich({
      queryRendering: 'line',
      errorRendering: 'line',
      hast: { popupTypes: { children: popupCode } },
      renderMarkdown: markdownOf,
      renderMarkdownInline: inlineMarkdownOf,
    }),
  });
}

/** (Shiki writes `class` as a string of names; hast's parsers, `className` as a list.) */
const hasClass = (node: Element, name: string) =>
  [node.properties.className ?? node.properties.class]
    .flat()
    .some((c) => String(c).split(/\s+/).includes(name));

/** The text of code as it shows (a line's, say): without its type popups. */
export function shownText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || hasClass(node, TWOSLASH_POPUP_CLASS)) return '';
  return node.children.map(shownText).join('');
}

/**
 * Each hover a keyboard stop that names its popup (a tooltip): ids by their order on the
 * page. The popup's code compacted as the block's is. Tells `registered` that the page has twoslash code (its stylesheet goes with the
 * token colours').
 */
export function rehypeTwoslashPopups({
  registered,
  compact,
}: {
  registered: () => void;
  /** Compacts a popup's code, as the block's own (shiki-options.ts). */
  compact: (pre: Element, code: Element) => void;
}) {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre' || !hasClass(pre, TWOSLASH_CODE_CLASS)) return;
      registered();
      visit(pre, 'element', (hover: Element) => {
        if (!hasClass(hover, TWOSLASH_HOVER_CLASS)) return;
        const popup = hover.children.find(
          (c): c is Element => c.type === 'element' && hasClass(c, TWOSLASH_POPUP_CLASS),
        );
        if (!popup) return;
        for (const code of popup.children)
          if (code.type === 'element' && code.tagName === 'code') compact(pre, code);
        const id = `twoslash-${++count}`;
        popup.properties.id = id;
        popup.properties.role = 'tooltip';
        hover.properties.tabIndex = 0;
        hover.properties.ariaDescribedBy = [id];
      });
    });
  };
}
