/** Path rules of pages (a file's URL) and the clean-URL rule of routing (`/v1` → `/v1/`). */

const INDEX_FILE = /(^|\/)(readme|index)\.md$/i;

/** `v1/readme.md` → `/v1/`; `a/b.md` → `/a/b.html`; `readme.md` → `/`. */
/**
 * Whether a link leaves the site: a URL with a scheme (`https:`, `mailto:`…) or a
 * protocol-relative one (`//host/…`). Such links are neither checked nor routed.
 */
export function isOffSite(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * A URL path decoded as pages and files are named: percent-decoded, in Unicode NFC (a
 * name may reach us decomposed). `undefined` for bad percent-encoding.
 */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path).normalize('NFC');
  } catch {
    // Bad percent-encoding: undefined.
  }
}

export function regularPathOf(relativePath: string): string {
  if (INDEX_FILE.test(relativePath)) return `/${relativePath.replace(INDEX_FILE, '$1')}`;
  return `/${relativePath.replace(/\.md$/i, '.html')}`;
}

/** Drops one trailing slash, except from `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export type Resolution =
  { kind: 'page'; path: string } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

export interface RouteTable {
  /** Paths of existing pages, e.g. `/v1/`. */
  pages: readonly string[];
  /** Declared redirects, from → to. */
  redirects: ReadonlyMap<string, string>;
}

/**
 * Each table's pages by their path in lower case (the first of any two alike), made once
 * per table: every link of every page is resolved (a sidebar of 500 links on each of 500
 * pages), and a scan of the pages for each was most of a large site's render.
 */
const pagesByLowerCase = new WeakMap<readonly string[], Map<string, string>>();

function findPage(table: RouteTable, path: string): string | undefined {
  let index = pagesByLowerCase.get(table.pages);
  if (!index) {
    index = new Map();
    for (const page of table.pages)
      if (!index.has(page.toLowerCase())) index.set(page.toLowerCase(), page);
    pagesByLowerCase.set(table.pages, index);
  }
  return index.get(path.toLowerCase());
}

/**
 * Resolves one step of routing for `pathname`: a page, a redirect (a declared one,
 * `<page>index.html` → `<page>`, or the clean-URL rule), or not found. A path that
 * lacks both a trailing `/` and `.html` is retried with `.html`, then with `/`.
 */
export function resolvePath(table: RouteTable, pathname: string): Resolution {
  const declared = table.redirects.get(pathname);
  if (declared !== undefined) return { kind: 'redirect', to: declared };
  const page = findPage(table, pathname);
  if (page)
    return page === pathname ? { kind: 'page', path: page } : { kind: 'redirect', to: page };
  if (pathname.endsWith('/index.html')) {
    const dir = findPage(table, pathname.slice(0, -'index.html'.length));
    if (dir) return { kind: 'redirect', to: dir };
  }
  if (!pathname.endsWith('/') && !pathname.endsWith('.html')) {
    const candidate = findPage(table, `${pathname}.html`) ?? findPage(table, `${pathname}/`);
    if (candidate) return { kind: 'redirect', to: candidate };
  }
  return { kind: 'not-found' };
}

/** Follows redirects from `pathname` to where a reader finally lands (at most 10 hops). */
export function finalPath(table: RouteTable, pathname: string): Resolution & { hops: string[] } {
  const hops: string[] = [];
  let current = pathname;
  // Ten hops, and one more step to see where the last one leads.
  for (let i = 0; i <= 10; i++) {
    const step = resolvePath(table, current);
    if (step.kind !== 'redirect') return { ...step, hops };
    hops.push(step.to);
    current = step.to;
  }
  throw new Error(`Redirect loop from ${pathname}: ${hops.join(' → ')}`);
}

/**
 * A page's Markdown twin (config `llms`), by the page's URL path: `/v1/` →
 * `/v1/index.md`, `/a/b.html` → `/a/b.md`.
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath.replace(/\.html$/, '')}.md`;
}
