import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { readLaterNamespaces, readStartNamespaces } from './scripts/budget-bytes.mjs';
import { testBuildMarkPlugin } from './scripts/desktop-build-check.mjs';
import { inlineCssPlugin } from './scripts/inline-css.mjs';
import { reactRouterProductionPlugin } from './scripts/react-router-production.mjs';
import { startPreloadPlugin } from './scripts/start-preload.mjs';
import { webCspPlugin } from './scripts/web-csp.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('./electron/shared', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
// Node tests never load the real 'electron' package (it would download its binary).
const electronFake = fileURLToPath(
  new URL('./electron/main/testing/electron-fake.ts', import.meta.url),
);

const root = fileURLToPath(new URL('.', import.meta.url));

/** The app's version, from package.json: the health screen shows it (issue 31 item 1). */
const appVersion = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string })
  .version;

/**
 * The commit the build is made from (`git rev-parse --short HEAD`); empty when git or the
 * repository is missing (a build from a source archive), and the health screen says unknown.
 */
function buildCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
  } catch {
    return '';
  }
}

/**
 * The test files under `dir` that replace a module with `vi.mock`: they run isolated (a module
 * graph of their own), because a mocked module would otherwise meet the copy other files loaded.
 */
function filesMockingModules(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock('))
        found.push(relative(root, path));
    }
  };
  walk(dir);
  return found;
}
const isolatedDomTests = filesMockingModules(src);

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: which source modules (paths relative to
 * the project) each JavaScript chunk holds, so the bytes budget (scripts/budget-bytes.mjs) can tell
 * that the keyboard, mock data, PDF viewer, charts and signature pad stay out of the start screen.
 */
function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // A chunk of nothing but CSS (a stylesheet two lazy screens share) is no script: Vite drops
        // its empty JavaScript file after this hook.
        if (output.moduleIds.every((id) => /\.css($|\?)/.test(id))) continue;
        chunks[output.fileName] = output.moduleIds.map((id) =>
          id.startsWith(root)
            ? id.slice(root.length)
            : id.replace(/^.*\/node_modules\//, 'node_modules/'),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

/**
 * recharts keeps its own Redux store, built with Redux Toolkit, reselect and react-redux (its
 * listener middleware, autoBatch, selectors, shallowEqual). It gets copies of its own (their
 * browser builds), so the code only the charts use stays in their lazy chunks instead of joining
 * the kiosk's Redux Toolkit in the start chunk (issue 12 item 2: about 2 KiB). Its store and
 * context are its own: the copies never meet.
 */
function chartsOwnToolkitPlugin(): Plugin {
  const copies: Record<string, string> = {
    '@reduxjs/toolkit': `${root}node_modules/@reduxjs/toolkit/dist/redux-toolkit.browser.mjs`,
    reselect: `${root}node_modules/reselect/dist/reselect.browser.mjs`,
    'react-redux': `${root}node_modules/react-redux/dist/react-redux.browser.mjs`,
  };
  const chartsCode =
    /[\\/]node_modules[\\/](recharts[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.browser)/;
  return {
    name: 'charts-own-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && chartsCode.test(importer) ? (copies[source] ?? null) : null,
  };
}

const entryModule = `${root}src/main.tsx`;
const bootModule = `${root}src/app/boot.tsx`;
const startScreenModule = `${root}src/features/auth/start-screen.tsx`;

/** The modules `from` imports statically, itself included. */
function staticClosure(ctx: ChunkingContext, from: string) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return seen;
}

/** A chunk group of the modules `pick` chooses, computed once per build. */
function groupOf(name: string, pick: (ctx: ChunkingContext) => Set<string>) {
  let modules: Set<string> | null = null;
  return {
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => ((modules ??= pick(ctx)).has(id) ? name : null),
  };
}

/** `from`'s static closure without the modules of the `without` closures. */
const closureWithout = (ctx: ChunkingContext, from: string, without: string[]) => {
  const modules = staticClosure(ctx, from);
  for (const other of without) for (const id of staticClosure(ctx, other)) modules.delete(id);
  return modules;
};

/** V8's magic comment that has it compile a whole file eagerly; it must open the file. */
const START_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (Chromium 136+) on the start chunk: its functions are compiled at once
 * on the background thread that streams the file in, not one by one on the main thread as start-up
 * and the first render call them. The start-up's longest task shrinks (on the bench machine a median
 * of 140 -> 114 ms) and Lighthouse mobile's total blocking time with it (460 -> 348 ms, median
 * score 84.5 -> 87.5, 10 alternating runs). Other chunks keep lazy compilation: much of their code runs on later screens
 * only. The hint must open the file, so it goes in last, after Vite's own preamble; a source map
 * moves down the one line.
 */
function startCompileHintPlugin(): Plugin {
  return {
    name: 'start-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.name !== 'start') continue;
          output.code = `${START_COMPILE_HINT}\n${output.code}`;
          if (output.map) {
            const { file, mappings, names, sources, sourcesContent, version } = output.map;
            output.map = Object.assign(Object.create(Object.getPrototypeOf(output.map) as object), {
              file,
              mappings: `;${mappings}`,
              names,
              sources,
              sourcesContent,
              version,
            });
          }
        }
      },
    },
  };
}

/**
 * The chunks a kiosk loads to show its start screen, as few as possible (issue 12 items 2 and 3:
 * one gzip stream compresses better than twenty, and a slow network pays a round trip per request):
 * - 'start': everything the start-up module (src/app/boot.tsx, which the tiny entry loads) imports
 *   statically, libraries and app modules alike. The entry's own modules stay in the entry (were
 *   they in this chunk, the entry would wait for it), hence includeDependenciesRecursively off.
 * - 'start-screen': the start screen and the widgets it alone brings (the keypad, the employees
 *   lookup); other screens that use them import them from it.
 * - 'dictionaries-<lng>': the start screen's namespaces of one language, loaded together;
 *   'dictionaries-later-<lng>': those loaded right after the first render (src/lib/i18n.ts).
 * Every other screen and dictionary stays a chunk of its own.
 */
function startGroups() {
  const namespaces = new Set(readStartNamespaces(root));
  const later = new Set(readLaterNamespaces(root));
  return [
    groupOf('start', (ctx) => {
      const modules = closureWithout(ctx, bootModule, [entryModule]);
      modules.delete(bootModule);
      return modules;
    }),
    groupOf('start-screen', (ctx) =>
      closureWithout(ctx, startScreenModule, [bootModule, entryModule]),
    ),
    {
      debugName: 'start dictionaries',
      name: (id: string) => {
        const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(id);
        if (!match) return null;
        const [, language, ns = ''] = match;
        if (namespaces.has(ns)) return `dictionaries-${language}`;
        return later.has(ns) ? `dictionaries-later-${language}` : null;
      },
    },
  ];
}

export default defineConfig({
  // Relative asset paths: the same build is served over http at any path, from app:// in the shell
  // and from the mobile wrapper's www/ folder (opened from disk it does not run: module scripts).
  base: './',
  plugins: [
    react(),
    reactRouterProductionPlugin(),
    chartsOwnToolkitPlugin(),
    webCspPlugin(),
    // A test build says so in index.html: the desktop package refuses it (issue 31 item 5).
    testBuildMarkPlugin(),
    startPreloadPlugin(),
    inlineCssPlugin(),
    chunkModulesPlugin(),
    startCompileHintPlugin(),
  ],
  resolve: { alias: { '@': src, '@shared': shared, '@mocks': mocks } },
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    __BUILD_COMMIT__: JSON.stringify(buildCommit()),
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    // Kiosks get no source maps unless a build asks for them (SOURCEMAP=1).
    sourcemap: process.env.SOURCEMAP === '1',
    // .vite/manifest.json: entry, static imports and route chunks, read by scripts/budget-bytes.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: startGroups(),
        },
      },
    },
    chunkSizeWarningLimit: 800,
    modulePreload: {
      // Kiosk browsers (Chromium, Android's WebView) preload modules themselves.
      polyfill: false,
      // A lazy chunk's JavaScript imports are not listed in the code that imports it (their names
      // were half a KiB of the start screen's bytes, issue 12 item 2): they load when it runs, a
      // round trip later on the site's network. Vite passes only JavaScript here and adds the
      // chunk's styles itself, so they still load with it; index.html preloads what the start
      // screen needs (scripts/start-preload.mjs).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  test: {
    // A ceiling for a hung test, not a wait: tests await conditions, and under a loaded machine
    // (other runs sharing the cores) a long user-event test may need several times its idle time.
    testTimeout: 15_000,
    // A test's faked clock is the page's: its timers, frames, idle callbacks and dates. IndexedDB
    // (fake-indexeddb) goes on with setImmediate, as a browser's goes on whatever the page's timers
    // do, so an outbox write under a faked clock still reaches its store.
    fakeTimers: {
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
      ],
    },
    // Every core, and no fresh module graph and globals per file: isolation cost three quarters of
    // the run (each file re-imported the app and its lazy modules). What a file installs or opens
    // (IndexedDB, the outbox) is undone after it in src/testing/setup-tests.ts; the few files that
    // mock a module run isolated.
    maxWorkers: '100%',
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedDomTests,
          setupFiles: ['src/testing/setup-tests.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-mocking',
          environment: 'jsdom',
          include: isolatedDomTests,
          isolate: true,
          setupFiles: ['src/testing/setup-tests.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          alias: { electron: electronFake },
          include: [
            'electron/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'mocks/**/*.test.ts',
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/perf/**/*.test.ts',
          ],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // The kiosk's delivery (src modules in the test DOM) against the real HTTP stub.
          name: 'chaos',
          environment: 'jsdom',
          include: ['tests/chaos/**/*.test.ts'],
          restoreMocks: true,
        },
      },
    ],
  },
});
