// A production build into a folder of its own, as a kiosk gets it: no test-build switch, no source
// maps unless asked for. Tests that need a real build (the bytes budget, the mobile wrapper, the
// production-build e2e) use this instead of `dist/`, which `npm test` fills with a test build.
import { execFileSync } from 'node:child_process';

/**
 * Runs `vite build` into `outDir` without VITE_TEST_BUILD and SOURCEMAP.
 * @param {string} outDir
 */
export function buildProduction(outDir) {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_TEST_BUILD;
  delete env.SOURCEMAP;
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { env, stdio: 'pipe' },
  );
}
