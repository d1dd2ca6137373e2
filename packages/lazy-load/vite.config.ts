import { defineConfig } from 'vite';

// ESM and CJS builds for bundlers and Node; React stays external.
export default defineConfig({
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es', 'cjs'],
      fileName: (format) => (format === 'es' ? 'lazy-load.js' : 'lazy-load.cjs'),
    },
    minify: true,
    sourcemap: true,
    rolldownOptions: {
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      // Whitespace too: Vite keeps it in ES library builds.
      output: { exports: 'named', minify: true },
    },
  },
});
