import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT_ID, BOOT_DATA_ID, HYDRATION_DATA_ID, type BootData } from '../shared/html-ids';
import { COLOR_SCHEME_SCRIPT } from '../shared/color-scheme';
import { SITE_LANG } from '../shared/constants';
import type { HeadTag } from '../shared/types';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

function tag({ tag, attrs }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return `<${tag}${attributes}>`;
}

/** The favicons a site may have in its public folder, and how to link each. */
export const ICON_LINKS = {
  'favicon.ico': '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  'favicon.svg': '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
} as const;
export type IconFile = keyof typeof ICON_LINKS;

/** The favicons present in `dir`. */
export function iconsIn(dir: string): IconFile[] {
  return (Object.keys(ICON_LINKS) as IconFile[]).filter((icon) => existsSync(join(dir, icon)));
}

export interface Document {
  icons: IconFile[];
  title: string;
  description: string;
  head: HeadTag[];
  /** Stylesheets, inlined: no render-blocking request before the first paint. */
  styles: string[];
  /** The page's script: the boot script (production) or the app (dev). */
  entry: string;
  /** What the boot script starts the app with (production). */
  boot?: BootData;
  body: string;
  hydrationData?: unknown;
}

/** A complete page: readable as it is, then hydrated by the entry script. */
export function documentHtml(doc: Document): string {
  const json =
    // Data, not script: JSON in a non-executable script element is allowed by the CSP.

    doc.hydrationData === undefined
      ? ''
      : `<script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify(doc.hydrationData).replace(/</g, '\\u003c')}</script>`;
  return [
    '<!doctype html>',
    `<html lang="${SITE_LANG}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<meta name="description" content="${escapeHtml(doc.description)}">`,
    ...doc.head.map(tag),
    ...doc.icons.map((icon) => ICON_LINKS[icon]),
    // Before the styles and the first paint: the reader's picked scheme, never a flash of the other.
    `<script>${COLOR_SCHEME_SCRIPT}</script>`,
    ...doc.styles.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
    // Without JavaScript, hidden demo code cannot be shown: show it in full. The demo
    // controls (show/hide, Edit, copy, the playgrounds, whose fields the app makes), the
    // code blocks' copy buttons and the colour-scheme picker cannot work: none is shown.
    '<noscript><style>.demo-code[data-state=closed]{max-height:none!important}.demo-code[data-state=closed]::after,.demo-bar,.copy,.color-scheme{display:none}.demo-code{border-top:1px solid var(--border)}</style></noscript>',
    // The first paint needs no script: the page's own script waits behind the page.
    `<script type="module" src="${doc.entry}" fetchpriority="low"></script>`,
    '</head>',
    '<body>',
    `<div id="${APP_ROOT_ID}">${doc.body}</div>`,
    json,
    doc.boot
      ? `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(doc.boot)}</script>`
      : '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The document an edited example runs in (shared/demo-frame.ts): an example box, and
 * the script that fills it. The page sends it its styles.
 */
export function demoFrameHtml(entry: string): string {
  return [
    '<!doctype html>',
    `<html lang="${SITE_LANG}" data-demo-frame>`,
    '<head>',
    '<meta charset="utf-8">',
    '<title>Edited example</title>',
    `<script type="module" src="${entry}"></script>`,
    '</head>',
    '<body>',
    '<div class="demo-live" id="demo"></div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
