// The fixed stack's floor: how many of the start screen's gzip bytes the customer's libraries take
// on their own (React, react-router, i18next with react-i18next, Redux Toolkit with react-redux,
// redux-persist), built from tests/perf/stack-floor (those libraries used as the start
// uses them, no kiosk code). `npm run bench` prints it beside the bytes budget (issue 12 item 2);
// `node scripts/stack-floor.mjs` prints it alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { budgets, gzip } from './budget-bytes.mjs';
import { reactRouterProductionPlugin } from './react-router-production.mjs';

const fixture = fileURLToPath(new URL('../tests/perf/stack-floor', import.meta.url));

/** Builds the fixture for production and returns its JavaScript's gzip bytes (level 9, as measured). */
export async function measureStackFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  try {
    await build({
      root: fixture,
      configFile: false,
      base: './',
      mode: 'production',
      logLevel: 'error',
      plugins: [react(), reactRouterProductionPlugin()],
      // Production React whoever runs it (vitest sets NODE_ENV=test).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzip(readFileSync(join(assets, file))).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The bench table's reference row: what the stack leaves of the start budget to the kiosk's code. */
export const stackFloorRow = (bytes) => ({
  name: "Of it, the fixed stack's libraries alone",
  value: `${(bytes / 1024).toFixed(1)} KiB (leaves ${(budgets.startKiB - bytes / 1024).toFixed(1)} KiB of the budget)`,
  budget: 'reference',
  ok: null,
});

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(`fixed stack at start: ${((await measureStackFloor()) / 1024).toFixed(1)} KiB gzip`);
