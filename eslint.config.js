import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** Imports that would break the one-way direction routes -> features -> components/machines -> domain/content. */
const uiAndEffects = [
  'react',
  'react-dom',
  'react-dom/*',
  'styled-components',
  'framer-motion',
  'react-hot-toast',
  '@supabase/*',
  '@tanstack/*',
  '@xstate/react',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiAndEffects, message: 'Machines are pure: no UI or network libraries.' },
            {
              group: [
                '**/src/components/**',
                '**/src/features/**',
                '**/src/services/**',
                '**/src/routes/**',
              ],
              message: 'Machines never import UI or effects; inject them instead.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'setTimeout',
        'setInterval',
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...uiAndEffects,
                '**/services/*',
                '**/features/*',
                '**/components/*',
                '**/routes/*',
              ],
              message: 'domain/ and content/ are pure data and functions.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/routes/*'],
              message: 'components/ is shared UI: it must not import features or routes.',
            },
            { group: ['**/services/*', '@supabase/*'], message: 'Only features use services.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@supabase/*'], message: 'Only src/services talks to Supabase.' }] },
      ],
    },
  },
)
