import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

const serverImports = {
  group: ['**/server/**', '@bilim/server*'],
  message: 'The web app never imports server code.',
};
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way in the web app: shared (lib, components, config) → features → app,
// and features do not import each other.
const webImportBoundaries = [
  {
    files: ['web/src/{lib,components,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code imports no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
              message:
                'Features do not import each other or the app; move shared code to lib or components.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'web/dist-server/**',
      'data/**',
      'server/drizzle/**',
      'coverage/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  ...webImportBoundaries,
  {
    // Query keys come from one registry per feature (features/<x>/api/*-keys.ts) built on the
    // roots of lib/query-keys.ts, never spelled where a query is declared or invalidated.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*-keys.ts', 'web/src/lib/query-keys.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Take the query key from the feature’s key registry (features/<x>/api/*-keys.ts) or lib/query-keys.ts.',
        },
      ],
    },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bilim/server*', '@bilim/web*', '**/server/**', '**/web/**'],
              message: 'The contract imports neither the server nor the web app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
