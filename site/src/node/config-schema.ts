import { z } from 'zod';
import {
  EXTRA_SOURCE,
  EXTRA_SOURCE_RULE,
  POLICY_DIRECTIVES,
  type PolicyDirective,
} from '../../server/csp-sources';
import { BASE_RULE, isValidBase } from '../shared/base';
import { DEMO_MIN_HEIGHT } from '../shared/constants';
import { isColor } from './look/brand-colors';
import { PLAYGROUNDS } from '../shared/demo/playground-forms';
import { DEFAULT_STORAGE_PREFIX } from '../shared/storage';
import {
  BUILT_IN_COMPONENTS,
  COMPONENT_NAME,
  PIPELINE_COMPONENTS,
} from './markdown-component-names';

const path = z.string().startsWith('/', { message: 'must start with "/"' });

const text = z.string().min(1, { message: 'must not be empty' });
const link = z.union([path, z.url({ protocol: /^https?$/ })], {
  error: 'must be a path starting with "/" or an http(s) URL',
});

const navLink = z.strictObject({ text, link });

/** A nav item: a link, or a group of links (a dropdown). */
// (No message of the union's own: zod then says what is wrong in the shape it nearly matched.)
const navItem = z.union([navLink, z.strictObject({ text, items: z.array(navLink).min(1) })]);

/** A link of the sidebar: a page (its title unless `text` is given) or an http(s) URL. */
const sidebarLink = z.strictObject({ text: text.optional(), link });

export type SidebarConfigItem =
  | z.output<typeof sidebarLink>
  | { text: string; items: SidebarConfigItem[]; collapsed?: boolean | undefined };

/**
 * A group of the sidebar: links and groups. `collapsed` makes it collapsible, closed
 * (`true`) or open (`false`); a group holding the current page always shows open.
 */
const sidebarGroup: z.ZodType<Extract<SidebarConfigItem, { items: unknown }>> = z.strictObject({
  text,
  items: z.array(z.lazy(() => sidebarItem)),
  collapsed: z.boolean().optional(),
});

const sidebarItem: z.ZodType<SidebarConfigItem> = z.union([sidebarLink, sidebarGroup]);

const headTag = z.strictObject({
  tag: z.enum(['meta', 'link']),
  attrs: z.record(z.string(), z.string()),
});

const redirect = z.strictObject({
  from: path,
  to: path,
  status: z.union([z.literal(301), z.literal(302)]).default(302),
});

const color = z.string().refine(isColor, { error: 'must be a CSS colour, e.g. "#3eaf7c"' });

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Options of a demo block; each may be set site-wide and overridden per container. */
export const demoOptionsSchema = z.strictObject({
  showText: z.string().min(1),
  hideText: z.string().min(1),
  minHeight: z.number().min(0, { error: 'must be 0 or more' }),
  jsLibs: z.array(url),
  cssLibs: z.array(url),
  onlineBtns: z.strictObject(
    Object.fromEntries(PLAYGROUNDS.map((p) => [p, z.boolean()])) as Record<
      (typeof PLAYGROUNDS)[number],
      z.ZodBoolean
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `platforms are ${PLAYGROUNDS.slice(0, -1).join(', ')} and ${PLAYGROUNDS.at(-1)}`
          : undefined,
    },
  ),
  codesandbox: z.strictObject({
    deps: z.record(z.string(), z.string()),
    query: z.string(),
    embed: z.string(),
    json: z.string(),
  }),
});

/** Options of a demo block, as the build passes them to it. */
export type DemoOptions = z.output<typeof demoOptionsSchema>;

export const DEMO_DEFAULTS: DemoOptions = {
  showText: 'show code',
  hideText: 'hide code',
  minHeight: DEMO_MIN_HEIGHT,
  jsLibs: [],
  cssLibs: [],
  onlineBtns: { codepen: true, jsfiddle: true, codesandbox: true },
  codesandbox: { deps: {}, query: '', embed: '', json: '' },
};

/** What a site config or a container may set: any subset, objects merged shallowly. */
export const demoOverridesSchema = demoOptionsSchema
  .extend({
    onlineBtns: demoOptionsSchema.shape.onlineBtns.partial(),
    codesandbox: demoOptionsSchema.shape.codesandbox.partial(),
  })
  .partial();

export type DemoOverrides = z.output<typeof demoOverridesSchema>;

const TAKEN_NAMES: readonly string[] = [...BUILT_IN_COMPONENTS, ...PIPELINE_COMPONENTS];

const MODULE_PATH = /^\.{1,2}\/.+\.[jt]sx?$/;

/** `Name: './file.tsx'`: a component for pages, its module relative to the docs folder. */
const components = z.record(z.string(), z.string()).check((ctx) => {
  // One check for keys and values: zod would say a bad key only as "Invalid key in
  // record", and would skip a refinement once any value had failed.
  for (const [name, module] of Object.entries(ctx.value)) {
    const message = !COMPONENT_NAME.test(name)
      ? 'must be PascalCase, as a React component (lowercase is HTML)'
      : TAKEN_NAMES.includes(name)
        ? `"${name}" is the site's own (${TAKEN_NAMES.join(', ')})`
        : !MODULE_PATH.test(module)
          ? 'must be a ./relative path to a .tsx, .jsx, .ts or .js module (default export)'
          : undefined;
    if (message) ctx.issues.push({ code: 'custom', input: name, path: [name], message });
  }
});

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const identifier = z.string().regex(IDENTIFIER, { error: 'must be a JavaScript identifier' });

/**
 * A package the docs document. Demos import it by its name, and run against its source;
 * CodePen and JSFiddle load its browser build from unpkg, CodeSandbox installs it. Its
 * name and version are its package.json's (the one above `source`).
 */
const documentedPackage = z.strictObject({
  /** Its source entry, relative to the docs folder. */
  source: z.string().regex(/^\.{1,2}\/.+\.[jt]sx?$/, {
    error: "must be a ./relative path to the package's .ts, .tsx, .js or .jsx entry",
  }),
  /** Its browser build in the published package (a UMD or IIFE script), and its global. */
  browser: z.strictObject({ file: z.string().min(1), global: identifier }),
  /** What a demo written as markup (no imports of its own) imports from it. */
  markupImports: z.array(identifier).default([]),
});

/** The site's address once deployed: an origin (the site's path under it is `base`). */
export const originSchema = url.refine(
  (value) => {
    const { pathname, search, hash } = new URL(value);
    return pathname === '/' && !search && !hash;
  },
  {
    error:
      'must be the site\'s origin, e.g. "https://example.com" (a path under it goes in "base")',
  },
);

/** The site configuration a maintainer writes in `docs/site.config.ts`. */
export const siteConfigSchema = z
  .strictObject({
    title: z.string().min(1, { message: 'must not be empty' }),
    description: z.string().default(''),
    /**
     * Where the site is deployed. With it, each page has a canonical URL and og:url, and the
     * build writes sitemap.xml (and names it in robots.txt).
     */
    url: originSchema.optional(),
    /** An image of the public folder for social cards (og:image, twitter:image); needs `url`. */
    image: path.optional(),
    /**
     * The URL path the site is served under: "/" (default) or, e.g., "/react/" for GitHub
     * Pages' `https://<owner>.github.io/react/`. Paths in this config are written without it.
     */
    base: z.string().refine(isValidBase, { error: BASE_RULE }).default('/'),
    head: z.array(headTag).default([]),
    themeConfig: z.strictObject({
      /**
       * A search box in the navbar (Ctrl/Cmd+K): a local index of every page's sections,
       * written by the build and loaded on the box's first use. Off unless set.
       */
      search: z.boolean().default(false),
      nav: z.array(navItem).default([]),
      /**
       * The pages beside each page, in order: `"auto"` (default) from the docs folder (a
       * group per folder, pages in file order; frontmatter `title`, `order` and `sidebar:
       * false` change it), a list of links and groups, or `false` for none. Shown when it
       * lists two pages or more; previous/next links below each page follow its order.
       */
      sidebar: z.union([z.literal('auto'), z.literal(false), z.array(sidebarItem)]).default('auto'),
    }),
    redirects: z.array(redirect).default([]),
    /** Site-wide defaults of demo blocks. */
    demo: demoOverridesSchema.default({}),
    /** An "Edit this page" link below each page: `:path` is the page's file in the docs folder. */
    editLink: z
      .strictObject({
        pattern: url.refine((value) => value.includes(':path'), {
          error: 'must contain ":path", where the page\'s file goes',
        }),
        text: z.string().min(1, { message: 'must not be empty' }).default('Edit this page'),
      })
      .optional(),
    /** A "Last updated" date below each page, from git (the file's time without git history). */
    lastUpdated: z.boolean().default(false),
    /**
     * React components pages may use as tags, beside Badge: each name and its module
     * (default export), relative to the docs folder. Each loads only on pages that use it.
     */
    components: components.default({}),
    /** The packages the docs document: what demos may import beside React. */
    packages: z.array(documentedPackage).default([]),
    /**
     * What the site's keys in the reader's browser start with (their colour scheme,
     * package manager): sites sharing an origin (GitHub Pages project sites) keep theirs
     * apart by it.
     */
    /**
     * The site's logo beside its title in the navbar: a file of the public folder, or
     * one for each colour scheme. Its size is read from the file (no layout shift).
     */
    logo: z.union([path, z.strictObject({ light: path, dark: path })]).optional(),
    /**
     * The accent colour (links, the chosen tab, marks): one CSS colour, or one for each
     * scheme. Its text form is made readable on each scheme's background (4.5:1).
     */
    brandColor: z.union([color, z.strictObject({ light: color, dark: color })]).optional(),
    /** Stylesheets of the docs folder, after the theme's: the maintainer's last word. */
    customCss: z
      .array(
        z.string().regex(/^\.\.?\/.+\.css$/, {
          error: 'must be a path to a .css file starting with "./" (relative to the docs folder)',
        }),
      )
      .default([]),
    /**
     * Docs machines can read: `/llms.txt`, `/llms-full.txt`, a Markdown twin of every
     * page (`/v1/` → `/v1/index.md`), and a "Copy page" button that copies it.
     */
    llms: z.boolean().default(false),
    /**
     * Sources the site's Content-Security-Policy allows beyond its own, by directive:
     * `{ img: ['https://img.shields.io'] }` for a README's badges. Every page's meta, the
     * headers of `npm start` and of deploy/nginx.conf say the same.
     */
    csp: z
      .strictObject(
        Object.fromEntries(
          POLICY_DIRECTIVES.map((name) => [
            name,
            z.array(z.string().regex(EXTRA_SOURCE, { error: EXTRA_SOURCE_RULE })).optional(),
          ]),
        ) as Record<PolicyDirective, z.ZodOptional<z.ZodArray<z.ZodString>>>,
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `directives are ${POLICY_DIRECTIVES.join(', ')}`
              : undefined,
        },
      )
      .default({}),
    storagePrefix: z
      .string()
      .regex(/^[\w.-]+$/, { error: 'must be letters, digits, "_", "." or "-"' })
      .default(DEFAULT_STORAGE_PREFIX),
  })
  .check((ctx) => {
    if (ctx.value.image !== undefined && ctx.value.url === undefined)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.image,
        path: ['image'],
        message: 'needs "url": a social card\'s image must be an absolute URL',
      });
  });

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
