import type { ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { nodeTypes } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { withBase } from '../../shared/base';
import { sectionHeight } from './section-height';

/** The component that shows one static part of a page: `<StaticHtml index="N"/>`. */
const STATIC_HTML_COMPONENT = 'StaticHtml';

const MDX_TYPES = new Set<string>(nodeTypes);

type Node = Root | RootContent;

/** Headings that start a section of a page. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);

const isHeading = (node: Node | undefined) =>
  node?.type === 'element' && SECTION_HEADINGS.has(node.tagName);

/** Static: no component and no expression anywhere inside. */
function isStatic(node: Node): boolean {
  if (MDX_TYPES.has(node.type)) return false;
  return !('children' in node) || node.children.every(isStatic);
}

/** Whitespace between blocks. (Comments, the other non-content, are dropped from runs first.) */
const isBlank = (node: Node) => node.type === 'text' && !node.value.trim();

/** The last node of a list that is not whitespace. */
const lastOf = (nodes: Node[]) => nodes.findLast((node) => !isBlank(node));

/** Attributes (hast's names) that hold a URL a browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'] as const;

/**
 * Site paths in HTML the browser reads as it is: with the site's base in front. (Links
 * React renders, SiteLink, take the base as they render.)
 */
function putBase(nodes: ElementContent[], base: string): void {
  if (base === '/') return;
  for (const node of nodes)
    visit(node, 'element', ({ properties }) => {
      for (const name of URL_ATTRIBUTES) {
        const value = properties[name];
        if (typeof value === 'string') properties[name] = withBase(base, value);
      }
      // `srcset`: candidates of a URL and a descriptor each, comma-separated.
      const { srcSet } = properties;
      if (typeof srcSet === 'string' || Array.isArray(srcSet))
        properties.srcSet = (Array.isArray(srcSet) ? srcSet.join(',') : srcSet)
          .split(',')
          .map((candidate) => candidate.trim().replace(/^\S+/, (url) => withBase(base, url)))
          .join(', ');
    });
}

/**
 * Most of a page is plain HTML that no script ever needs to touch: it should cost no
 * JavaScript. Each run of static top-level nodes (and of static children of a
 * component, such as a demo's highlighted code) becomes one HTML string, in
 * `file.data.staticHtml`, rendered by `<StaticHtml index="N"/>`. The page's module
 * then holds only its components; the strings are a separate module, which the
 * browser needs only when it navigates to the page (a hydrating page reads them
 * back from its own DOM). A top-level part that starts a section (a heading, or what
 * follows a heading with a component in it) also gets the height it is estimated to
 * take (`deferHeight`): until the app runs, it is rendered only near the viewport, and
 * keeps that height meanwhile (see StaticHtml).
 */
export function rehypeStaticHtml({ base = '/' }: { base?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const parts: string[] = [];

    /**
     * `topLevel`: the run is in the page itself, not in a component. `afterHeading`: it
     * follows a heading the page renders as a component (one with a badge, say).
     */
    function island(run: Node[], topLevel: boolean, afterHeading: boolean): ElementContent[] {
      const kept = run.filter((n) => n.type !== 'comment') as ElementContent[];
      // Whitespace between blocks is not content: runs start and end with an element.
      while (kept.length && isBlank(kept[0]!)) kept.shift();
      while (kept.length && isBlank(kept.at(-1)!)) kept.pop();
      if (!kept.length) return [];
      putBase(kept, base);
      parts.push(toHtml(kept));
      const attributes: MdxJsxFlowElementHast['attributes'] = [
        { type: 'mdxJsxAttribute', name: 'index', value: String(parts.length - 1) },
      ];
      // A part that starts a section is rendered only near the viewport until the app
      // runs: it keeps this height meanwhile.
      if (topLevel && (afterHeading || isHeading(kept[0]!)))
        attributes.push({
          type: 'mdxJsxAttribute',
          name: 'deferHeight',
          value: String(sectionHeight(kept)),
        });
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: STATIC_HTML_COMPONENT,
        attributes,
        children: [],
      };
      return [element as unknown as ElementContent];
    }

    function split(parent: { children: Node[] }, topLevel: boolean): void {
      const out: Node[] = [];
      let run: Node[] = [];
      for (const child of parent.children) {
        // Each section of the page (from a heading on) is a part of its own.
        if (topLevel && isHeading(child) && run.some((n) => !isBlank(n))) {
          out.push(...island(run, topLevel, isHeading(lastOf(out))));
          run = [];
        }
        if (isStatic(child)) {
          run.push(child);
          continue;
        }
        out.push(...island(run, topLevel, isHeading(lastOf(out))));
        run = [];
        if (child.type === 'mdxJsxFlowElement') split(child as { children: Node[] }, false);
        out.push(child);
      }
      out.push(...island(run, topLevel, isHeading(lastOf(out))));
      parent.children = out;
    }

    split(tree as { children: Node[] }, true);
    file.data.staticHtml = parts;
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The page's static HTML parts, by `<StaticHtml index>`. */
    staticHtml: string[];
  }
}
