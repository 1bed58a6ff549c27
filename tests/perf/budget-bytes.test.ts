import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bootModule,
  budgets,
  bytesRows,
  measureBytes,
  printTable,
  readStartNamespaces,
  startRoute,
  type BytesReport,
} from '../../scripts/budget-bytes.mjs';
import { measureStackFloor, stackFloorRow } from '../../scripts/stack-floor.mjs';

const KiB = 1024;
let dist = '';
let report: BytesReport;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'budget-bytes-'));
  // A production build of its own (not the test build, no source maps), as a kiosk gets it.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.SOURCEMAP;
  delete env.VITE_TEST_BUILD;
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { env, stdio: 'inherit' },
  );
  report = measureBytes(dist);
  printTable(bytesRows(report, { sourceMapsAsked: false }));
}, 300_000);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const readManifest = () =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/** The scripts index.html preloads, as paths in the build. */
const readPreloaded = () =>
  [
    ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
      /rel="modulepreload"[^>]*href="\.\/([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? '');

const readChunkModules = () =>
  JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;

// Removing a whole build takes a while on a loaded machine: a ceiling, not a wait.
afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
}, 120_000);

describe('the bytes budget of a production build', () => {
  it('keeps the keyboard, mock data, PDF viewer, charts and signature pad out of the start screen', () => {
    expect(report.eager).toEqual([]);
  });

  it('loads dictionaries as chunks of their own, never inside the start code', () => {
    expect(report.bundledDictionaries).toEqual([]);
  });

  it(`has no chunk over ${budgets.routeKiB} KiB gzip`, () => {
    expect(report.largest.gzip).toBeLessThanOrEqual(budgets.routeKiB * KiB);
  });

  it('measures every script of the build: the chunks, and the PDF.js worker apart as a worker script', () => {
    const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.m?js$/.test(file))
      .sort();
    const measured = [...report.chunks, ...report.workers].map((item) => item.file).sort();
    expect(measured).toEqual(scripts);
    expect(report.workers.map((item) => item.file)).toEqual([
      expect.stringMatching(/^assets\/pdf\.worker\.min-[\w-]+\.mjs$/),
    ]);
    expect(report.chunks.map((item) => item.file)).not.toContain(report.workers[0]?.file);
  });

  it("opens the start chunk, and no other, with V8's hint to compile it whole in the background", () => {
    const hinted = Object.keys(readChunkModules()).filter((file) =>
      readFileSync(join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(hinted).toHaveLength(1);
    // The start chunk: what start-up imports, React DOM first of all.
    expect(readChunkModules()[hinted[0] ?? '']).toContain(
      'node_modules/react-dom/cjs/react-dom-client.production.js',
    );
  });

  it("bundles React Router's production build, without its development warnings", () => {
    const modules = Object.values(readChunkModules()).flat();
    expect(modules.filter((id) => id.includes('/react-router/dist/production/'))).not.toEqual([]);
    expect(modules.filter((id) => id.includes('/react-router/dist/development/'))).toEqual([]);
  });

  it('ships no source maps', () => {
    expect(report.sourceMaps).toEqual([]);
  });

  it('index.html preloads what the start screen fetches at once: the start-up code, its chunk, the transport with axios, the schemas of its calls, its ru dictionaries', () => {
    const preloaded = readPreloaded();
    const manifest = readManifest();
    const chunkModules = readChunkModules();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    // The chunk that holds a module (the start screen and the start dictionaries share chunks).
    const holding = (module: string) =>
      Object.keys(chunkModules).find((file) => chunkModules[file]?.includes(module));
    const wanted = [
      ...(manifest[bootModule]?.imports ?? []).map((key) => manifest[key]?.file),
      ...[
        bootModule,
        startRoute,
        // Loaded apart from the start-up code, with the first call (src/lib/api/client.ts and
        // src/lib/api/deferred-schemas.ts).
        'src/lib/api/transport.ts',
        'src/lib/api/schemas/settings.ts',
        'src/lib/api/schemas/employees.ts',
        ...readStartNamespaces(process.cwd()).map((ns) => `locales/ru/${ns}.json`),
      ].map(holding),
    ].filter((file) => file !== entry?.file);
    expect(wanted.length).toBeGreaterThan(4);
    expect(wanted).not.toContain(undefined);
    expect(preloaded).toEqual(expect.arrayContaining(wanted));
    const axios = Object.keys(chunkModules).find((file) =>
      chunkModules[file]?.some((id) => id.startsWith('node_modules/axios/')),
    );
    expect(preloaded).toContain(axios);
  });

  it("preloads the call schemas with zod's runtime tree-shaken: a few KiB, not all of zod", () => {
    const chunkModules = readChunkModules();
    const zodChunks = readPreloaded().filter((file) =>
      chunkModules[file]?.some((id) => id.startsWith('node_modules/zod/')),
    );
    expect(zodChunks.length).toBeGreaterThan(0);
    // The sizes the bytes report has already measured.
    const bytes = report.chunks
      .filter((chunk) => zodChunks.includes(chunk.file))
      .reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`zod in the start screen's preloads: ${(bytes / KiB).toFixed(1)} KiB gzip`);
    expect(bytes).toBeLessThan(16 * KiB);
  });

  it('keeps the entry tiny: no library in it or its static imports, so it starts config.json at once', () => {
    const manifest = readManifest();
    const chunkModules = readChunkModules();
    const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    expect(entryKey).toBe('index.html');
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(entryKey ?? '');
    const modules = [...files].flatMap((file) => chunkModules[file] ?? []);
    expect(modules).toContain('src/config/config-file.ts');
    expect(modules.filter((id) => id.startsWith('node_modules/'))).toEqual([]);
    expect(manifest[entryKey ?? '']?.dynamicImports).toContain(bootModule);
  });

  it("counts the fixed stack's libraries, which take most of the start screen's bytes but not all", async () => {
    const floor = await measureStackFloor();
    console.log(
      `fixed stack alone: ${(floor / KiB).toFixed(1)} KiB gzip of the start screen's ${(report.startBytes / KiB).toFixed(1)} KiB`,
    );
    expect(floor).toBeGreaterThan(report.startBytes / 2);
    expect(floor).toBeLessThan(report.startBytes);
    expect(stackFloorRow(floor).ok).toBeNull();
  }, 120_000);

  it(`keeps the start screen's JavaScript within ${budgets.startKiB} KiB gzip`, () => {
    const kib = report.startBytes / KiB;
    console.log(
      `start screen JavaScript: ${kib.toFixed(1)} KiB gzip in ${report.startFiles} files (budget ${budgets.startKiB} KiB)`,
    );
    expect(report.startBytes).toBeLessThanOrEqual(budgets.startKiB * KiB);
  });
});
