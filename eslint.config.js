import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'e2e/.fixtures/**',
      // Copies of docs/ the dev tests edit (e2e/dev-in-place.spec.ts).
      '.dev-docs-*/**',
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
  {
    // Browser code takes only types from the config's schema: zod stays in the build.
    files: ['site/src/runtime/**', 'site/src/theme/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/config-schema', 'zod'],
              allowTypeImports: true,
              message: 'the browser gets the config validated: import its types only',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` when they use no other fixture, and call `use()`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
