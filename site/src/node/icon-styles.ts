import { ICONS, iconClass, type Icon, type IconName } from '../shared/icons';

/**
 * The icons' styles (shared/icons.ts), a stylesheet the theme imports (`virtual:icons.css`):
 * the box every icon is, and per icon a class that gives its size and shape. Those set
 * custom properties only, which nothing else sets: where each comes in the stylesheet
 * cannot matter, so a page inlines only the rules of the icons its first screen shows
 * (node/first-screen-css.ts).
 */
export function iconCss(): string {
  const rules = (Object.entries(ICONS) as [IconName, Icon][]).map(
    ([name, icon]) => `.${iconClass(name)}{--icon-size:${icon.size}px;--icon:${shapeUrl(icon)}}`,
  );
  return [BASE, ...rules].join('\n');
}

/**
 * An icon's box: the text's colour, seen through its shape. In forced colours too: the
 * colour is the system's text or link colour, which the icon inherits (its background is
 * left alone, else the system's would hide it).
 */
const BASE = `.icon{display:inline-block;flex:none;width:var(--icon-size);height:var(--icon-size);background-color:currentColor;mask:var(--icon) center/contain no-repeat;forced-color-adjust:none}`;

/** The shape as a `data:` URL in a CSS string: quoted singly inside, `%` and `#` escaped. */
function shapeUrl({ viewBox, body }: Icon): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${body.replace(/"/g, "'")}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/#/g, '%23')}")`;
}
