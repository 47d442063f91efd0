import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The folders of src/ that run in the browser (a page or a worker); none of them reaches the server. */
const BROWSER_FOLDERS = ['app', 'api', 'state', 'shapes', 'tools', 'canvas', 'workers', 'test'];

const SQL_PLACES = 'SQL lives in repositories (*-repository.ts, repositories/) and src/server/db only.';
const DRIZZLE_ONLY_IN_REPOSITORIES = {
  paths: [{ name: 'drizzle-orm', message: SQL_PLACES }],
  patterns: [{ group: ['drizzle-orm/*'], message: SQL_PLACES }],
};

/** Where code may not reach: a folder of src/ and what it must not import (paths resolved, type imports included). */
const LAYER_ZONES = [
  {
    // the catalogue is pure data that imports nothing itself, so the domain may name its texts from it
    target: './src/domain',
    from: './src',
    except: ['./domain', './i18n'],
    message: 'src/domain depends on nothing but src/i18n: it runs in the browser, a worker, the server and tests alike.',
  },
  ...['i18n', 'contract'].map((folder) => ({
    target: `./src/${folder}`,
    from: './src',
    except: [`./${folder}`],
    message: `src/${folder} sits below every layer and imports nothing of the app.`,
  })),
  ...['shapes', 'tools'].map((folder) => ({
    target: `./src/${folder}`,
    from: ['./src/app', './src/canvas'],
    message: `src/${folder} is registered by the canvas and used by screens, never the other way round.`,
  })),
  {
    target: './src/server',
    from: ['./src/app', './src/canvas', './src/shapes', './src/state', './src/tools'],
    message: 'The server shares only domain, i18n and contract with the browser code.',
  },
  {
    // `npm run scan-agent` runs on a teacher's computer beside the scanner, without the server
    target: './src/scan-agent',
    from: ['./src/server', './src/app', './src/api', './src/canvas', './src/shapes', './src/state', './src/tools', './src/workers'],
    message: 'The local scanner service is a program of its own: it shares only domain, i18n and contract with the rest.',
  },
  ...BROWSER_FOLDERS.map((folder) => ({
    target: `./src/${folder}`,
    from: './src/server',
    message: 'Browser code never imports the server: share rules through src/domain, texts through src/i18n.',
  })),
];

/** valtio's proxy() is created only in src/state. */
const PROXY_ONLY_IN_STATE = {
  selector: "ImportSpecifier[imported.name='proxy'][parent.source.value='valtio']",
  message: 'Create valtio stores in src/state only.',
};

/**
 * Every text a user reads (the interface, an answer's msg, an exported sheet, a report) is in the
 * one zh-CN catalogue of src/i18n: a Chinese string, template or JSX text anywhere else in src/ is
 * refused. Comments may be written in any language.
 */
const HAN = String.raw`/[\u4e00-\u9fff]/`;
const CHINESE_TEXT_ONLY_IN_I18N = ['Literal[value=HAN]', 'TemplateElement[value.cooked=HAN]', 'JSXText[value=HAN]'].map(
  (selector) => ({
    selector: selector.replace('HAN', HAN),
    message: 'Chinese text lives in the zh-CN catalogue (src/i18n): add it there and import the key.',
  }),
);

/**
 * Where Chinese text may stand: the catalogue itself, the demo school's names and handwriting, and
 * tests with the fixtures they share in src/test (which no product code imports).
 */
const CHINESE_TEXT_ALLOWED = ['src/i18n/**', 'src/server/demo/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'];

/** The API client below the stores; its own tests may connect it to the real stores. */
const API_ZONE = {
  target: './src/api',
  from: ['./src/app', './src/state', './src/canvas', './src/shapes', './src/tools', './src/workers'],
  message: 'The API client knows no store or screen: src/state connects its hooks (connectClientHooks).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'src/contract/schema.d.ts',
      'src/server/db/migrations/**',
      // sources that break the layering on purpose; tests/lint/layering.test.ts lints them explicitly
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // no import cycles at any depth, dynamic import() included (a lazy screen is still an edge)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...LAYER_ZONES, API_ZONE] }],
    },
  },
  {
    files: ['src/api/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  {
    // drizzle-orm (and so SQL) only in repositories and the database folder
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*-repository.ts', 'src/server/**/repositories/**', 'src/server/db/**'],
    rules: { 'no-restricted-imports': ['error', DRIZZLE_ONLY_IN_REPOSITORIES] },
  },
  {
    // The domain is pure: it runs in the browser, a worker, the server and tests alike.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: DRIZZLE_ONLY_IN_REPOSITORIES.paths,
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'src/domain is pure: no React.' },
            { group: ['tldraw', '@tldraw/*'], message: 'src/domain is pure: no tldraw.' },
            { group: ['valtio', 'valtio/*'], message: 'src/domain is pure: no valtio.' },
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/domain is pure: no Node I/O.' },
            { group: ['**/server/**', '**/app/**', '**/state/**', '!**/i18n/**'], message: 'src/domain depends on nothing but src/i18n.' },
            ...DRIZZLE_ONLY_IN_REPOSITORIES.patterns,
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
  // no-restricted-syntax holds two rules (valtio's proxy() only in src/state; Chinese text only in
  // src/i18n): a later config replaces the option list, so each block lists every selector its files need
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**', ...CHINESE_TEXT_ALLOWED],
    rules: { 'no-restricted-syntax': ['error', PROXY_ONLY_IN_STATE, ...CHINESE_TEXT_ONLY_IN_I18N] },
  },
  {
    files: CHINESE_TEXT_ALLOWED,
    ignores: ['src/state/**'],
    rules: { 'no-restricted-syntax': ['error', PROXY_ONLY_IN_STATE] },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    ignores: CHINESE_TEXT_ALLOWED,
    rules: { 'no-restricted-syntax': ['error', ...CHINESE_TEXT_ONLY_IN_I18N] },
  },
  {
    // TEMPORARY — being moved into repositories: these server files still import drizzle-orm
    // themselves. The list only shrinks: a file leaves it when its SQL has moved into a
    // repository, and a new file never joins it (its SQL goes into a repository from the start).
    files: [
      'src/server/demo/objective-answers.ts',
      'src/server/demo/question-bank.ts',
      'src/server/demo/seed.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
