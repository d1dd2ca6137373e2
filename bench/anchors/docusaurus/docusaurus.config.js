// The readme page as Docusaurus would publish it: the classic theme, docs only, the page
// at the root, Markdown read as CommonMark (.md), not MDX.
export default {
  title: 'lazy-load',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  markdown: { format: 'detect' },
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: false },
        blog: false,
        theme: {},
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'lazy-load',
      items: [{ href: 'https://github.com/lazy-load/react', label: 'Code' }],
    },
  },
};
