// `npm test`: installs what is missing, then lint, type check, unit and component tests,
// the production build and the end-to-end suite, stopping at the first failure.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps, npmRun } from './ensure-deps.mjs';

ensureDeps();
ensureChromium();
for (const step of ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e']) {
  console.log(`\n• npm run ${step}`);
  npmRun(step);
}
console.log('\n✔ All checks passed.');
