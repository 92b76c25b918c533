import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', 'ui/build/**', 'data/**', '**/*.generated.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly', fetch: 'readonly', performance: 'readonly', queueMicrotask: 'readonly', structuredClone: 'readonly', AbortController: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', navigator: 'readonly', crypto: 'readonly', atob: 'readonly', btoa: 'readonly', Blob: 'readonly', File: 'readonly', FormData: 'readonly', Response: 'readonly', Request: 'readonly', Headers: 'readonly', HTMLElement: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  {
    // Non-guessable values come from a CSPRNG; Math.random is for tests and synthetic benchmark data only.
    files: ['core/src/**/*.ts', 'adapters/src/**/*.ts', 'cli/src/**/*.ts', 'ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use a CSPRNG (crypto.getRandomValues / randomBytes).' }] },
  },
);
