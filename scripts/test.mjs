// `npm test`: installs what is missing, then lint, type check, unit and component tests,
// a test build (the production build plus the simulated desktop shell in server mode, which the
// end-to-end suite drives; see src/lib/bridge/simulated-gate.ts) and the end-to-end suite,
// stopping at the first failure.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps, npmRun } from './ensure-deps.mjs';

ensureDeps();
ensureChromium();
for (const step of ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e']) {
  console.log(`\n• npm run ${step}`);
  if (step === 'build') process.env.VITE_TEST_BUILD = '1';
  npmRun(step);
}
console.log('\n✔ All checks passed.');
