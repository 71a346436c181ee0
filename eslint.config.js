// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Each feature may import only itself among the features, and the features it builds on listed here: the staff
 * capabilities share the workspace's gate, viewer, back link, refusal texts and styles (docs/decisions/0017).
 */
const buildsOn = {
  'menu-planning': ['workspace', 'children'],
  publishing: ['workspace', 'children', 'reads'],
  day: ['workspace', 'children'],
  children: ['family'],
  // The child's card: every list that names a child links to it.
  menu: ['children'],
  profile: ['children'],
  admin: ['children'],
  absences: ['children'],
  chat: ['blackboard', 'publications'],
  // Reading an item records it, and the lists mark what is new.
  blackboard: ['reads'],
  publications: ['reads'],
};

/** The feature folders. */
const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The import direction (A ← B: B may import A): contract ← server; contract ← src/{api,db,sync,i18n,ui,forms} ←
 * src/pwa ← src/features ← src/app, src/routes; contract, src/db, src/sync, src/pwa ← sw.
 */
const boundaries = [
  { target: './contract', from: ['./server', './src', './sw'], message: 'contract/ imports nothing from the repo.' },
  { target: './server', from: ['./src', './sw'], message: 'The server shares only contract/ with the client.' },
  { target: './src', from: ['./server'], message: 'The client shares only contract/ with the server.' },
  {
    target: ['./src/api', './src/db', './src/sync', './src/i18n', './src/ui', './src/forms'],
    from: ['./src/features', './src/app', './src/routes', './src/pwa'],
    message: 'Core client modules must not depend on the installable app, features or the app shell.',
  },
  {
    target: './src/pwa',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'src/pwa is used by features and the app shell, never the other way: let the feature register with it.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not import the app shell or routes.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...(buildsOn[/** @type {keyof typeof buildsOn} */ (feature)] ?? []).map((base) => `./${base}`),
    ],
    message:
      'A feature imports no other feature except those it builds on (buildsOn); move shared code to src/ui, src/db, src/api or src/sync.',
  })),
  {
    // An allow-list: whatever of the repository is not exempt here is refused, also a folder added later.
    target: './sw',
    from: '.',
    except: ['./sw', './contract', './src/db', './src/sync', './src/pwa', './node_modules'],
    message: 'The service worker imports only contract/, src/db, src/sync and src/pwa.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'data/',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through server/env.ts.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Take a shared formatter from contract/date-formats.ts (screens: useKindergartenTime()).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: "Format dates with useKindergartenTime() in the user's language and the kindergarten's zone.",
        },
      ],
    },
  },
  {
    // The plain-JavaScript scripts Node runs without TypeScript tooling (server/start.mjs and the server bundle's build).
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The one reader of process.env, and the tooling configs that run outside the app.
    files: ['server/env.ts', '*.config.ts', '*.config.js', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
