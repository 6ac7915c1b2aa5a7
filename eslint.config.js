// Lint for the whole repository: JS recommended, typescript-eslint, React hooks, jsx-a11y.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-server',
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
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ['tests/e2e/**', 'playwright.config.ts'],
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
