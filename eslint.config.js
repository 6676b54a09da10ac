import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodImports = ['zod', 'zod/mini'].map((name) => ({
  name,
  message: "Import * as z from '@app/shared/zod' (Zod Mini, English messages).",
}));

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'cdk.out/', '.local/', 'web/src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/lib/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Lambda handlers and triggers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: zodImports }],
      // The spec's API uses snake_case and Cognito's claim names; naming rules would fight both.
      '@typescript-eslint/naming-convention': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Router's redirect() is thrown by design, from beforeLoad and loaders.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
  {
    // Features never import each other; routes compose them (bulletproof-react).
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: zodImports,
          patterns: [
            { group: ['@/features/*'], message: 'Features must not import other features; compose them in a route.' },
          ],
        },
      ],
    },
  },
  {
    // A handler imports its own route module: the whole table would put every route's schemas in
    // every Lambda bundle.
    files: ['functions/src/routes/**/*.ts'],
    ignores: ['functions/src/routes/meta/get-openapi.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...zodImports,
            {
              name: '@app/shared/api/route-table',
              message: 'Import the route from @app/shared/api/routes/<area>/<route>.',
            },
          ],
        },
      ],
    },
  },
  { files: ['shared/src/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Test helpers name the type a response holds, e.g. dataOf<Company>(response).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-parameters': 'off' },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
