/**
 * The fetch directives of the Content-Security-Policy a site may widen (`csp` in its
 * config: e.g. `img` for a README's shields.io badges), and the sources it may add. Apart
 * from security-headers.ts, which hashes the head script with Node's crypto: the config's
 * schema, which the browser's code knows the types of, reads these.
 */
export const POLICY_DIRECTIVES = [
  'script',
  'style',
  'img',
  'font',
  'connect',
  'media',
  'frame',
] as const;

export type PolicyDirective = (typeof POLICY_DIRECTIVES)[number];
/** The sources a site adds, by directive. */
export type ExtraSources = Partial<Record<PolicyDirective, readonly string[]>>;

/** A source a site may add: a scheme (`https:`) or an http(s)/ws(s) origin, maybe a path. */
export const EXTRA_SOURCE =
  /^(?:https?|wss?):(?:\/\/(?:\*\.)?[a-z\d-]+(?:\.[a-z\d-]+)*(?::\d{1,5})?(?:\/[\w.~%/-]*)?)?$/i;
export const EXTRA_SOURCE_RULE =
  'is a scheme ("https:") or an http(s) origin, maybe with "*." and a path ("https://img.shields.io")';
