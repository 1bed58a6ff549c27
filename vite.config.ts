import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
 * One chunk for the code every screen needs: everything the kiosk's start-up module (src/app/boot.tsx,
 * which the tiny entry loads) imports statically, libraries and app modules alike, instead of a score
 * of small shared chunks. One gzip stream compresses better than twenty (issue 12 item 2) and the
 * browser fetches one file. The entry's own modules stay in the entry (were they in this chunk, the
 * entry would wait for it); the start screen, dictionaries and every other screen stay chunks of
 * their own.
 */
function startGroup() {
  const entry = `${root}src/main.tsx`;
  const boot = `${root}src/app/boot.tsx`;
  let startModules: Set<string> | null = null;
  const closure = (ctx: ChunkingContext, from: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(from);
    return seen;
  };
  const start = (ctx: ChunkingContext) => {
    const modules = closure(ctx, boot);
    modules.delete(boot);
    for (const id of closure(ctx, entry)) modules.delete(id);
    return modules;
  };
  return {
    debugName: 'start',
    name: (id: string, ctx: ChunkingContext) =>
      (startModules ??= start(ctx)).has(id) ? 'start' : null,
  };
}

export default defineConfig({
  // Relative asset paths: the same build is served over http, from disk and from app:// in the shell.
  base: './',
  plugins: [react(), webCspPlugin(), startPreloadPlugin(), chunkModulesPlugin()],
  resolve: { alias: { '@': src, '@shared': shared, '@mocks': mocks } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    // Kiosks get no source maps unless a build asks for them (SOURCEMAP=1).
    sourcemap: process.env.SOURCEMAP === '1',
    // .vite/manifest.json: entry, static imports and route chunks, read by scripts/budget-bytes.mjs.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [startGroup()] } },
    },
    chunkSizeWarningLimit: 800,
  },
  test: {
    // A ceiling for a hung test, not a wait: tests await conditions, and under a loaded machine
    // (other runs sharing the cores) a long user-event test may need several times its idle time.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
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
    ],
  },
});
