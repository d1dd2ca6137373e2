// Stands in for the build's `virtual:site-data` and `virtual:documented-packages` in unit tests.
import type { SandboxVersions } from '../site/src/shared/demo/playground';
import type { SiteData } from '../site/src/shared/types';

export const siteData: SiteData = {
  title: 'Test site',
  description: '',
  base: '/',
  head: [],
  pages: [],
  themeConfig: { search: false, nav: [] },
  redirects: [],
};
export const pageLoaders = {};
export const markdownComponents = {
  Badge: () => import('../site/src/theme/Badge'),
};
export const setup = undefined;
export const loadSidebar = undefined;
export { DOCS_PACKAGES as packages } from './docs-packages';
export const sandboxVersions: SandboxVersions = {
  react: '19.3.1',
  reactDom: '19.3.1',
  vite: '8.3.8',
  pluginReact: '6.3.0',
};
