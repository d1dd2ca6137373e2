import { COPY_ICON_PATH } from './copy-button';
import { markup, type Markup } from './markup';

/**
 * The site's icons, drawn by CSS: each a mask of its shape (drawn in black: only its
 * alpha counts) over the text's colour, on an empty `<span>` (`iconMarkup`: the same
 * markup from React and from the Markdown pipeline). The build writes their rules
 * (node/icon-styles.ts) into the site's stylesheet, so a page's HTML carries a class per
 * icon, not its drawing, and no icon is a request: a page inlines its first screen's
 * icons' sizes, and their shapes come with the rest of its styles, after its first paint
 * (node/first-screen-css.ts). `size` is the icon's box in px.
 */
export const ICONS = {
  copy: {
    size: 18,
    viewBox: '0 0 24 24',
    body: `<path d="${COPY_ICON_PATH}"/>`,
  },
  // CodePen: a cube drawn as a wireframe.
  codepen: {
    size: 20,

    viewBox: '0 0 24 24',
    body: '<path fill-rule="evenodd" d="M12 2 2 8.5v7L12 22l10-6.5v-7L12 2Zm0 2.3 7.7 5L16.3 11.6 12 8.8V4.3Zm-1.9 0v4.5l-4.3 2.8-3.4-2.3 7.7-5Zm-6.2 7.2 2.3 1.5-2.3 1.5v-3Zm7.2 8.2-7.7-5 3.4-2.3 4.3 2.8v4.5Zm1-6.3L8.6 13 12 10.7l3.4 2.3L12 15.3Zm1 6.3v-4.5l4.3-2.8 3.4 2.3-7.7 5Zm6.2-7.2L17 13l2.3-1.5v3Z"/>',
  },
  // JSFiddle: two loops, as in its infinity mark.
  jsfiddle: {
    size: 20,

    viewBox: '0 0 24 24',
    body: '<path fill-rule="evenodd" d="M7 7.5a4.5 4.5 0 1 0 3.2 7.7L12 13.4l1.8 1.8A4.5 4.5 0 1 0 17 7.5a4.5 4.5 0 0 0-3.2 1.3L12 10.6l-1.8-1.8A4.5 4.5 0 0 0 7 7.5Zm0 2a2.5 2.5 0 0 1 1.8.7l1.8 1.8-1.8 1.8A2.5 2.5 0 1 1 7 9.5Zm10 0a2.5 2.5 0 1 1-1.8 4.3L13.4 12l1.8-1.8A2.5 2.5 0 0 1 17 9.5Z"/>',
  },
  // CodeSandbox: a box in perspective.
  codesandbox: {
    size: 20,

    viewBox: '0 0 24 24',
    body: '<path fill-rule="evenodd" d="M12 1.5 2.5 7v10l9.5 5.5 9.5-5.5V7L12 1.5Zm0 2.3 6.9 4L12 11.7 5.1 7.8l6.9-4ZM4.5 9.5l6.5 3.8v6.8l-6.5-3.8V9.5Zm8.5 10.6v-6.8l6.5-3.8v6.8L13 20.1Z"/>',
  },
  // The "opens in a new tab" mark, as VuePress drew it (in whole units).
  outbound: {
    size: 15,
    viewBox: '0 0 100 100',
    body: '<path d="M19 85h56c2 0 4-2 4-4V49h-8v28H23V29h28v-8H19c-2 0-4 2-4 4v56c0 2 2 4 4 4z"/><path d="m46 49 5 5 26-25v8h8V15H63v8h9z"/>',
  },
  // The colour-scheme picker: a half-filled disc, and its chevron.
  scheme: {
    size: 16,
    viewBox: '0 0 24 24',
    body: '<circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor"/>',
  },
  chevron: {
    size: 12,
    viewBox: '0 0 24 24',
    body: '<path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  },
  menu: {
    size: 22,
    viewBox: '0 0 24 24',
    body: '<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/>',
  },
  // The sites with more pages: search, a nav group's disclosure, the sidebar's drawer.
  search: {
    size: 18,
    viewBox: '0 0 24 24',
    body: '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="m15.5 15.5 5 5" stroke="currentColor" stroke-width="2"/>',
  },
  disclosure: {
    size: 12,
    viewBox: '0 0 12 12',
    body: '<path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  },
  sidebar: {
    size: 18,
    viewBox: '0 0 24 24',
    body: '<path d="M3 6h18M3 12h12M3 18h18" stroke="currentColor" stroke-width="2"/>',
  },
  close: {
    size: 20,
    viewBox: '0 0 24 24',
    body: '<path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2"/>',
  },
} as const satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;
export interface Icon {
  viewBox: string;
  /** The SVG shape: its alpha is the mask. */
  body: string;
  size: number;
}

/**
 * The custom property that gives an icon its shape: set by each icon's class alone, and
 * drawn after a page's first paint (node/first-screen-css.ts).
 */
export const ICON_SHAPE_PROPERTY = '--icon';

/** The class that draws icon `name` (node/icon-styles.ts writes its rule). */
export const iconClass = (name: IconName) => `icon-${name}`;

/**
 * An icon in the text's colour: an empty box, which assistive technology passes over.
 * One icon class per element: the icons' rules may then come in any order (node/icon-styles.ts).
 */
export function iconMarkup(name: IconName, className?: string): Markup {
  return markup('span', { class: `icon ${iconClass(name)}${className ? ` ${className}` : ''}` });
}

/** The "opens in a new tab" mark of external links, with text for screen readers. */
export function outboundMarkup(): Markup[] {
  return [
    iconMarkup('outbound', 'outbound'),
    markup('span', { class: 'sr-only' }, ['(opens new window)']),
  ];
}
