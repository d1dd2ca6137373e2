import { COLOR_SCHEME_SCRIPT } from './color-scheme';
import { REST_STYLES_SCRIPT } from './rest-styles';

/**
 * The one inline script of a page, in `<head>` after its styles, before the first paint:
 * the reader's colour scheme (color-scheme.ts), and the rest of the styles where the
 * reader will not see the page from its top (rest-styles.ts). The same on every site and
 * page (what differs is read from `<html>`), so its hash in the Content-Security-Policy is too.
 */
// (Pure: a bundle that does not use it drops it.)
export const HEAD_SCRIPT = /* @__PURE__ */ (() => COLOR_SCHEME_SCRIPT + REST_STYLES_SCRIPT)();
