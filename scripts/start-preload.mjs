// Preloads in the built index.html for what the start screen fetches the moment the entry runs:
// the kiosk's start-up module and the code it imports (the entry only loads it), the start
// screen's chunk, the request helper's transport (axios and the sending, which the first call, the
// settings, needs), the schemas of the start screen's calls (loaded apart from the start-up code,
// with the first call) and the start dictionaries of the default language. Without them each is
// asked for only after the entry has been downloaded and run: one more round trip on a slow
// network before the start screen shows (issue 12 item 3).
import { bootModule, readStartNamespaces, startRoute } from './budget-bytes.mjs';

/** The request helper's transport (axios and the sending): src/lib/api/client.ts loads it. */
const transport = 'src/lib/api/transport.ts';

/** The schemas the start screen's calls are read with: src/lib/api/deferred-schemas.ts loads them. */
const callSchemas = ['src/lib/api/schemas/settings.ts', 'src/lib/api/schemas/employees.ts'];

/** The language a kiosk starts in unless it has stored another (spec 1 §1: ru by default). */
const DEFAULT_LANGUAGE = 'ru';

/** The chunks of a build that the start screen loads at once, beyond the entry's own imports. */
export function startPreloads(
  bundle,
  { projectRoot = process.cwd(), entryImports = new Set() } = {},
) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFacade = (suffix) =>
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
  const dictionaries = readStartNamespaces(projectRoot).map((ns) =>
    byFacade(`/locales/${DEFAULT_LANGUAGE}/${ns}.json`),
  );
  const files = new Set();
  const add = (chunk) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) add(bundle[file]);
  };
  [
    byFacade(`/${bootModule}`),
    byFacade(`/${startRoute}`),
    byFacade(`/${transport}`),
    ...callSchemas.map((schema) => byFacade(`/${schema}`)),
    ...dictionaries,
  ].forEach(add);
  return [...files].filter((file) => !entryImports.has(file));
}

/** A Vite plugin that adds those preloads to the built index.html. */
export function startPreloadPlugin() {
  return {
    name: 'safety-terminal-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle || !context.chunk) return [];
        const entryImports = new Set();
        const visit = (file) => {
          if (entryImports.has(file)) return;
          entryImports.add(file);
          context.bundle[file]?.imports?.forEach(visit);
        };
        visit(context.chunk.fileName);
        return startPreloads(context.bundle, { entryImports }).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
