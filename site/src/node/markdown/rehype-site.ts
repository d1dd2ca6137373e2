import type { Element, ElementContent, Root } from 'hast';
import { isPlainLang } from 'shiki/core';
import {
  CODE_BLOCK_CLASS,
  COPY_BUTTON_CLASS,
  COPY_CLASS,
  COPY_STATUS_CLASS,
} from '../../shared/controls';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { iconHref, type IconName } from '../../shared/icons';

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

/** An icon of the site's sprite (shared/icons.ts), as theme/Icon.tsx draws it. */
export function iconElement(
  spriteUrl: string,
  name: IconName,
  size: number,
  className?: string[],
): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      ...(className ? { className } : {}),
      ariaHidden: 'true',
      focusable: 'false',
      width: size,
      height: size,
    },
    children: [
      {
        type: 'element',
        tagName: 'use',
        properties: { href: iconHref(spriteUrl, name) },
        children: [],
      },
    ],
  };
}

/** The outbound icon with screen-reader text, as VuePress showed it (after an external link). */
export function outboundIcon(spriteUrl: string): ElementContent[] {
  return [
    iconElement(spriteUrl, 'outbound', 15, ['icon', 'outbound']),
    {
      type: 'element',
      tagName: 'span',
      properties: { className: ['sr-only'] },
      children: [{ type: 'text', value: '(opens new window)' }],
    },
  ];
}

/**
 * The copy control of a code block: the same markup as a demo's CopyButton, made static.
 * (Placed by styles.css, from the same constants: shared/code-layout.ts.)
 */
function copyControl(spriteUrl: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [COPY_CLASS] },
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: { className: [COPY_STATUS_CLASS], role: 'status' },
        children: [],
      },
      {
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: [COPY_BUTTON_CLASS],
          ariaLabel: 'Copy code',
        },
        children: [iconElement(spriteUrl, 'copy', 18)],
      },
    ],
  };
}

/**
 * How many characters the first line of a block's code takes at the top right, where the
 * copy button is, with its language label beside the button: styles.css starts the code
 * below the button where that would reach it at the block's width.
 */
function firstLineReach(pre: Element, label: string | undefined): number {
  const code = pre.children.find((c): c is Element => c.type === 'element');
  const line = code?.children.find((c): c is Element => c.type === 'element');
  // (UTF-16 units, as the build measures its code's width: shiki-options.ts.)
  const chars = line ? toString(line).length : 0;
  return chars + (label ? label.length + 1 : 0);
}

/**
 * Each highlighted block in a `.code-block` (labelled with its language), with its title
 * (`title="…"` in the fence) above it and a copy button; a demo's code has the demo's own.
 */
export function rehypeCodeBlocks({ spriteUrl }: { spriteUrl: string }) {
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
          ...(inDemo ? [] : [copyControl(spriteUrl)]),
        ],
      };
      return SKIP;
    });
  };
}
