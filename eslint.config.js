// One flat config for the whole workspace. The dependency rules of ARCHITECTURE.md are enforced here
// (no-restricted-imports / no-restricted-globals per package), so breaking one fails `pnpm lint`.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const workspace = (...except) => ({
  group: ['@tougu/*', ...except.map((e) => `!${e}`)],
  message: 'See ARCHITECTURE.md dependency rules: this package may not import that workspace package.',
})

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'examples/*/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (ARCHITECTURE.md).' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', '**/.storybook/**', '**/*.stories.tsx'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files, stories and Playwright's global teardown are read by tools that require a default export.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js', '**/.storybook/**', '**/*.stories.tsx', 'e2e/support/runFolder.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'examples/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The native-host simulator's service worker runs in a service worker's scope.
    files: ['examples/native-host/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // core: no React, no DOM, no other workspace package. Platform services are injected.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'core is framework-agnostic: no React (ARCHITECTURE.md).' },
            { name: 'react-dom', message: 'core is framework-agnostic: no React (ARCHITECTURE.md).' },
          ],
          patterns: [workspace(), { group: ['react/*', 'react-dom/*'], message: 'core: no React.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'core has no DOM: inject the platform service instead.',
        })),
      ],
    },
  },
  {
    // core's tests may use what its code may not (a test builds the platform services it injects).
    files: ['packages/core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // bridge: self-contained for native developers.
    files: ['packages/bridge/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: [workspace()] }] },
  },
  {
    // react-ui renders; no I/O, never the bridge or the app.
    files: ['packages/react-ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'react-ui does no I/O.' }],
          patterns: [
            { group: ['@tougu/bridge', '@tougu/bridge/*', '@tougu/app', '@tougu/app/*'], message: 'react-ui never imports bridge or app.' },
            { group: ['@tougu/core/*'], message: 'No deep imports across packages.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'react-ui does no I/O.' }],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // react-ui's public subpaths (its package.json `exports`) are not deep imports.
              group: ['@tougu/*/src', '@tougu/*/src/*', '@tougu/core/*', '@tougu/react-ui/*', '!@tougu/react-ui/chart', '!@tougu/react-ui/style.css'],
              message: 'No deep imports across packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // examples use public entry points only.
    files: ['examples/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tougu/*/src', '@tougu/*/src/*', '**/packages/*/src/**', '@tougu/core/*'], message: 'Examples import packages through their public entry points only.' },
          ],
        },
      ],
    },
  },
)
