import { ICONS, ICON_SHAPE_PROPERTY, iconClass, type Icon, type IconName } from '../shared/icons';

/**
 * The icons' styles (shared/icons.ts), a stylesheet the theme imports (`virtual:icons.css`):
 * the box every icon is, its size per icon, and per icon a class that gives its shape.
 * The shapes set one custom property each, which nothing else sets: where each comes in
 * the stylesheet cannot matter, and a page's first paint goes without them (its icons'
 * boxes laid out, their drawing a moment later, with the rest of the styles: see
 * node/first-screen-css.ts).
 */
export function iconCss(): string {
  const icons = Object.entries(ICONS) as [IconName, Icon][];
  const sizes = new Map<number, string[]>();
  for (const [name, { size }] of icons)
    sizes.set(size, [...(sizes.get(size) ?? []), `.${iconClass(name)}`]);
  const sizeRules = [...sizes].map(
    ([size, classes]) => `${classes.join(',')}{--icon-size:${size}px}`,
  );
  const shapes = icons.map(
    ([name, icon]) => `.${iconClass(name)}{${ICON_SHAPE_PROPERTY}:${shapeUrl(icon)}}`,
  );
  return [BASE, ...sizeRules, ...shapes].join('\n');
}

/**
 * An icon's box: the text's colour, seen through its shape; nothing until its shape is
 * in (a transparent mask, not none: no mask would show the whole box). In forced colours too: the
 * colour is the system's text or link colour, which the icon inherits (its background is
 * left alone, else the system's would hide it).
 */
const BASE = `.icon{display:inline-block;flex:none;width:var(--icon-size);height:var(--icon-size);background-color:currentColor;mask:var(${ICON_SHAPE_PROPERTY},linear-gradient(#0000,#0000)) center/contain no-repeat;forced-color-adjust:none}`;

/** The shape as a `data:` URL in a CSS string: quoted singly inside, `%` and `#` escaped. */
function shapeUrl({ viewBox, body }: Icon): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${body.replace(/"/g, "'")}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/#/g, '%23')}")`;
}
