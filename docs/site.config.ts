import pkg from '../packages/lazy-load/package.json' with { type: 'json' };
import { defineConfig } from '../site/src/node/define-config';

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
});
