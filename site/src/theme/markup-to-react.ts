import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { Markup } from '../shared/markup';

/**
 * A React element of a control's markup (shared/markup.ts): the same HTML the Markdown
 * pipeline writes for it. (React takes `class` as `className`; the rest by their HTML
 * names.) `props` go to the outermost element: a `ref`, say.
 */
export function markupToReact(node: Markup, props?: Record<string, unknown>): ReactElement {
  // (In the attributes' order, as the build writes them.)
  const attrs = Object.fromEntries(
    Object.entries(node.attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name,
      value,
    ]),
  );
  return createElement(
    node.tag,
    { ...attrs, ...(node.style ? { style: node.style as CSSProperties } : {}), ...props },
    // (As arguments, not an array: a fixed list, which needs no keys.)
    ...node.children.map((child) => (typeof child === 'string' ? child : markupToReact(child))),
  );
}
