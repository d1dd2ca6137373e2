/**
 * The rest of a page's styles: those its first screen does not need (node/first-screen-css.ts),
 * one stylesheet the page names on `<html>`. Fetched after the first paint, so that no
 * request stands before it: the boot script links it once the first frame is painted
 * (runtime/rest-styles.ts); without JavaScript, a `<noscript>` link at the end of the body
 * does. Where the reader will not see the top of the page first (a deep link, a reload,
 * Back or Forward put them at their place at once), the head script below links it at
 * once, holding the first paint for it: the browser lands the reader by the whole layout.
 */

/** The attribute on `<html>` that gives the stylesheet's URL. */
export const REST_STYLES_ATTRIBUTE = 'data-rest-styles';
/** Set on the rest's `<link>` once it has loaded (or failed: the page goes on without it). */
export const REST_STYLES_LOADED_ATTRIBUTE = 'data-loaded';

/**
 * The head script's part (shared/head-script.ts): on a page the reader will not see from
 * its top, the rest linked at once, written into the head as the parser's own, which
 * engines hold the first paint for (one a script appends, only Chromium holds it for,
 * and only when told to; Firefox may still scroll to a deep link's target before it has
 * arrived: runtime/deep-link.ts). It runs after the page's inline styles: the link comes
 * after them, as it must in the cascade.
 */
// (Pure: a bundle that does not use it drops it.)
export const REST_STYLES_SCRIPT = /* @__PURE__ */ (() =>
  `try{var u=document.documentElement.getAttribute(${JSON.stringify(REST_STYLES_ATTRIBUTE)}),n=performance.getEntriesByType("navigation")[0];if(u&&(location.hash||n&&n.type!="navigate")){document.write('<link rel="stylesheet" href="'+u+'">');var l=document.head.lastElementChild;l.onload=l.onerror=function(){l.setAttribute(${JSON.stringify(REST_STYLES_LOADED_ATTRIBUTE)},"")}}}catch(e){}`)();
