// Electronegativity over electron/ (the desktop shell's main, preload and shared code): any
// finding or parse error fails the run, so `npm run lint` (and with it `npm test`) stops on a
// security regression. One finding is silenced inline, with its reason beside it: the constant
// cursor-hiding CSS passed to insertCSS in electron/main/kiosk-window.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// The scanner fetches fresh translations of its messages from the web on every run. Tests and lint
// stay off the network: its HTTP client is replaced by one that fails at once (English is built in).
const scannerI18n = require.resolve('@doyensec/electronegativity/dist/locales/i18n.js');
const gotPath = createRequire(scannerI18n).resolve('got');
const offline = () => Promise.reject(new Error('offline by design'));
require.cache[gotPath] = {
  id: gotPath,
  filename: gotPath,
  loaded: true,
  exports: Object.assign(offline, { default: offline, __esModule: true }),
};

const run = require('@doyensec/electronegativity');

const input = fileURLToPath(new URL('../electron', import.meta.url));
// electron/ has no package.json of its own: tell the scanner which Electron ships.
const electronVersion = JSON.parse(
  readFileSync(new URL('../node_modules/electron/package.json', import.meta.url), 'utf8'),
).version;

// Rules that cannot apply to this code base, each with its reason. Keep this list short.
const notApplicable = [
  {
    // The CSP depends on the configured server host, so it is built at run time
    // (electron/main/content-security-policy.ts, unit-tested) and sent by the app:// protocol
    // handler on every response. The scanner only recognises literal CSP strings in HTML meta
    // tags or webRequest responseHeaders, so it reports "no CSP" whatever the policy is.
    id: 'CSPGlobalCheck',
  },
  {
    // Compares the Electron version of a package.json inside the input with Electron's release
    // list, fetched over the network on every run. electron/ has no package.json, so the check can
    // never report here; it would only make lint depend on the network. Electron's own version is
    // kept current by the dependency updates (npm outdated / audit).
    id: 'AvailableSecurityFixesGlobalCheck',
  },
];

const result = await run({
  input,
  isRelative: true,
  electronVersionOverride: electronVersion,
  excludeFromScan: notApplicable.map((rule) => rule.id.toLowerCase()),
  parserPlugins: [],
});

const fatalParseErrors = result.errors.filter((error) => !error.tolerable);
for (const error of fatalParseErrors) console.error(`parse error: ${error.file}: ${error.message}`);
for (const issue of result.issues) {
  const where = `${issue.file}:${issue.location.line}:${issue.location.column}`;
  console.error(`${issue.id} (${issue.severity.name}/${issue.confidence.name}) ${where}`);
  console.error(`  ${issue.description}${issue.sample ? `\n  > ${issue.sample.trim()}` : ''}`);
}
const files = 'electron/';
if (result.issues.length > 0 || fatalParseErrors.length > 0) {
  console.error(
    `Electronegativity: ${result.issues.length} finding(s), ${fatalParseErrors.length} parse error(s) in ${files}`,
  );
  process.exit(1);
}
console.log(
  `Electronegativity ${electronVersion}: no findings in ${files} (${result.globalChecks} global, ${result.atomicChecks} atomic checks).`,
);
