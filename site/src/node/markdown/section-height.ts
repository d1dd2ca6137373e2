import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { codeBlockHeight } from '../../shared/code-layout';

/** A line of body text: 16 px × line-height 1.7. */
const TEXT_LINE_PX = 27;
/** Characters in a line of text: between a phone's ~40 and the 740 px column's ~85. */
const LINE_CHARS = 60;
/** The 1 rem between blocks. */
const GAP_PX = 16;
const HEADING_PX: Record<string, number> = { h2: 80, h3: 64, h4: 56 };
const ROW_PX = 48;

const isElement = (node: Root | RootContent): node is Element => node.type === 'element';

function textHeight(node: Element): number {
  return Math.max(1, Math.ceil(toString(node).length / LINE_CHARS)) * TEXT_LINE_PX + GAP_PX;
}

function blockHeight(node: Element): number {
  const heading = HEADING_PX[node.tagName];
  if (heading) return heading;
  const pre =
    node.tagName === 'pre'
      ? node
      : node.children.find((c): c is Element => isElement(c) && c.tagName === 'pre');
  if (pre?.tagName === 'pre') {
    const code = pre.children.find(isElement);
    const lines = code ? code.children.filter(isElement).length : 1;
    return codeBlockHeight(lines) + GAP_PX;
  }
  if (node.tagName === 'ul' || node.tagName === 'ol')
    return node.children.filter(isElement).reduce((n, item) => n + textHeight(item), 0);
  if (node.tagName === 'table') {
    let rows = 0;
    for (const part of node.children.filter(isElement))
      rows += part.children.filter(isElement).length;
    return rows * ROW_PX + GAP_PX;
  }
  return textHeight(node);
}

/**
 * A rough height (px) of a run of blocks as the page lays it out, from their text and
 * code lines: what a section keeps while the browser skips rendering it (see
 * `rehype-static-html`). Only the scrollbar sees it; the section's real height replaces
 * it as soon as it renders, off screen.
 */
export function sectionHeight(nodes: readonly (Root | RootContent)[]): number {
  // Highlighted code comes as a fragment (a root) in place of its block.
  const blocks = nodes.flatMap((node) => (node.type === 'root' ? node.children : [node]));
  return blocks.filter(isElement).reduce((n, node) => n + blockHeight(node), 0);
}
