import type { Element, ElementContent } from 'hast';
import { h, s } from 'hastscript';
import type { Markup } from '../../shared/markup';

/** The hast of a control's markup (shared/markup.ts), for the pages' static HTML. */
export function markupToHast(node: Markup, inSvg = false): Element {
  const svg = inSvg || node.tag === 'svg';
  const style = node.style
    ? Object.entries(node.style)
        .map(([name, value]) => `${name}:${value}`)
        .join(';')
    : undefined;
  const children: ElementContent[] = node.children.map((child) =>
    typeof child === 'string' ? { type: 'text', value: child } : markupToHast(child, svg),
  );
  return (svg ? s : h)(node.tag, { ...node.attrs, ...(style ? { style } : {}) }, children);
}
