// ESLint flat config: typescript-eslint, the React hooks and compiler rules, Next's rules and
// jsx-a11y. `npm run lint` allows no warnings. `npm run lint:promises` adds the type-aware
// promise rules (LINT_PROMISES=1).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that may hold React components or hooks. */
const REACT_FILES = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.tsx', 'lib/mdx/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-bad-*/',
      'out/',
      'out-*/',
      'bench/',
      'public/',
      'content/',
      'tests/fixtures/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      '.scratch/',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // The hooks and compiler rules compile each file they read with the React Compiler (half
  // the lint's time when they read every file): only where React code lives.
  { ...reactHooks.configs.flat['recommended-latest'], files: REACT_FILES },
  nextPlugin.configs['core-web-vitals'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter kept for its position; `...rest` drops the keys named beside it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // An empty catch with a comment ("already gone") is the house way to say "ignore".
      'no-empty': ['error', { allowEmptyCatch: true }],
      // A static export has no image optimiser: next/image would add client code for nothing.
      '@next/next/no-img-element': 'off',
      // Every module is ESM: `module` is an ordinary name here (a compiled MDX module), not CommonJS'.
      '@next/next/no-assign-module-variable': 'off',
      // Scrollable code and diagram sources take the focus so a keyboard can scroll them (axe's
      // scrollable-region-focusable); they are named regions.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'section'], roles: ['tabpanel', 'region'] }],
      // A modal <dialog> closes on a click on its backdrop (Escape does the same from the keyboard).
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          dialog: ['onKeyDown', 'onKeyUp', 'onKeyPress', 'onClick'],
        },
      ],
    },
  },
  // Type-aware: the promise rules (a forgotten await in a build step is a silent bug). Not in
  // `npm test`: they need a second TypeScript program beside `tsc`'s, which tripled the lint's
  // CPU time; the type check and the tests that run each build step stay in it.
  ...(process.env.LINT_PROMISES
    ? [
        {
          files: ['**/*.{ts,tsx,mts}'],
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
          rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            // Async timers and handlers that catch their own errors are the house pattern.
            '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
            '@typescript-eslint/await-thenable': 'error',
          },
        },
      ]
    : []),
  {
    files: REACT_FILES,
    rules: {
      // Browser-only state (storage, clipboard, the URL, "mounted") is read after hydration so
      // the server HTML and the first client render agree: setState in an effect by design.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Layers (ARCHITECTURE.md): the site's code imports nothing from the build scripts, and
    // components read no files (their data comes from lib/ through the routes).
    files: ['lib/**', 'app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/scripts/*', '@/scripts/*'], message: 'shared code belongs in lib/, which scripts/ imports' },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:fs', 'fs', 'node:fs/promises'].map((name) => ({
            name,
            message: 'components read no files: lib/ builds their data, a route passes it',
          })),
          patterns: [
            { group: ['**/scripts/*', '@/scripts/*'], message: 'shared code belongs in lib/, which scripts/ imports' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS on purpose: the child process that evaluates a Docusaurus config `require`s it.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures: `{}` the fixtures a fixture needs (and `use`, their callback, is no React hook: the hooks rules read app/ and components/ only).
    files: ['tests/e2e/**'],
    rules: {
      'no-empty-pattern': 'off',
    },
  },
);
