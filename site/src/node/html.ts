import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT_ID, BOOT_DATA_ID, HYDRATION_DATA_ID, type BootData } from '../shared/html-ids';
import { withBase } from '../shared/base';
import { HEAD_SCRIPT } from '../shared/head-script';
import { COPY_CLASS, DEMO_CODE_CLASS } from '../shared/controls';
import { SITE_LANG } from '../shared/constants';
import type { HeadTag } from '../shared/types';
import { STORAGE_PREFIX_ATTRIBUTE } from '../shared/storage';
import { REST_STYLES_ATTRIBUTE } from '../shared/rest-styles';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** Attributes of a head tag that hold a URL: a path of the site gets the base in front. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** A head tag of the config: its paths written without the base, as every path there is. */
function tag({ tag, attrs }: HeadTag, base: string): string {
  const attributes = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtml(URL_ATTRIBUTES.has(k) ? withBase(base, v) : v)}"`)
    .join('');
  return `<${tag}${attributes}>`;
}

/**
 * Without JavaScript, hidden demo code cannot be shown: show it in full. The demo
 * controls (show/hide, Edit, copy, the playgrounds, whose fields the app makes), the
 * code blocks' copy buttons and the colour-scheme picker cannot work: none is shown.
 * Important, every rule: the rest of the styles, linked after these, come after them.
 */
const NOSCRIPT_STYLE = `<noscript><style>.${DEMO_CODE_CLASS}[data-state=closed]{max-height:none!important}.${DEMO_CODE_CLASS}[data-state=closed]::after,.demo-bar,.${COPY_CLASS},.color-scheme{display:none!important}.${DEMO_CODE_CLASS}{border-top:1px solid var(--border)!important}</style></noscript>`;

/** The favicons a site may have in its public folder, and what each link says of it. */
const ICONS = {
  'favicon.ico': 'sizes="32x32"',
  'favicon.svg': 'type="image/svg+xml"',
} as const;
export type IconFile = keyof typeof ICONS;

/** The favicons present in `dir`. */
export function iconsIn(dir: string): IconFile[] {
  return (Object.keys(ICONS) as IconFile[]).filter((icon) => existsSync(join(dir, icon)));
}

function iconLink(icon: IconFile, base: string): string {
  return `<link rel="icon" href="${escapeHtml(withBase(base, `/${icon}`))}" ${ICONS[icon]}>`;
}

export interface Document {
  /** The URL path the site is served under (the favicons' links start with it). */
  base: string;
  /** What the site's keys in the reader's browser start with (shared/storage.ts). */
  storagePrefix: string;
  icons: IconFile[];
  title: string;
  description: string;
  head: HeadTag[];
  /**
   * The Content-Security-Policy the page carries itself (production), for hosts that send
   * no header of it.
   */
  csp?: string;
  /** Stylesheets, inlined: no render-blocking request before the first paint. */
  styles: string[];
  /**
   * A stylesheet's URL: the rest of the styles, which the first screen does not need
   * (first-screen-css.ts), linked after the first paint (shared/rest-styles.ts).
   */
  deferredStyles?: string;
  /** The page's script, its URL: the boot script (production) or the app (dev). */
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
    `<html lang="${SITE_LANG}" ${STORAGE_PREFIX_ATTRIBUTE}="${escapeHtml(doc.storagePrefix)}"${doc.deferredStyles ? ` ${REST_STYLES_ATTRIBUTE}="${escapeHtml(doc.deferredStyles)}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    // First: it governs only what comes after it.
    ...(doc.csp
      ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(doc.csp)}">`]
      : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<meta name="description" content="${escapeHtml(doc.description)}">`,
    ...doc.head.map((t) => tag(t, doc.base)),
    ...doc.icons.map((icon) => iconLink(icon, doc.base)),
    ...doc.styles.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
    NOSCRIPT_STYLE,
    // Before the first paint: the reader's picked scheme, never a flash of the other. After
    // the styles: a stylesheet it links comes after them (shared/head-script.ts).
    `<script>${HEAD_SCRIPT}</script>`,
    // The first paint needs no script: the page's own script waits behind the page.
    `<script type="module" src="${doc.entry}" fetchpriority="low"></script>`,
    '</head>',
    '<body>',
    `<div id="${APP_ROOT_ID}">${doc.body}</div>`,
    // Without JavaScript, the rest of the styles; with it, the boot script links them once
    // the first frame is painted (shared/rest-styles.ts). In the body, the browser paints
    // what comes before it without waiting for it.
    doc.deferredStyles
      ? `<noscript><link rel="stylesheet" href="${escapeHtml(doc.deferredStyles)}"></noscript>`
      : '',
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
 * The document an edited example runs in (shared/demo/demo-frame.ts): an example box, and
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

/**
 * A page that sends the reader on to `to` (a URL), for hosts that read no redirect
 * rules: at once and without JavaScript (a refresh), naming where for search engines (a
 * canonical link) and for the reader (a link, should the refresh be blocked).
 */
export function redirectHtml(
  to: string,
  canonical: string,
  icons: { base: string; files: IconFile[] },
): string {
  const url = escapeHtml(to);
  return [
    '<!doctype html>',
    `<html lang="${SITE_LANG}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${url}</title>`,
    '<meta name="color-scheme" content="light dark">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // The site's icons: else the browser asks for /favicon.ico, maybe outside the base.
    ...icons.files.map((icon) => iconLink(icon, icons.base)),
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${url}">${url}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
