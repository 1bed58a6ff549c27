// `npm test`: installs what is missing, then lint and type check (side by side: each uses one core),
// unit and component tests, a test build and the end-to-end suite, stopping at the first failure.
// The test build (the production build plus the simulated desktop shell in server mode, which the
// end-to-end suite drives; see src/lib/bridge/simulated-gate.ts) goes to dist-test/, never to
// dist/, so `npm run preview`, the mobile script and the desktop packager never pick it up.
// Each phase's time is printed at the end.
import { spawn } from 'node:child_process';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const TEST_DIST = 'dist-test';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** Runs npm scripts side by side (output kept apart, printed as each ends); exits on a failure. */
async function phase(name, scripts, env = {}) {
  console.log(`\n• ${name}`);
  const started = Date.now();
  const together = scripts.length > 1;
  const results = await Promise.all(
    scripts.map(
      (script) =>
        new Promise((resolve) => {
          const child = spawn(npm, ['run', '--silent', script], {
            stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
            shell: process.platform === 'win32',
            env: { ...process.env, ...env },
          });
          let output = '';
          child.stdout?.on('data', (chunk) => (output += chunk));
          child.stderr?.on('data', (chunk) => (output += chunk));
          child.on('close', (code, signal) => {
            if (together) process.stdout.write(`\n── npm run ${script} ──\n${output}`);
            resolve({ script, code: code ?? signal });
          });
        }),
    ),
  );
  times.push([name, (Date.now() - started) / 1000]);
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length) {
    for (const { script, code } of failed) console.error(`\n✖ npm run ${script} failed (${code}).`);
    process.exit(1);
  }
}

const started = Date.now();
ensureDeps();
ensureChromium();
times.push(['install check', (Date.now() - started) / 1000]);
await phase('lint and type check', ['lint', 'typecheck']);
await phase('unit and component tests', ['test:unit']);
await phase('test build (dist-test/)', ['build:test'], { VITE_TEST_BUILD: '1' });
await phase('end-to-end tests', ['test:e2e'], { E2E_DIST: TEST_DIST });

console.log('\nTimes:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0)} s`);
console.log(`  ${'total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log('\n✔ All checks passed.');
