// The readme page as VitePress would publish it: its default theme, the page at the root.
export default {
  title: 'lazy-load',
  description: 'A React component that renders its children only once they scroll into view.',
  base: '/',
  themeConfig: {
    nav: [{ text: 'Code', link: 'https://github.com/lazy-load/react' }],
    outline: [2, 3],
  },
};
