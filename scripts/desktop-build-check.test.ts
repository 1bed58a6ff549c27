// Issue 31 item 5: building the desktop package refuses a renderer built with VITE_TEST_BUILD.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import beforePack, { desktopBuildRefusal, testBuildMarkPlugin } from './desktop-build-check.mjs';

const script = resolve(import.meta.dirname, 'desktop-build-check.mjs');
let project = '';
const dist = () => join(project, 'dist');
const page = (head: string) =>
  `<!doctype html><html><head>${head}<script type="module" src="./assets/index.js"></script></head><body></body></html>`;

function writeBuild(head: string, code = 'console.log("kiosk")') {
  mkdirSync(join(dist(), 'assets'), { recursive: true });
  writeFileSync(join(dist(), 'index.html'), page(head));
  writeFileSync(join(dist(), 'assets', 'index.js'), code);
}

/** Runs the CLI as build:desktop does; its exit status and stderr. */
function runCheck(): { status: number; stderr: string } {
  try {
    execFileSync(process.execPath, [script, dist()], { stdio: 'pipe' });
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { status: failed.status, stderr: failed.stderr.toString() };
  }
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'desktop-build-'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('the desktop package refuses a test build', () => {
  it('marks a test build in index.html, and only a test build', () => {
    const tags = (env: Record<string, string>) => {
      const transform = testBuildMarkPlugin(env).transformIndexHtml as () => unknown[];
      return transform();
    };
    expect(tags({ VITE_TEST_BUILD: '1' })).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'safety-terminal-build', content: 'test' },
        injectTo: 'head-prepend',
      },
    ]);
    expect(tags({})).toEqual([]);
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/^ {4}testBuildMarkPlugin\(\),$/m);
  });

  it('build:desktop stops with a one-line reason on the meta mark', () => {
    writeBuild('<meta name="safety-terminal-build" content="test">');
    const { status, stderr } = runCheck();
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^✖ build:desktop refused: .* holds a test build \(VITE_TEST_BUILD=1\)/,
      ),
    ]);
  });

  it('also on the inlined VITE_TEST_BUILD of an older test build', () => {
    writeBuild('', 'const env={VITE_TEST_BUILD:"1",MODE:"production"};');
    expect(desktopBuildRefusal(dist())).toMatch(/holds a test build/);
  });

  it('and when there is no renderer build at all', () => {
    expect(desktopBuildRefusal(dist())).toMatch(/index\.html is missing/);
  });

  it('lets a production build through', () => {
    writeBuild('<meta http-equiv="Content-Security-Policy" content="script-src \'self\'">');
    expect(runCheck()).toEqual({ status: 0, stderr: '' });
    expect(desktopBuildRefusal(dist())).toBeNull();
  });

  it("is electron-builder's beforePack hook, and build:desktop runs it before bundling the shell", async () => {
    writeBuild('<meta name="safety-terminal-build" content="test">');
    await expect(beforePack({ packager: { projectDir: project } })).rejects.toThrow(
      /desktop package refused: .* holds a test build/,
    );
    expect(readFileSync('electron-builder.yml', 'utf8')).toMatch(
      /^beforePack: \.\/scripts\/desktop-build-check\.mjs$/m,
    );
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['build:desktop']).toMatch(
      /^vite build && node scripts\/desktop-build-check\.mjs dist && npm run build:electron$/,
    );
  });
});
