import { COPY_ICON_PATH } from './copy-button';
import { markup, type Markup } from './markup';

/**
 * The site's icons, each a symbol of one SVG sprite: a file the build writes once for every
 * page (`node/icon-sprite.ts`), which each icon draws with `<use href="…#name">`, the same
 * markup from React and from the Markdown pipeline (`iconMarkup`, below). The
 * pages' HTML then carries a reference per icon, not its drawing: the playground buttons,
 * copy buttons and outbound-link marks of a page repeat a handful of shapes.
 */
export const ICONS = {
  copy: { viewBox: '0 0 24 24', body: `<path fill="currentColor" d="${COPY_ICON_PATH}"/>` },
  // CodePen: a cube drawn as a wireframe.
  codepen: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M12 2 2 8.5v7L12 22l10-6.5v-7L12 2Zm0 2.3 7.7 5L16.3 11.6 12 8.8V4.3Zm-1.9 0v4.5l-4.3 2.8-3.4-2.3 7.7-5Zm-6.2 7.2 2.3 1.5-2.3 1.5v-3Zm7.2 8.2-7.7-5 3.4-2.3 4.3 2.8v4.5Zm1-6.3L8.6 13 12 10.7l3.4 2.3L12 15.3Zm1 6.3v-4.5l4.3-2.8 3.4 2.3-7.7 5Zm6.2-7.2L17 13l2.3-1.5v3Z"/>',
  },
  // JSFiddle: two loops, as in its infinity mark.
  jsfiddle: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M7 7.5a4.5 4.5 0 1 0 3.2 7.7L12 13.4l1.8 1.8A4.5 4.5 0 1 0 17 7.5a4.5 4.5 0 0 0-3.2 1.3L12 10.6l-1.8-1.8A4.5 4.5 0 0 0 7 7.5Zm0 2a2.5 2.5 0 0 1 1.8.7l1.8 1.8-1.8 1.8A2.5 2.5 0 1 1 7 9.5Zm10 0a2.5 2.5 0 1 1-1.8 4.3L13.4 12l1.8-1.8A2.5 2.5 0 0 1 17 9.5Z"/>',
  },
  // CodeSandbox: a box in perspective.
  codesandbox: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M12 1.5 2.5 7v10l9.5 5.5 9.5-5.5V7L12 1.5Zm0 2.3 6.9 4L12 11.7 5.1 7.8l6.9-4ZM4.5 9.5l6.5 3.8v6.8l-6.5-3.8V9.5Zm8.5 10.6v-6.8l6.5-3.8v6.8L13 20.1Z"/>',
  },
  // The "opens in a new tab" mark, as VuePress drew it.
  outbound: {
    viewBox: '0 0 100 100',
    body: '<path fill="currentColor" d="M18.8,85.1h56l0,0c2.2,0,4-1.8,4-4v-32h-8v28h-48v-48h28v-8h-32l0,0c-2.2,0-4,1.8-4,4v56C14.8,83.3,16.6,85.1,18.8,85.1z"/><polygon fill="currentColor" points="45.7,48.7 51.3,54.3 77.2,28.5 77.2,37.2 85.2,37.2 85.2,14.9 62.8,14.9 62.8,22.9 71.5,22.9"/>',
  },
  // The colour-scheme picker: a half-filled disc, and its chevron.
  scheme: {
    viewBox: '0 0 24 24',
    body: '<circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor"/>',
  },
  chevron: {
    viewBox: '0 0 24 24',
    body: '<path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  },
  menu: {
    viewBox: '0 0 24 24',
    body: '<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/>',
  },
  // The sites with more pages: search, a nav group's disclosure, the sidebar's drawer.
  search: {
    viewBox: '0 0 24 24',
    body: '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="m15.5 15.5 5 5" stroke="currentColor" stroke-width="2"/>',
  },
  disclosure: {
    viewBox: '0 0 12 12',
    body: '<path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  },
  sidebar: {
    viewBox: '0 0 24 24',
    body: '<path d="M3 6h18M3 12h12M3 18h18" stroke="currentColor" stroke-width="2"/>',
  },
  close: {
    viewBox: '0 0 24 24',
    body: '<path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2"/>',
  },
} as const;

export type IconName = keyof typeof ICONS;

/** The sprite: one `<symbol>` per icon, its id the icon's name. */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(
    ([name, { viewBox, body }]) => `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** An icon's reference: the sprite's URL (base included) and the symbol. */
export const iconHref = (spriteUrl: string, name: IconName) => `${spriteUrl}#${name}`;

/** An icon drawn in the text's colour and hidden from assistive technology. */
export function iconMarkup(
  spriteUrl: string,
  name: IconName,
  size: number,
  className?: string,
): Markup {
  return markup(
    'svg',
    {
      ...(className ? { class: className } : {}),
      'aria-hidden': 'true',
      focusable: 'false',
      width: size,
      height: size,
    },
    [markup('use', { href: iconHref(spriteUrl, name) })],
  );
}

/** The "opens in a new tab" mark of external links, with text for screen readers. */
export function outboundMarkup(spriteUrl: string): Markup[] {
  return [
    iconMarkup(spriteUrl, 'outbound', 15, 'icon outbound'),
    markup('span', { class: 'sr-only' }, ['(opens new window)']),
  ];
}
