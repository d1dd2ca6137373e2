import { z } from 'zod';

const path = z.string().startsWith('/', { message: 'must start with "/"' });

const navItem = z.strictObject({
  text: z.string().min(1, { message: 'must not be empty' }),
  link: z.union([path, z.url({ protocol: /^https?$/ })], {
    error: 'must be a path starting with "/" or an http(s) URL',
  }),
});

const headTag = z.strictObject({
  tag: z.enum(['meta', 'link']),
  attrs: z.record(z.string(), z.string()),
});

const redirect = z.strictObject({
  from: path,
  to: path,
  status: z.union([z.literal(301), z.literal(302)]).default(302),
});

/** The site configuration a maintainer writes in `docs/site.config.ts`. */
export const siteConfigSchema = z.strictObject({
  title: z.string().min(1, { message: 'must not be empty' }),
  description: z.string().default(''),
  base: z.literal('/').default('/'),
  head: z.array(headTag).default([]),
  themeConfig: z.strictObject({
    search: z.literal(false).default(false),
    nav: z.array(navItem).default([]),
  }),
  redirects: z.array(redirect).default([]),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** Typed identity, for `export default defineConfig({...})`. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
