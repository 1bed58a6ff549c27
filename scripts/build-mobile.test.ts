// @vitest-environment jsdom
// (jsdom only for its DOMParser, to read config.xml and index.html as a browser and Cordova would.)
// The Android wrapper prepared from a real production build, as `npm run build:mobile` does, then
// checked up to the point where the Android SDK takes over (README, "Mobile wrapper").
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkMobileProject,
  isTestBuild,
  MOBILE_TEMPLATE,
  prepareMobile,
  readSiteConfig,
  REQUIRED_PLUGINS,
} from './build-mobile.mjs';
import { buildProduction } from './production-build.mjs';

let work: string;
let dist: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'build-mobile-'));
  dist = join(work, 'dist');
  buildProduction(dist);
}, 300_000);

// Removing a whole build takes a while on a loaded machine: a ceiling, not a wait.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

const xmlOf = (file: string) =>
  new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/xml');

describe('npm run build:mobile', () => {
  it('prepares a complete, valid Cordova project for Android', () => {
    const out = join(work, 'project');
    prepareMobile({ dist, out });
    expect(checkMobileProject(out)).toEqual([]);

    const xml = xmlOf(join(out, 'config.xml'));
    const widget = xml.documentElement;
    expect(widget.getAttribute('id')).toBe('kz.safetyterminal.kiosk');
    const app = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(widget.getAttribute('version')).toBe(app.version);
    expect(xml.querySelector('name')?.textContent).toBe('Safety Terminal');
    const content = xml.querySelector('content')?.getAttribute('src');
    expect(content).toBe('index.html');
    expect(existsSync(join(out, 'www', content ?? ''))).toBe(true);
    const preference = (name: string) =>
      xml.querySelector(`preference[name="${name}"]`)?.getAttribute('value');
    expect(preference('Orientation')).toBe('default');
    expect(preference('Scheme')).toBe('http');
    const permissions = [...xml.getElementsByTagName('uses-permission')].map((node) =>
      node.getAttribute('android:name'),
    );
    expect(permissions).toContain('android.permission.CAMERA');
    const icons = [...xml.querySelectorAll('platform[name="android"] icon')];
    expect(icons.map((icon) => icon.getAttribute('density'))).toEqual([
      'ldpi',
      'mdpi',
      'hdpi',
      'xhdpi',
      'xxhdpi',
      'xxxhdpi',
    ]);
    for (const icon of icons)
      expect(existsSync(join(out, icon.getAttribute('src') ?? ''))).toBe(true);
    const plugins = [...xml.querySelectorAll('plugin')].map((node) => node.getAttribute('name'));
    expect(plugins).toEqual(REQUIRED_PLUGINS);
  });

  it('the web content loads from the wrapper’s location: relative paths, hash routes, cordova.js first', () => {
    const out = join(work, 'web');
    const { www } = prepareMobile({ dist, out });
    const html = readFileSync(join(www, 'index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...page.querySelectorAll('script')].map((node) => node.getAttribute('src'));
    expect(scripts[0]).toBe('cordova.js');
    expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toMatch(
      /^\.\/assets\//,
    );
    const links = [...page.querySelectorAll('[src], [href]')].map(
      (node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '',
    );
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      expect(link).not.toMatch(/^(\/|[a-z]+:)/i);
      // cordova.js is put beside index.html by Cordova when it builds the package.
      if (link !== 'cordova.js')
        expect(existsSync(join(www, link.split(/[?#]/)[0] ?? ''))).toBe(true);
    }
    // Routes live in the hash, so the wrapper only ever loads index.html itself.
    const router = ['src/app/boot.tsx', 'src/app/router.tsx'].map((file) =>
      readFileSync(file, 'utf8'),
    );
    expect(router.join('\n')).toContain('<HashRouter>');
    expect(router.join('\n')).not.toMatch(/<(Browser|Memory)Router\b|create\w+Router\(/);
    expect(existsSync(join(www, '.vite'))).toBe(false);
  });

  it('www/config.json: the build’s and the site’s configuration, always with platform "cordova"', () => {
    const site = join(work, 'site-dist');
    cpSync(dist, site, { recursive: true });
    writeFileSync(join(site, 'config.json'), JSON.stringify({ mode: 'server', ip: '10.0.0.1' }));
    const out = join(work, 'site');
    const { www } = prepareMobile({
      dist: site,
      out,
      siteConfig: { serverHost: 'http://10.0.0.2:8080', platform: 'auto' },
    });
    expect(JSON.parse(readFileSync(join(www, 'config.json'), 'utf8'))).toEqual({
      mode: 'server',
      ip: '10.0.0.1',
      serverHost: 'http://10.0.0.2:8080',
      platform: 'cordova',
    });
  });

  it('a project missing an icon, the camera permission or a plugin is reported', () => {
    const template = join(work, 'broken-template');
    cpSync(MOBILE_TEMPLATE, template, {
      recursive: true,
      filter: (source) => !/[\\/](www|platforms|plugins|node_modules|dist)$/.test(source),
    });
    rmSync(join(template, 'res', 'icon', 'android', 'hdpi.png'));
    const xml = join(template, 'config.xml');
    writeFileSync(
      xml,
      readFileSync(xml, 'utf8')
        .replace('android.permission.CAMERA', 'android.permission.INTERNET')
        .replace('<plugin name="cordova-plugin-insomnia" spec="^4.3.0" />', ''),
    );
    const out = join(work, 'broken');
    prepareMobile({ dist, out, template });
    expect(checkMobileProject(out)).toEqual([
      'camera permission',
      'icon res/icon/android/hdpi.png',
      'config.xml plugin cordova-plugin-insomnia',
    ]);
  });

  it('refuses to prepare without a build', () => {
    expect(() => prepareMobile({ dist: join(work, 'nothing'), out: join(work, 'x') })).toThrow(
      /run vite build first/,
    );
  });

  it('checks the site file with the kiosk rules and stops with a one-line reason, no stack trace', () => {
    const site = (name: string, text: string) => {
      const file = join(work, name);
      writeFileSync(file, text);
      return file;
    };
    const good = site(
      'good.json',
      '{ "serverHost": "http://10.0.0.2:8080", "pinKey": "plant-key-1" }',
    );
    expect(readSiteConfig(good)).toEqual({
      serverHost: 'http://10.0.0.2:8080',
      pinKey: 'plant-key-1',
    });
    const typo = site(
      'typo.json',
      '{ "server_host": "http://x", "pinKey": "abc", "keyboard": "yes" }',
    );
    expect(() => readSiteConfig(typo)).toThrow(
      `build-mobile: ${typo}: unknown key "server_host" (did you mean "serverHost"?); "pinKey" is shorter than 8 characters; "keyboard" must be boolean, not "yes"`,
    );
    const run = (config: string) =>
      spawnSync(
        process.execPath,
        [
          'scripts/build-mobile.mjs',
          '--dist',
          dist,
          '--out',
          join(work, 'cli'),
          '--config',
          config,
        ],
        { encoding: 'utf8' },
      );
    const comma = run(site('comma.json', '{ "serverHost": "http://x", }'));
    expect(comma.status).toBe(1);
    expect(comma.stderr.trim()).toMatch(/^✖ build-mobile: .*comma\.json is not valid JSON: /);
    expect(comma.stderr.trim().split('\n')).toHaveLength(1);
    const missing = run(join(work, 'missing.json'));
    expect(missing.stderr.trim()).toMatch(
      /^✖ build-mobile: cannot read .*missing\.json \(ENOENT\)$/,
    );
    expect(run(typo).stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(work, 'cli'))).toBe(false);
    expect(run(good).status).toBe(0);
  });

  it('refuses a test build (VITE_TEST_BUILD=1) in the build folder', () => {
    expect(isTestBuild(dist)).toBe(false);
    const testDist = join(work, 'test-dist');
    cpSync(dist, testDist, { recursive: true });
    writeFileSync(
      join(testDist, 'assets', 'boot-test.js'),
      'let e=u({env:{BASE_URL:`./`,DEV:!1,MODE:`production`,PROD:!0,SSR:!1,VITE_TEST_BUILD:`1`}});',
    );
    expect(isTestBuild(testDist)).toBe(true);
    const marked = join(work, 'marked-dist');
    cpSync(dist, marked, { recursive: true });
    const index = join(marked, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(
        '<head>',
        '<head><meta name="safety-terminal-build" content="test">',
      ),
    );
    expect(isTestBuild(marked)).toBe(true);
    expect(() => prepareMobile({ dist: testDist, out: join(work, 'from-test') })).toThrow(
      /holds a test build \(VITE_TEST_BUILD=1\)/,
    );
  });
});
