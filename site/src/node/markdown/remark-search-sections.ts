import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';

/** A part of a page for the search index: under one h2/h3 (its id), or above the first. */
export interface SearchSection {
  /** The heading's id; none for the part above the first h2/h3. */
  anchor?: string;
  text: string;
}

declare module 'vfile' {
  interface DataMap {
    searchSections: SearchSection[];
  }
}

/** Nodes whose children run on in one line of text (the rest are blocks, one per line). */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

/** The words of a node: its text, code included, HTML not; blocks and table cells apart. */
function textOf(node: Node): string {
  if (node.type === 'html' || node.type === 'yaml') return '';
  const { value, children } = node as { value?: unknown; children?: Node[] };
  if (typeof value === 'string') return value;
  // A break, a rule, an image: no words.
  if (!children) return '';
  const separator = PHRASING_PARENTS.has(node.type) ? '' : node.type === 'tableRow' ? ' ' : '\n';
  return children
    .map(textOf)
    .filter((text) => text !== '')
    .join(separator);
}

/**
 * Splits the page's text at its top-level h2 and h3 headings, after `remarkHeadings` gave
 * them their ids. The `#` title and the frontmatter are not text of any section.
 */
export function remarkSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ text: '' }];
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth === 1) continue;
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        // (remarkHeadings gave every heading its id.)
        const { id } = node.data!.hProperties as { id: string };
        sections.push({ anchor: id, text: '' });
        continue;
      }
      const words = textOf(node)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('\n');
      if (words) sections.at(-1)!.text += `${sections.at(-1)!.text ? '\n' : ''}${words}`;
    }
    file.data.searchSections = sections;
  };
}
