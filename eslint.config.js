import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser app and the server meet only through src/contracts.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // The web reaches the API only through the typed client (src/web/api/client.ts), which names an
    // operation by its declared key: an address written by hand could be misspelt and still compile.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through call()/urlOf()/upload() from src/web/api/client.ts with the operation key.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Call the API through call()/urlOf()/upload() from src/web/api/client.ts with the operation key.' },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    // The server-rendering tests run the web app's server entry from source against the in-process app.
    files: ['src/web/ssr/**/*.api.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
