import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'src/contract/schema.d.ts', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain is pure: it runs in the browser, a worker, the server and tests alike.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'src/domain is pure: no React.' },
            { group: ['tldraw', '@tldraw/*'], message: 'src/domain is pure: no tldraw.' },
            { group: ['valtio', 'valtio/*'], message: 'src/domain is pure: no valtio.' },
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/domain is pure: no Node I/O.' },
            { group: ['**/server/**', '**/app/**', '**/state/**'], message: 'src/domain depends on nothing else.' },
          ],
        },
      ],
    },
  },
  {
    // integration tests read arbitrary JSON answers (already held to the contract by tests/support)
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // valtio's proxy() is created only in src/state.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "ImportSpecifier[imported.name='proxy'][parent.source.value='valtio']", message: 'Create valtio stores in src/state only.' }],
    },
  },
);
