import pkg from '../packages/lazy-load/package.json' with { type: 'json' };
import { defineConfig } from '@lazy-load/site/config';

/** The repository on the web: npm's `git+https://….git` form, as a browser opens it. */
const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

export default defineConfig({
  // The documented version has one source: the library's package.json.
  title: `${pkg.name} (${pkg.version})`,
  description: '',
  head: [],
  themeConfig: {
    search: false,
    nav: [
      { text: 'v1', link: '/' },
      { text: 'Code', link: repository },
    ],
  },
  redirects: [{ from: '/', to: '/v1', status: 302 }],
  editLink: { pattern: `${repository}/edit/main/docs/:path` },
  lastUpdated: true,
  // What readers' choices (colour scheme, package manager) are kept under.
  storagePrefix: 'lazy-load-docs',
  // The library the docs document: demos import it, run from its source; CodePen and
  // JSFiddle load its browser build, CodeSandbox installs it (name and version: its
  // package.json).
  packages: [
    {
      source: '../packages/lazy-load/src/index.ts',
      browser: { file: 'dist/lazy-load.umd.js', global: 'LazyLoad' },
      markupImports: ['LazyLoad'],
    },
  ],
});
