// Lighthouse (the npm package, its CLI) on a URL in Debian's Chromium (CHROME_PATH).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
// The flags of the e2e suite (playwright.config.ts) plus headless.
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * One Lighthouse performance run of `url` with the `desktop` preset or the default (mobile) one.
 * @returns {Promise<{ score: number, fcp: number, lcp: number, cls: number, tbt: number, si: number }>}
 */
export function lighthouse(url, preset, chromePath) {
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      const report = JSON.parse(out);
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      if (report.runtimeError) return fail(new Error(report.runtimeError.message));
      done({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
      });
    });
  });
}
