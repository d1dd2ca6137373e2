import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports of the build's modules (and zod), for their types only. */
const BUILD_TYPES_ONLY = {
  regex: '(^|/)node/|^zod$',
  allowTypeImports: true,
  message: 'the build (site/src/node) gives this layer its types only: the browser never runs it',
};
/** Imports of the browser's layers, which only the browser runs. */
const BROWSER_LAYERS = {
  regex: '(^|/)(runtime|theme|entries)/',
  message: 'the runtime and theme run in the browser: this layer must not import them',
};
/** Imports of the theme: the runtime knows none (the site's entries hand it one). */
const NO_THEME = {
  regex: '(^|/)theme/',
  message: 'the runtime imports no theme: site/src/entries hand it one (runtime/theme.ts)',
};
/** Imports of the theme other than its entry. */
const THEME_THROUGH_ITS_ENTRY = {
  regex: '(^|/)theme/(?!index$)',
  message: 'the entries reach the theme only through site/src/theme/index.ts',
};
/** Imports of the runtime other than its public entry. */
const RUNTIME_THROUGH_ITS_ENTRY = {
  regex: '(^|/)runtime/(?!index$)',
  message: 'the theme reaches the runtime only through site/src/runtime/index.ts',
};

/**
 * One layer's rule: imports matching none of `patterns`, static or dynamic (`import()`,
 * which no-restricted-imports does not see: a selector on its source does).
 */
const layer = (files, patterns) => ({
  files: [files],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'e2e/.fixtures/**',
      // Copies of docs/ the dev tests edit (e2e/dev-in-place.spec.ts).
      '.dev-docs-*/**',
      'e2e/fixtures/.dev-book-*/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      // What the anchors' tools generate (bench/anchors/.gitignore).
      'bench/anchors/*/build/**',
      'bench/anchors/*/.docusaurus/**',
      'bench/anchors/*/docs/.vitepress/dist/**',
      'bench/anchors/*/docs/.vitepress/cache/**',
      'bench/anchors/*/docs/.vitepress/.temp/**',
      '.cache/**',
      'reports/**',
      '.stryker-tmp*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // The repository's root, also when a mutation run's sandbox copy sits inside it.
      parserOptions: { tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layers import one way: entries → theme → runtime → shared, and node → shared.
  // The site's entries (site/src/entries) are where the runtime meets the theme: the
  // runtime imports no theme, the theme reaches the runtime through its one public entry
  // (runtime/index.ts), the entries reach the theme through its (theme/index.ts). The
  // build's modules (the config's zod schema among them) give the others their types
  // only. (A theme's test may look inside the runtime: no bundle holds it.)
  layer('site/src/entries/**', [BUILD_TYPES_ONLY, THEME_THROUGH_ITS_ENTRY]),
  layer('site/src/runtime/**', [BUILD_TYPES_ONLY, NO_THEME]),
  layer('site/src/theme/**', [BUILD_TYPES_ONLY, RUNTIME_THROUGH_ITS_ENTRY]),
  layer('site/src/theme/**/*.test.{ts,tsx}', [BUILD_TYPES_ONLY]),
  layer('site/src/shared/**', [BUILD_TYPES_ONLY, BROWSER_LAYERS]),
  layer('site/src/node/**', [BROWSER_LAYERS]),
  {
    // Playwright fixtures take `{}` when they use no other fixture, and call `use()`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
