// The bytes budget (issue 12 item 2), read from a production build's `.vite/manifest.json` and
// `.vite/chunk-modules.json` (vite.config.ts writes both). `node scripts/budget-bytes.mjs [dist]`
// prints the table and exits 1 when a budget is missed; `npm run bench` and the node test use it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
export const budgets = { startKiB: 130, routeKiB: 200 };

/** Gzip as the bench server sends it (level 9): the byte budgets are compared exactly. */
export const gzip = (buffer) => gzipSync(buffer, { level: 9 });

/** The screen a kiosk opens on, and the code that must stay out of it (issue 12 item 2). */
export const startRoute = 'src/features/auth/start-screen.tsx';
/** The kiosk's start-up module: the entry only starts reading config.json and loads it at once. */
export const bootModule = 'src/app/boot.tsx';
export const mustBeLazy = [
  { what: 'on-screen keyboard', pattern: /on-screen-keyboard-view|react-simple-keyboard/ },
  { what: 'mock transport and data', pattern: /^(src\/lib\/api\/mock\/|mocks\/)/ },
  { what: 'PDF viewer and worker', pattern: /react-pdf|pdfjs-dist|pdf-worker|pdf-viewer/ },
  { what: 'charts', pattern: /node_modules\/(recharts|d3-|victory-vendor)/ },
  { what: 'signature pad', pattern: /signature/ },
];

const readI18n = (projectRoot) => readFileSync(join(projectRoot, 'src/lib/i18n.ts'), 'utf8');

/** The namespaces loaded before the first render: the files of src/lib/i18n.ts's startLoaders. */
export function readStartNamespaces(projectRoot) {
  const match = /const startLoaders = import\.meta\.glob<\w+>\(\[([^\]]*)\]/.exec(
    readI18n(projectRoot),
  );
  if (!match) throw new Error('src/lib/i18n.ts declares no startLoaders');
  return [...match[1].matchAll(/'\/locales\/\*\/([\w-]+)\.json'/g)].map((m) => m[1]);
}

/** The namespaces loaded right after the first render, as declared in src/lib/i18n.ts. */
export function readLaterNamespaces(projectRoot) {
  const match = /export const laterNamespaces = \[([^\]]*)\]/.exec(readI18n(projectRoot));
  if (!match) throw new Error('src/lib/i18n.ts declares no laterNamespaces');
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Measures a build: the start screen's JavaScript in server mode (the entry chunk, its static
 * imports, the start-up module the entry loads at once and its static imports, the start route and
 * the dictionaries of `language` the start loads), every chunk's size, the worker scripts' sizes,
 * source maps, and which must-be-lazy modules sit in the start screen's chunks.
 */
export function measureBytes(dist, { projectRoot = process.cwd(), language = 'ru' } = {}) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // A module that shares a chunk with others (the start screen and its widgets, the start
  // dictionaries of a language: vite.config.ts groups them) has no key of its own in the manifest:
  // it is found by the chunk that holds it.
  const keyOf = (module) => {
    if (manifest[module]) return module;
    const file = Object.keys(chunkModules).find((name) => chunkModules[name].includes(module));
    return Object.keys(manifest).find((key) => file && manifest[key].file === file);
  };
  const [boot, route] = [keyOf(bootModule), keyOf(startRoute)];
  if (!entry || !route || !boot)
    throw new Error(`${dist}: no entry, no ${bootModule} or no ${startRoute}`);
  const dictionaries = readStartNamespaces(projectRoot).map(
    (ns) => `locales/${language}/${ns}.json`,
  );
  const missing = dictionaries.filter((module) => !keyOf(module));
  if (missing.length) throw new Error(`${dist}: no chunk for ${missing.join(', ')}`);
  const startFiles = closure(manifest, [entry, boot, route, ...dictionaries.map(keyOf)]);
  // Dictionaries must come as separate chunks, never inside the code the start screen imports.
  const bundledDictionaries = closure(manifest, [entry, boot, route]).flatMap((file) =>
    (chunkModules[file] ?? []).filter((id) => id.startsWith('locales/')),
  );
  // The start screen's files are chunks too: each file is compressed once.
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzip(readFileSync(join(dist, file))).length);
    return sizes.get(file);
  };
  const start = startFiles.map((file) => ({ file, gzip: size(file) }));
  const files = listFiles(dist);
  const isScript = (file) => /\.m?js$/.test(file);
  // Scripts a chunk loads by their address (the PDF.js worker): they run in a worker, off the
  // page's main thread, and are no route chunk. They are measured and printed apart, so that no
  // script of the build goes unmeasured.
  const workerFiles = new Set(
    Object.values(manifest).flatMap((chunk) => (chunk.assets ?? []).filter(isScript)),
  );
  const chunks = files
    .filter((file) => isScript(file) && !workerFiles.has(file))
    .map((file) => ({ file, gzip: size(file) }));
  const workers = [...workerFiles].sort().map((file) => ({ file, gzip: size(file) }));
  const largest = chunks.reduce((a, b) => (b.gzip > a.gzip ? b : a), { file: '', gzip: 0 });
  const sourceMaps = files.filter(
    (file) =>
      file.endsWith('.map') ||
      (isScript(file) && readFileSync(join(dist, file), 'utf8').includes('sourceMappingURL=')),
  );
  const eager = mustBeLazy.flatMap(({ what, pattern }) =>
    startFiles
      .flatMap((file) => (chunkModules[file] ?? []).map((id) => ({ file, id })))
      .filter(({ id }) => pattern.test(id))
      .map(({ file, id }) => ({ what, file, id })),
  );
  return {
    start,
    startBytes: start.reduce((sum, item) => sum + item.gzip, 0),
    startFiles: start.length,
    chunks,
    largest,
    workers,
    sourceMaps,
    eager,
    bundledDictionaries,
  };
}

/** A file's size as the table prints it. */
const sized = (item) => `${(item.gzip / KiB).toFixed(1)} KiB (${item.file})`;

/** The rows of the budget table: figure, budget and whether it is met. */
export function bytesRows(report, { sourceMapsAsked = process.env.SOURCEMAP === '1' } = {}) {
  return [
    {
      name: 'Start screen JavaScript (gzip, server mode)',
      value: `${(report.startBytes / KiB).toFixed(1)} KiB in ${report.startFiles} files`,
      budget: `≤ ${budgets.startKiB} KiB`,
      ok: report.startBytes <= budgets.startKiB * KiB,
    },
    {
      name: 'Largest chunk (gzip)',
      value: sized(report.largest),
      budget: `≤ ${budgets.routeKiB} KiB`,
      ok: report.largest.gzip <= budgets.routeKiB * KiB,
    },
    {
      name: 'Worker scripts (off the main thread, no route chunk)',
      value: report.workers.length ? report.workers.map(sized).join('; ') : 'none',
      budget: '—',
      ok: null,
    },
    {
      name: 'Must-be-lazy code in the start screen',
      value: report.eager.length
        ? [...new Set(report.eager.map((item) => `${item.what} (${item.id})`))].join('; ')
        : 'none',
      budget: 'none',
      ok: report.eager.length === 0,
    },
    {
      name: 'Dictionaries bundled into start code',
      value: String(report.bundledDictionaries.length),
      budget: '0',
      ok: report.bundledDictionaries.length === 0,
    },
    {
      name: 'Source maps shipped',
      value: String(report.sourceMaps.length),
      budget: sourceMapsAsked ? 'any (SOURCEMAP=1)' : '0',
      ok: sourceMapsAsked || report.sourceMaps.length === 0,
    },
  ];
}

/** Prints rows as a table; returns whether every budget is met (a reference row, ok null, has none). */
export function printTable(rows) {
  const widths = ['name', 'value', 'budget'].map((key) =>
    Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 4)).join(' │ ');
  console.log(line(['Measurement', 'Figure', 'Budget', 'Met']));
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─') + '─┼─────');
  for (const row of rows)
    console.log(
      line([row.name, row.value, row.budget, row.ok === null ? '—' : row.ok ? 'yes' : 'NO']),
    );
  return rows.every((row) => row.ok !== false);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    console.error(`${dist}/.vite/manifest.json is missing: build first (npx vite build).`);
    process.exit(2);
  }
  const report = measureBytes(dist);
  for (const item of report.start)
    console.log(`  ${(item.gzip / KiB).toFixed(1).padStart(6)} KiB  ${item.file}`);
  process.exit(printTable(bytesRows(report)) ? 0 : 1);
}
