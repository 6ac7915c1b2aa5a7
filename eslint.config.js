// Lint for the whole repository: JS recommended, typescript-eslint, React hooks, jsx-a11y, and the layers of src/.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-server',
    '.e2e',
    'shots',
    'test-results',
    'playwright-report',
    '.tanstack',
    'src/routeTree.gen.ts',
    'node_modules',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // Internal links go through the router's typed Link, so a renamed route fails the typecheck instead of 404ing.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='href'] > Literal[value=/^\\//]",
          message: "Use the router's typed <Link to=…> for internal links, not a hand-written href.",
        },
        {
          selector: "JSXAttribute[name.name='href'] > JSXExpressionContainer > Literal[value=/^\\//]",
          message: "Use the router's typed <Link to=…> for internal links, not a hand-written href.",
        },
        {
          selector:
            "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\//]",
          message: "Use the router's typed <Link to=…> for internal links, not a hand-written href.",
        },
      ],
    },
  },
  {
    // The layers of src/ (README, "How the code is laid out"): each imports only the layers below it.
    //   names.ts (leaf) <- content <- lib <- components/ui <- components/sections <- components/layout <- routes
    // and src/build (build time only) may import any of them, while nothing the browser loads imports it.
    // components/ui takes no content (its copy comes through props), and nothing imports back up or in a cycle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/names.ts', from: './src', except: ['./names.ts'] },
            {
              // What runs only at build time (the launch check, link previews, the sprite's drawings) stays out of
              // everything the browser loads; scripts/ and the CMS's configuration (src/admin) read it.
              target: [
                './src/content',
                './src/lib',
                './src/components',
                './src/routes',
                './src/styles',
                './src/*.{ts,tsx,js}',
              ],
              from: './src/build',
              message: 'src/build/ runs at build time only: no module the browser loads imports it.',
            },
            {
              target: './src/content',
              from: ['./src/lib', './src/components', './src/routes', './src/router.tsx'],
              message: 'content/ is data and its types: it imports no helper, component or route.',
            },
            {
              target: './src/lib',
              from: ['./src/components', './src/routes', './src/router.tsx'],
              message: 'lib/ holds pure helpers: it imports no component or route.',
            },
            {
              target: './src/components/ui',
              from: ['./src/content', './src/components/sections', './src/components/layout', './src/routes'],
              message: 'components/ui are primitives without copy: content comes through props.',
            },
            {
              target: './src/components/sections',
              from: ['./src/components/layout', './src/routes'],
              message: 'A section does not reach up into the layout or the routes.',
            },
            {
              target: './src/components/layout',
              from: './src/routes',
              message: 'The layout does not reach up into the routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ['tests/e2e/**', 'bench/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Underscore-prefixed names are deliberately unused (positional parameters, rest siblings).
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
])
