import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readLaterNamespaces, readStartNamespaces } from '../../scripts/budget-bytes.mjs';

// Only the start screen's dictionaries load at start, and the shell's later ones right after the
// first render (src/lib/i18n.ts); every other route names the ones it shows (src/app/route-table.tsx,
// src/app/lazy-screens.tsx) so they load with its code, the later ones with them. This test reads each
// screen's imports and the namespaces they use, so a forgotten one is caught here, not on screen.
const root = resolve(import.meta.dirname, '../..');
const known = readdirSync(join(root, 'locales/ru')).map((file) => file.replace(/\.json$/, ''));
const routeFiles = [
  'src/app/router.tsx',
  'src/app/route-table.tsx',
  'src/app/lazy-screens.tsx',
  'src/app/screen.tsx',
].map((file) => join(root, file));

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(root, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext);
  return found.find((file) => existsSync(file) && /\.tsx?$/.test(file)) ?? null;
}

/**
 * Lazy parts that load their own dictionaries with their code, as
 * `withNamespaces(import('…'), […])` (src/lib/i18n.ts: the other login steps, the keyboard's keys,
 * the screensaver's overlay, the headers): found while walking, checked on their own.
 */
const selfLoading = new Map<string, string[]>();
const names = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');

/** The namespaces a module and everything it imports (statically or lazily) use. */
function namespacesOf(file: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || routeFiles.includes(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    const ownDictionaries = new Set<string>();
    for (const [, spec = '', list = ''] of source.matchAll(
      /withNamespaces\(\s*import\('([^']+)'\),\s*\[([^\]]*)\]/g,
    )) {
      const part = resolveImport(path, spec);
      if (!part) continue;
      selfLoading.set(part, names(list));
      ownDictionaries.add(part);
    }
    for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const names = [...args.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
      if (names.length === 0) used.add('common');
      names.forEach((name) => used.add(name));
    }
    for (const [, name = ''] of source.matchAll(/['`]([a-zA-Z]+):[\w.$]/g))
      if (known.includes(name)) used.add(name);
    for (const [, spec = ''] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const next = resolveImport(path, spec);
      if (next && !ownDictionaries.has(next)) visit(next);
    }
  };
  visit(join(root, file));
  return used;
}

/** Every `screen([...], … import('…'))` of the route files: the routes' and the guard's screens. */
function declaredRoutes() {
  return routeFiles.flatMap((path) =>
    [
      ...readFileSync(path, 'utf8').matchAll(
        /screen\(\s*\[([^\]]*)\],\s*async \(\) =>[\s{(]*(?:const [^=]+= )?await import\('([^']+)'\)/g,
      ),
    ].map(([, list = '', spec = '']) => ({
      file: resolveImport(path, spec) ?? spec,
      declared: [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''),
    })),
  );
}

const start = readStartNamespaces(root);
const later = readLaterNamespaces(root);

describe('dictionaries per screen', () => {
  it('loads at start, or right after the first render, what the shell and the start screen show', () => {
    const shell = [...namespacesOf('src/app/app-shell.tsx')];
    const startScreen = [...namespacesOf('src/features/auth/start-screen.tsx')];
    expect([...start, ...later]).toEqual(expect.arrayContaining([...shell, ...startScreen]));
    expect(known).toEqual(expect.arrayContaining([...start, ...later]));
  });

  it('lazy parts that load their own dictionaries name every one they show', () => {
    namespacesOf('src/app/app-shell.tsx');
    namespacesOf('src/features/auth/start-screen.tsx');
    for (const route of declaredRoutes()) namespacesOf(route.file.slice(root.length + 1));
    expect([...selfLoading.keys()].map((file) => file.slice(root.length + 1))).toEqual(
      expect.arrayContaining([
        'src/features/auth/other-start-steps.ts',
        'src/features/screensaver/screensaver-overlay.tsx',
        'src/components/ui/on-screen-keyboard-view.tsx',
      ]),
    );
    for (const [file, declared] of selfLoading) {
      const needed = [...namespacesOf(file.slice(root.length + 1))].filter(
        (name) => !start.includes(name) && !later.includes(name),
      );
      expect({ file, declared }).toEqual({ file, declared: expect.arrayContaining(needed) });
    }
  });

  it('finds every lazy route of the route files', () => {
    expect(declaredRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it.each(declaredRoutes())('$file names the dictionaries it shows', ({ file, declared }) => {
    const needed = [...namespacesOf(file.slice(root.length + 1))].filter(
      (name) => !start.includes(name) && !later.includes(name),
    );
    expect(declared).toEqual(expect.arrayContaining(needed));
  });
});
