// Lint rules, including the import boundaries of GUIDE.md §2 (enforced with no-restricted-imports).
//
// The boundaries, for aliased and relative imports alike (tests/lint/import-boundaries.test.ts):
// - src/features/x imports only x, components, lib, config and @shared: never another feature
//   (`@/features/y/…`, or `../y/…` from the feature's top folder) and never the app.
// - src/components, src/lib and src/config import neither features nor the app (`@/features/…`,
//   `@/app/…`, or `../features/…`, `../app/…` from their top folder).
// - Relative imports climb at most one folder in src/; further, import with `@/…`.
// - electron/shared is pure: it imports nothing from Electron, Node (built-ins, native serial
//   modules) or the shell's processes. Because of that, the renderer may import its modules as
//   values, not only as types (`import { terminalName } from '@shared/device-settings'`), and only
//   through `@shared/…`; never electron/main or electron/preload.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const bannedInRenderer = [
  {
    group: ['electron', 'electron/*'],
    message: 'The renderer reaches the shell only through lib/bridge.',
  },
  { group: ['serialport', '@serialport/*'], message: 'Serial devices live in electron/main.' },
  { group: ['node:*'], message: 'Node built-ins are not available in the renderer.' },
  {
    regex: '^(\\./)*\\.\\./\\.\\.(/|$)',
    message: 'Import across folders with "@/…", not deep relative paths.',
  },
  {
    regex: '^(@|@shared)/\\.\\.(/|$)',
    message: 'The renderer reaches electron/ only through "@shared/…" (its pure modules).',
  },
];
/** A relative import out of the folder the file sits in, into `folders` (anywhere if none). */
const upInto = (folders) =>
  folders ? `^(\\./)*\\.\\./(${folders.join('|')})(/|$)` : '^(\\./)*\\.\\.(/|$)';
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks from @/lib/state/hooks.',
};

const restricted = (...groups) => [
  'error',
  { paths: [reduxHooks], patterns: [...bannedInRenderer, ...groups] },
];

/**
 * The import rules of the desktop shell's processes (GUIDE.md §2). 'electron' is allowed only where
 * `electron` is true (the two composition files); preload tests may reach the electron fake.
 */
const electronImports = (process, { electron, fakeElectron = false }) => {
  const paths = electron
    ? []
    : [
        {
          name: 'electron',
          message: `Only electron/${process}/index.ts imports 'electron'; take what you need as a parameter.`,
        },
      ];
  const patterns = [
    { group: ['@/*', '**/src/*'], message: 'The desktop shell never imports the renderer.' },
  ];
  if (process === 'main') {
    patterns.push({
      group: ['../preload/*', '../../preload/*'],
      message: 'Main imports only main and shared.',
    });
  } else {
    patterns.push(
      {
        // Preload tests may use the electron fake of electron/main/testing.
        regex: fakeElectron ? '^(\\.\\./)+main/(?!testing/)' : '^(\\.\\./)+main/',
        message: 'The preload imports only electron/shared.',
      },
      {
        group: ['node:*', 'serialport', '@serialport/*'],
        message: 'The sandboxed preload has no Node built-ins or native modules.',
      },
    );
  }
  return { paths, patterns };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      'dist-test',
      'dist-electron',
      'release',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'alt', 'title', 'placeholder', 'label'] },
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/**/testing/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': restricted() },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': restricted(
        {
          regex: '^@/(app|features)(/|$)',
          message: 'components, lib and config may not import app or features.',
        },
        {
          regex: upInto(['app', 'features']),
          message: 'components, lib and config may not import app or features.',
        },
      ),
    },
  },
  {
    files: ['src/lib/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...features.flatMap((feature) => {
    const featureRules = [
      { regex: '^@/app(/|$)', message: 'A feature may not import the app.' },
      { regex: `^@/features/(?!${feature}/)`, message: 'A feature never imports another feature.' },
    ];
    return [
      {
        files: [`src/features/${feature}/**`],
        rules: { 'no-restricted-imports': restricted(...featureRules) },
      },
      {
        // From the feature's top folder, one level up is src/features: another feature.
        files: [`src/features/${feature}/*`],
        rules: {
          'no-restricted-imports': restricted(...featureRules, {
            regex: upInto(),
            message: 'A feature never imports another feature; import its own files with "./".',
          }),
        },
      },
    ];
  }),
  // electron/shared is pure TS (see the top of this file): the renderer imports it as values.
  {
    files: ['electron/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'electron/shared is pure TS: no Node built-ins.',
          })),
          patterns: [
            {
              group: ['electron', 'electron/*', 'node:*', 'serialport', '@serialport/*'],
              message: 'electron/shared is pure TS: no Electron, Node or native modules.',
            },
            {
              regex: '^(\\./)*\\.\\.(/|$)|^@/',
              message: 'electron/shared imports only its own modules.',
            },
          ],
        },
      ],
    },
  },
  // GUIDE.md §2: the preload imports only electron/shared; it is sandboxed, so no Node built-ins
  // or native modules either. 'electron' itself only in the composition file (index.ts).
  {
    files: ['electron/preload/**'],
    rules: { 'no-restricted-imports': ['error', electronImports('preload', { electron: false })] },
  },
  {
    files: ['electron/preload/index.ts'],
    rules: { 'no-restricted-imports': ['error', electronImports('preload', { electron: true })] },
  },
  {
    files: ['electron/preload/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        electronImports('preload', { electron: false, fakeElectron: true }),
      ],
    },
  },
  // Main imports only main and shared; 'electron' only in electron/main/index.ts.
  {
    files: ['electron/main/**'],
    rules: { 'no-restricted-imports': ['error', electronImports('main', { electron: false })] },
  },
  {
    files: ['electron/main/index.ts'],
    rules: { 'no-restricted-imports': ['error', electronImports('main', { electron: true })] },
  },
);
