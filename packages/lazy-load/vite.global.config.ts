import { defineConfig } from 'vite';

// Browser global build for <script> tags and the CodePen/JSFiddle exports:
// `window.LazyLoad` is the component; React comes from `window.React`.
export default defineConfig({
  // A page's <script> has no bundler to strip development checks.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    emptyOutDir: false,
    lib: {
      entry: 'src/global.ts',
      formats: ['iife'],
      name: 'LazyLoad',
      fileName: () => 'lazy-load.umd.js',
    },
    minify: true,
    sourcemap: true,
    rolldownOptions: {
      external: ['react', 'react-dom'],
      output: { globals: { react: 'React', 'react-dom': 'ReactDOM' }, exports: 'default' },
    },
  },
});
