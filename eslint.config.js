// Lint rules, including the import boundaries of GUIDE.md §2 (enforced with no-restricted-imports).
import { readdirSync } from 'node:fs';

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
  { group: ['../../*'], message: 'Import across folders with "@/…", not deep relative paths.' },
  {
    group: ['@/../electron/main/*', '@/../electron/preload/*'],
    message: 'Only electron/shared types may be imported.',
  },
];
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks from @/lib/state/hooks.',
};

const restricted = (...groups) => [
  'error',
  { paths: [reduxHooks], patterns: [...bannedInRenderer, ...groups] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
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
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': restricted() },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': restricted({
        group: ['@/app/*', '@/features/*'],
        message: 'components, lib and config may not import app or features.',
      }),
    },
  },
  {
    files: ['src/lib/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restricted(
        { group: ['@/app/*'], message: 'A feature may not import the app.' },
        {
          regex: `^@/features/(?!${feature}/)`,
          message: 'A feature never imports another feature.',
        },
      ),
    },
  })),
  {
    files: ['electron/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'node:*', '../main/*', '../preload/*'],
              message: 'electron/shared is pure TS.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/preload/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../main/*', '**/src/*'],
              message: 'The preload imports only electron/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/main/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../preload/*', '**/src/*'], message: 'Main imports only main and shared.' },
          ],
        },
      ],
    },
  },
);
