import { resolve } from 'node:path';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/color-scheme';
import { PAGE_COPY_BUTTON_CLASS, PAGE_COPY_CLASS } from '../../shared/controls';
import type { SiteConfig } from '../config-schema';
import { brandCss } from './brand-colors';

/** The logo beside the title, as tall as the title's line, its width from its size. */
const LOGO_CSS = `.logo {
  height: 1.75rem;
  width: auto;
  margin-right: 0.5rem;
  vertical-align: middle;
}
`;

/** One logo file per scheme: the reader's pick, or the system's. */
const root = (scheme: string) => `:root[${COLOR_SCHEME_ATTRIBUTE}='${scheme}']`;
const LOGO_SCHEMES_CSS = `.logo-dark,
${root('dark')} .logo-light {
  display: none;
}
${root('dark')} .logo-dark {
  display: inline;
}
@media (prefers-color-scheme: dark) {
  :root:not([${COLOR_SCHEME_ATTRIBUTE}='light']) .logo-light {
    display: none;
  }
  :root:not([${COLOR_SCHEME_ATTRIBUTE}='light']) .logo-dark {
    display: inline;
  }
}
`;

/** "Copy page" (config `llms`): at the right of the title, its status to its left. */
const PAGE_COPY_CSS = `.${PAGE_COPY_CLASS} {
  position: relative;
  z-index: 1;
  float: right;
  display: flex;
  align-items: center;
  /* Its margin box ends above the title's last line: only the title wraps around it,
     never a section below a short title (a section is a box that would narrow beside it). */
  margin: 1.6rem 0 -1rem 1rem;
}
.${PAGE_COPY_BUTTON_CLASS} {
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.3rem 0.65rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg);
  color: var(--text-muted);
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
}
.${PAGE_COPY_BUTTON_CLASS}:hover {
  color: var(--text);
}
.${PAGE_COPY_CLASS}[data-state='copied'] .${PAGE_COPY_BUTTON_CLASS} {
  color: var(--accent-text);
}
.${PAGE_COPY_CLASS}[data-state='failed'] .${PAGE_COPY_BUTTON_CLASS} {
  color: var(--badge-error);
}
`;

type Look = Pick<SiteConfig, 'brandColor' | 'logo' | 'customCss' | 'llms'>;

/**
 * `virtual:site-look.css`, after the theme's styles: the site's accent, its logo's rules
 * and the "Copy page" button's. Empty for a site that has none of them, which then
 * ships what it did before.
 */
export function siteLookCss({ brandColor, logo, llms }: Look): string {
  return [
    llms ? PAGE_COPY_CSS : '',
    brandColor === undefined ? '' : brandCss(brandColor),
    logo === undefined ? '' : LOGO_CSS,
    logo === undefined || typeof logo === 'string' ? '' : LOGO_SCHEMES_CSS,
  ].join('');
}

/**
 * `virtual:custom.css`, last: the maintainer's stylesheets (`customCss`), imported so
 * that Vite resolves their `url()`s and `@import`s, and watches them in dev.
 */
export function customCss({ customCss: sheets }: Look, docsDir: string): string {
  return sheets.map((sheet) => `@import ${JSON.stringify(resolve(docsDir, sheet))};\n`).join('');
}
