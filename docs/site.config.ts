import pkg from '../packages/lazy-load/package.json' with { type: 'json' };
import { defineConfig } from '../site/src/shared/config-schema';

export default defineConfig({
  // The documented version has one source: the library's package.json.
  title: `${pkg.name} (${pkg.version})`,
  description: '',
  head: [],
  themeConfig: {
    search: false,
    nav: [
      { text: 'v1', link: '/' },
      { text: 'Code', link: pkg.repository.url },
    ],
  },
  redirects: [{ from: '/', to: '/v1', status: 302 }],
  editLink: { pattern: `${pkg.repository.url}/edit/main/docs/:path` },
  lastUpdated: true,
});
