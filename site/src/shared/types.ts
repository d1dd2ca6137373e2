/** Data shapes shared by the build and the browser: the site's data and each page's. */
import type { SiteConfig } from '../node/config-schema';

/** Parts of the site config the browser gets as they were written (after validation). */
export type ThemeConfig = SiteConfig['themeConfig'];
/** A nav link, or a group of them (a dropdown). */
export type NavItem = ThemeConfig['nav'][number];
export type NavLink = Extract<NavItem, { link: string }>;
export type HeadTag = SiteConfig['head'][number];
/** `status` is used by servers; the client router always replaces. */
export type Redirect = SiteConfig['redirects'][number];

export interface PageHeader {
  level: 2 | 3;
  title: string;
  slug: string;
}

export interface PageData {
  title: string;
  frontmatter: Record<string, unknown>;
  /** `v1/readme.md` → `/v1/`; `a/b.md` → `/a/b.html`. */
  regularPath: string;
  /** The source file, relative to the docs folder, with forward slashes. */
  relativePath: string;
  /** A stable hash of the path. */
  key: string;
  /** regularPath, unless frontmatter `permalink` overrides it. */
  path: string;
  headers: PageHeader[];
  /** Where to edit the page's source (config `editLink`). */
  editLink?: { url: string; text: string };
  /** When the page's source last changed (config `lastUpdated`). */
  lastUpdated?: LastUpdated;
}

/** A date as a page shows it: formatted by the build, so no browser loads `Intl` for it. */
export interface LastUpdated {
  /** ISO 8601, for `<time datetime>`. */
  iso: string;
  /** As readers see it, e.g. "Nov 26, 2026" (en-US, UTC: the same on every machine). */
  text: string;
}

/**
 * A page as the site's data lists it, for its route and for links to it. The rest of its
 * data comes with the page's own chunk (`PageDetails`): what every page loads grows by
 * these few fields a page, not by every page's headings, frontmatter and footer.
 */
export type PageSummary = Pick<PageData, (typeof PAGE_SUMMARY_FIELDS)[number]>;

/** The fields of `PageSummary`. */
export const PAGE_SUMMARY_FIELDS = ['title', 'path', 'key', 'relativePath'] as const;

/** A page's data, split into what the site's data lists and what its own chunk brings. */
export function splitPageData(data: PageData): { summary: PageSummary; details: PageDetails } {
  const summary: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data))
    ((PAGE_SUMMARY_FIELDS as readonly string[]).includes(field) ? summary : details)[field] = value;
  return { summary: summary as PageSummary, details: details as PageDetails };
}

/** What a page's own chunk brings of its data: all its summary leaves out. */
export type PageDetails = Omit<PageData, keyof PageSummary>;

/** What every page of the site knows: the config's public part, and the pages. */
export interface SiteData extends Pick<
  SiteConfig,
  'title' | 'description' | 'base' | 'head' | 'redirects'
> {
  /** The sidebar comes resolved in a chunk of its own (`virtual:sidebar`). */
  themeConfig: Omit<ThemeConfig, 'sidebar'>;
  pages: PageSummary[];
  /** The navbar's logo, if the site has one. */
  logo?: SiteLogo;
  /** Set when each page has a Markdown twin and a "Copy page" button (config `llms`). */
  llms?: true;
}

/** A logo's files (paths of the public folder; the same file twice for one logo) and size. */
export interface SiteLogo {
  light: string;
  dark: string;
  width: number;
  height: number;
}
