// A test build is never packaged (issue 31 item 5). A renderer built with VITE_TEST_BUILD=1 carries
// the simulated shell and devices; `npm run build:desktop` and electron-builder (its beforePack hook,
// electron-builder.yml) refuse it with a one-line reason.
//
// A test build marks itself in index.html with <meta name="safety-terminal-build" content="test">
// (testBuildMarkPlugin, vite.config.ts); its code also carries the inlined VITE_TEST_BUILD:"1",
// which is checked too, so a build from before the meta tag is caught.
//
//   node scripts/desktop-build-check.mjs [dist]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEST_BUILD_META = { name: 'safety-terminal-build', content: 'test' };
const metaPattern = /<meta\s+name="safety-terminal-build"\s+content="test"\s*\/?>/;
/** How Vite inlines import.meta.env of a test build into its code. */
const inlinedTestBuild = /VITE_TEST_BUILD\s*:\s*["'`]1["'`]/;

/** Whether the build's code carries VITE_TEST_BUILD=1. */
function codeIsTestBuild(dist) {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => inlinedTestBuild.test(readFileSync(join(assets, name), 'utf8')));
}

/** A Vite plugin that marks a test build's index.html (only when VITE_TEST_BUILD=1). */
export function testBuildMarkPlugin(env = process.env) {
  return {
    name: 'safety-terminal-test-build-mark',
    apply: 'build',
    transformIndexHtml: () =>
      env.VITE_TEST_BUILD === '1'
        ? [{ tag: 'meta', attrs: { ...TEST_BUILD_META }, injectTo: 'head-prepend' }]
        : [],
  };
}

/** Why the renderer build in `dist` must not be packaged, or null when it may. */
export function desktopBuildRefusal(dist) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${index} is missing: run "vite build" first`;
  if (metaPattern.test(readFileSync(index, 'utf8')) || codeIsTestBuild(dist)) {
    return `${dist} holds a test build (VITE_TEST_BUILD=1): rebuild it without VITE_TEST_BUILD before packaging`;
  }
  return null;
}

/** electron-builder's beforePack hook: refuses to pack a test build of the renderer. */
export default async function beforePack(context) {
  const projectDir = context?.packager?.projectDir ?? process.cwd();
  const refusal = desktopBuildRefusal(join(projectDir, 'dist'));
  if (refusal) throw new Error(`desktop package refused: ${refusal}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const refusal = desktopBuildRefusal(resolve(process.argv[2] ?? 'dist'));
  if (refusal) {
    console.error(`✖ build:desktop refused: ${refusal}`);
    process.exit(1);
  }
}
