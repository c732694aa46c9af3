/**
 * Lint: typescript-eslint, Astro, React hooks and jsx-a11y, plus the project's own rules that
 * keep the data's way one-directional and the languages in src/i18n (docs/developers/ARCHITECTURE.md).
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A language code compared with a literal: which languages exist is src/i18n's business alone. */
const languageLiteral = '/^[a-z]{2}(-[A-Za-z]{2,4})?$/';
const noLanguageLiterals = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `BinaryExpression[operator=/^[!=]==?$/][right.type='Literal'][right.value=${languageLiteral}]`,
      message: 'Compare languages in src/i18n (the locale table), not with a literal here.',
    },
    {
      selector: `BinaryExpression[operator=/^[!=]==?$/][left.type='Literal'][left.value=${languageLiteral}]`,
      message: 'Compare languages in src/i18n (the locale table), not with a literal here.',
    },
  ],
};

/** The server reads its settings through src/server/config.ts alone (validated, named in the operator's words). */
const environmentThroughConfig = {
  'no-restricted-syntax': [
    'error',
    ...noLanguageLiterals['no-restricted-syntax'].slice(1),
    {
      selector: "MemberExpression[object.name='process'][property.name='env']",
      message: 'Read the environment in src/server/config.ts (processEnvironment() hands it on).',
    },
    {
      selector: "MemberExpression[object.name='env'][computed=true]",
      message: 'Read a setting through its reader in src/server/config.ts, which checks it.',
    },
  ],
};

/** Only page views (src/components/pages) read content; sections and layouts take props. */
const contentThroughPageViews = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '(^|/)content/(operations|loader)$',
          message:
            'Components and layouts take content as props; only page views (src/components/pages) call operations.ts. Types: src/content/views.ts or schemas.ts.',
        },
      ],
    },
  ],
};

/** Page views read content through operations.ts, whose calls a build records to reuse unchanged pages. */
const contentThroughOperations = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '(^|/)content/loader$',
          message:
            'Page views read content through src/content/operations.ts: a build copies a page whose operations answer as before (src/integrations/page-reuse/), so a read around them would leave it stale.',
        },
      ],
    },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'tests/dist/fixtures/',
      'content-snapshot/',
      '.astro/',
      'node_modules/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      // The classic hook rules; the React Compiler's advisory rules are not adopted here.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Playwright fixtures that need none are written `async ({}, testInfo)`.
  { files: ['tests/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  { files: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts'], ignores: ['src/i18n/**'], rules: noLanguageLiterals },
  { files: ['src/components/**/*.astro', 'src/layouts/**/*.astro'], ignores: ['src/components/pages/**'], rules: contentThroughPageViews },
  { files: ['src/components/pages/**/*.astro', 'src/pages/**/*.astro'], rules: contentThroughOperations },
  { files: ['src/server/**/*.ts'], ignores: ['src/server/config.ts'], rules: environmentThroughConfig },
  // A newcomer reads a function whole: past 200 lines (blank lines and comments counted) it is several.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'max-lines-per-function': ['error', { max: 200 }] } },
);
