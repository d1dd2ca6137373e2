import type { Element, ElementContent, Root } from 'hast';
import { isPlainLang } from 'shiki/core';
import { CODE_BLOCK_CLASS } from '../../shared/controls';
import { copyControlMarkup } from '../../shared/controls-markup';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { outboundMarkup } from '../../shared/icons';
import { markupToHast } from './markup-to-hast';
import { shownText } from './twoslash-blocks';

const HEADING = /^h[1-6]$/;

/** `#` permalink at the start of every heading that has an id. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (!HEADING.test(node.tagName) || typeof id !== 'string') return;
      const label = `Permalink to “${toString(node).trim()}”`;
      node.children.unshift(
        {
          type: 'element',
          tagName: 'a',
          properties: { className: ['header-anchor'], href: `#${id}`, ariaLabel: label },
          children: [{ type: 'text', value: '#' }],
        },
        { type: 'text', value: ' ' },
      );
    });
  };
}

/** The outbound icon with screen-reader text, as VuePress showed it (after an external link). */
export const outboundIcon = (): ElementContent[] =>
  outboundMarkup().map((node) => markupToHast(node));

/**
 * What an outbound link gets after its content: the icon and its words, or only the
 * words where the link is an image alone (a README's badge: an icon beside it would look
 * like part of the badge's row).
 */
export function outboundContent(link: Element): ElementContent[] {
  const images = link.children.every(
    (child) =>
      (child.type === 'element' && child.tagName === 'img') ||
      (child.type === 'text' && child.value.trim() === ''),
  );
  return images ? outboundIcon().slice(1) : outboundIcon();
}

/**
 * How many characters the first line of a block's code takes at the top right, where the
 * copy button is, with its language label beside the button: styles.css starts the code
 * below the button where that would reach it at the block's width.
 */
function firstLineReach(pre: Element, label: string | undefined): number {
  const code = pre.children.find((c): c is Element => c.type === 'element');
  const line = code?.children.find((c): c is Element => c.type === 'element');
  // (UTF-16 units, as the build measures its code's width: shiki-options.ts. A type
  // popup in the line is not in it.)
  const chars = line ? shownText(line).length : 0;
  return chars + (label ? label.length + 1 : 0);
}

/**
 * Each highlighted block in a `.code-block` (labelled with its language), with its title
 * (`title="…"` in the fence) above it and a copy button; a demo's code has the demo's own.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    // Stryker disable next-line StringLiteral: visitParents() takes "" for no test, and only elements have a tagName
    visitParents(tree, 'element', (node: Element, ancestors) => {
      const parent = ancestors.at(-1) as Element | Root | undefined;
      if (node.tagName !== 'pre' || !parent) return;
      const index = parent.children.indexOf(node);
      const lang = node.properties['data-language'] ?? node.properties.dataLanguage;
      const title = node.properties['data-title'] ?? node.properties.dataTitle;
      delete node.properties['data-title'];
      delete node.properties.dataTitle;
      const inDemo = ancestors.some(
        (a) => (a as { type: string; name?: string }).name === 'DemoBlock',
      );
      // Plain text (text, txt, plain, plaintext) is no language to show.
      const label = typeof lang === 'string' && !isPlainLang(lang) ? lang : undefined;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [CODE_BLOCK_CLASS, ...(title ? ['titled'] : [])],
          dataLang: label,
          style: `--code-first-line:${firstLineReach(node, label)}`,
        },
        children: [
          ...(typeof title === 'string'
            ? [
                {
                  type: 'element',
                  tagName: 'div',
                  properties: { className: ['code-title'] },
                  children: [{ type: 'text', value: title }],
                } satisfies Element,
              ]
            : []),
          node,
          ...(inDemo ? [] : [markupToHast(copyControlMarkup())]),
        ],
      };
      return SKIP;
    });
  };
}
