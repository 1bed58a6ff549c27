// `npm run build:mobile` (after `vite build`): prepares the Android wrapper (Cordova) in mobile/dist/
// from the template in mobile/ (config.xml, package.json, icons) and the production build as its
// web content (www/), then checks the result. Building the installable package needs the Android
// SDK and is done from mobile/dist/ (README, "Mobile wrapper"); nothing here downloads anything.
//
//   node scripts/build-mobile.mjs [--dist dist] [--out mobile/dist] [--config site-config.json]
//
// --config names a site's runtime configuration (serverHost, hostname…) to put in www/config.json;
// `platform: "cordova"` is always added, so the kiosk knows it runs in the wrapper. The site file
// (and the build's own config.json) is checked with the kiosk's rules (src/config/config-rules.mjs):
// an unreadable file, an unknown key, a value of the wrong type or a short pinKey stops the script
// with a one-line reason, as does a test build (VITE_TEST_BUILD=1) in the build folder.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describeConfigProblem } from '../src/config/config-advice.mjs';
import { checkConfigLayer } from '../src/config/config-rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The wrapper project's sources kept in the repository. */
export const MOBILE_TEMPLATE = join(root, 'mobile');
/** Template entries copied into the prepared project (www/ comes from the build). */
const TEMPLATE_ENTRIES = ['config.xml', 'package.json', 'res'];
/** The runtime script Cordova puts beside index.html when it builds the package. */
const CORDOVA_SCRIPT = '<script src="cordova.js"></script>';
/** Plugins the web app uses: the camera permission and the screen kept awake during a flow. */
export const REQUIRED_PLUGINS = ['cordova-plugin-android-permissions', 'cordova-plugin-insomnia'];
const PNG_SIGNATURE = '89504e470d0a1a0a';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A refusal with a one-line reason (printed without a stack trace). */
export class BuildMobileError extends Error {}

/**
 * Reads a configuration file (a site's, or the build's config.json) and checks it with the
 * kiosk's rules; returns its values, or throws a BuildMobileError naming the file and every problem.
 */
export function readSiteConfig(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new BuildMobileError(
      `build-mobile: cannot read ${file} (${error.code ?? error.message})`,
    );
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BuildMobileError(`build-mobile: ${file} is not valid JSON: ${error.message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BuildMobileError(`build-mobile: ${file} is not a JSON object`);
  const { problems } = checkConfigLayer(parsed);
  if (problems.length > 0)
    throw new BuildMobileError(
      `build-mobile: ${file}: ${problems.map((problem) => describeConfigProblem(problem)).join('; ')}`,
    );
  return parsed;
}

/**
 * How a test build (`VITE_TEST_BUILD=1`, which enables the simulated devices) marks itself: a meta
 * tag in index.html (scripts/desktop-build-check.mjs's plugin) and the inlined value in its code.
 */
const TEST_BUILD_META = /<meta\s+name="safety-terminal-build"\s+content="test"\s*\/?>/;
const TEST_BUILD_CODE = /VITE_TEST_BUILD\s*:\s*["'`]1["'`]/;

/** Whether the build in `dist` is a test build (`npm run build:test`), which no device should get. */
export function isTestBuild(dist) {
  const index = join(dist, 'index.html');
  if (existsSync(index) && TEST_BUILD_META.test(readFileSync(index, 'utf8'))) return true;
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => TEST_BUILD_CODE.test(readFileSync(join(assets, name), 'utf8')));
}

/** index.html with cordova.js loaded before the app's module script (a classic script runs first). */
export function withCordovaScript(html) {
  if (html.includes(CORDOVA_SCRIPT)) return html;
  const at = html.search(/<script\b[^>]*type="module"/);
  if (at < 0) throw new Error('build-mobile: index.html has no module script');
  return `${html.slice(0, at)}${CORDOVA_SCRIPT}\n    ${html.slice(at)}`;
}

/**
 * Prepares the wrapper project in `out`: the template with the app's version, then www/ as a copy
 * of `dist` with cordova.js added and www/config.json = dist's config.json + the site's +
 * `platform: "cordova"`.
 * Cordova's own folders (platforms/, plugins/, node_modules/) in `out` are kept between runs.
 * A test build is refused unless `acceptTestBuild` (the end-to-end test of the wrapper runs on one).
 * @param {{ dist: string, out: string, template?: string, siteConfig?: Record<string, unknown>, acceptTestBuild?: boolean }} options
 */
export function prepareMobile({
  dist,
  out,
  template = MOBILE_TEMPLATE,
  siteConfig = {},
  acceptTestBuild = false,
}) {
  const index = join(dist, 'index.html');
  if (!existsSync(index))
    throw new BuildMobileError(`build-mobile: ${index} is missing; run vite build first`);
  if (!acceptTestBuild && isTestBuild(dist))
    throw new BuildMobileError(
      `build-mobile: ${dist} holds a test build (VITE_TEST_BUILD=1); run "npm run build:mobile" without VITE_TEST_BUILD`,
    );
  mkdirSync(out, { recursive: true });
  for (const entry of TEMPLATE_ENTRIES) {
    rmSync(join(out, entry), { recursive: true, force: true });
    cpSync(join(template, entry), join(out, entry), { recursive: true });
  }
  // The package carries the app's version (Cordova derives Android's versionCode from it).
  const { version } = readJson(join(root, 'package.json'));
  const xml = join(out, 'config.xml');
  writeFileSync(
    xml,
    readFileSync(xml, 'utf8').replace(/(<widget\b[^>]*\bversion=")[^"]*/, `$1${version}`),
  );
  const www = join(out, 'www');
  rmSync(www, { recursive: true, force: true });
  // .vite/ holds the build's manifests, which the device does not need.
  const manifests = join(dist, '.vite');
  const shipped = (source) => source !== manifests && !source.startsWith(manifests + sep);
  cpSync(dist, www, { recursive: true, filter: shipped });
  writeFileSync(join(www, 'index.html'), withCordovaScript(readFileSync(index, 'utf8')));
  const siteFile = join(dist, 'config.json');
  const config = { ...(existsSync(siteFile) ? readSiteConfig(siteFile) : {}), ...siteConfig };
  writeFileSync(
    join(www, 'config.json'),
    `${JSON.stringify({ ...config, platform: 'cordova' }, null, 2)}\n`,
  );
  return { out, www };
}

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (xml, name) => xml.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const preference = (xml, name) =>
  tags(xml, 'preference')
    .filter((tag) => attribute(tag, 'name')?.toLowerCase() === name.toLowerCase())
    .map((tag) => attribute(tag, 'value'))[0];
const isPng = (file) =>
  existsSync(file) && readFileSync(file).subarray(0, 8).toString('hex') === PNG_SIGNATURE;

/** What is wrong with a prepared wrapper project (empty when it is complete and valid). */
export function checkMobileProject(out) {
  const problems = [];
  const expect = (ok, problem) => ok || problems.push(problem);
  const xml = readFileSync(join(out, 'config.xml'), 'utf8');
  const widget = tags(xml, 'widget')[0] ?? '';
  expect(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/.test(attribute(widget, 'id') ?? ''), 'app id');
  expect(/^\d+\.\d+\.\d+$/.test(attribute(widget, 'version') ?? ''), 'version');
  expect(/<name>[^<]+<\/name>/.test(xml), 'app name');
  const content = attribute(tags(xml, 'content')[0] ?? '', 'src');
  expect(content !== undefined && existsSync(join(out, 'www', content)), 'content src');
  expect(
    ['default', 'portrait', 'landscape'].includes(preference(xml, 'Orientation') ?? ''),
    'orientation',
  );
  expect(xml.includes('android:name="android.permission.CAMERA"'), 'camera permission');
  const icons = tags(xml, 'icon');
  expect(icons.length > 0, 'icons');
  for (const icon of icons) {
    const src = attribute(icon, 'src') ?? '';
    expect(isPng(join(out, src)), `icon ${src}`);
  }
  const manifest = readJson(join(out, 'package.json'));
  expect(manifest.cordova?.platforms?.includes('android'), 'android platform');
  for (const plugin of REQUIRED_PLUGINS) {
    expect(plugin in (manifest.cordova?.plugins ?? {}), `plugin ${plugin}`);
    expect(xml.includes(`name="${plugin}"`), `config.xml plugin ${plugin}`);
  }
  const html = readFileSync(join(out, 'www', 'index.html'), 'utf8');
  expect(html.includes(CORDOVA_SCRIPT), 'cordova.js');
  const links = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
  for (const link of links) expect(!/^(\/|[a-z]+:)/i.test(link), `absolute path ${link}`);
  const config = readJson(join(out, 'www', 'config.json'));
  expect(config.platform === 'cordova', 'config.json platform');
  return problems;
}

function parseArgs(argv) {
  const options = { dist: 'dist', out: join('mobile', 'dist'), config: undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '');
    if (!(key in options) || argv[i + 1] === undefined)
      throw new BuildMobileError(
        `build-mobile: unknown or incomplete option ${argv[i]}; valid options: --dist <folder>, --out <folder>, --config <site.json>`,
      );
    options[key] = argv[i + 1];
  }
  return options;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const siteConfig = options.config ? readSiteConfig(options.config) : {};
  const { out } = prepareMobile({
    dist: resolve(options.dist),
    out: resolve(options.out),
    siteConfig,
  });
  const problems = checkMobileProject(out);
  if (problems.length > 0)
    throw new BuildMobileError(
      `build-mobile: the wrapper project is incomplete: ${problems.join(', ')}`,
    );
  console.log(`build-mobile: the Android wrapper is ready in ${out}`);
  console.log('  Then, with the Android SDK installed (README "Mobile wrapper"):');
  console.log(`  cd ${options.out} && npm install && npx cordova build android`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof BuildMobileError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
