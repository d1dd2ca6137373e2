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
import { COPY_ICON_PATH } from '../../shared/copy-button';

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
export function outboundIcon(): ElementContent[] {
  return [
    {
      type: 'element',
      tagName: 'svg',
      properties: {
        className: ['icon', 'outbound'],
        xmlns: 'http://www.w3.org/2000/svg',
        ariaHidden: 'true',
        focusable: 'false',
        viewBox: '0 0 100 100',
        width: 15,
        height: 15,
      },
      children: [
        {
          type: 'element',
          tagName: 'path',
          properties: {
            fill: 'currentColor',
            d: 'M18.8,85.1h56l0,0c2.2,0,4-1.8,4-4v-32h-8v28h-48v-48h28v-8h-32l0,0c-2.2,0-4,1.8-4,4v56C14.8,83.3,16.6,85.1,18.8,85.1z',
          },
          children: [],
        },
        {
          type: 'element',
          tagName: 'polygon',
          properties: {
            fill: 'currentColor',
            points:
              '45.7,48.7 51.3,54.3 77.2,28.5 77.2,37.2 85.2,37.2 85.2,14.9 62.8,14.9 62.8,22.9 71.5,22.9',
          },
          children: [],
        },
      ],
    },
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
function copyControl(): Element {
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
        children: [
          {
            type: 'element',
            tagName: 'svg',
            properties: { ariaHidden: 'true', viewBox: '0 0 24 24', width: 18, height: 18 },
            children: [
              {
                type: 'element',
                tagName: 'path',
                properties: { fill: 'currentColor', d: COPY_ICON_PATH },
                children: [],
              },
            ],
          },
        ],
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
          ...(inDemo ? [] : [copyControl()]),
        ],
      };
      return SKIP;
    });
  };
}
