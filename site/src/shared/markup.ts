/**
 * An element as a plain value: what a control's markup is written as once, for both
 * the Markdown pipeline (which makes hast of it: node/markdown/markup-to-hast.ts) and
 * React (which makes elements of it: theme/markup-to-react.ts). Attributes carry their
 * HTML names (`class`, `aria-label`); `style` holds CSS properties, custom ones included.
 */
export interface Markup {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string | number>>;
  readonly style?: Readonly<Record<string, string>>;
  readonly children: readonly (Markup | string)[];
}

/** `<tag attrs>children</tag>`. */
export function markup(
  tag: string,
  attrs: Markup['attrs'] = {},
  children: Markup['children'] = [],
  style?: Markup['style'],
): Markup {
  return style ? { tag, attrs, style, children } : { tag, attrs, children };
}
