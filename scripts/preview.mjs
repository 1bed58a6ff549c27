// `npm run preview`: Vite's preview of the production build in dist/ (arguments go to Vite). A
// test build there (VITE_TEST_BUILD=1: simulated devices enabled even in server mode, left by an
// older `npm test`) is refused with a one-line reason: `npm test` builds into dist-test/.
import { spawn } from 'node:child_process';

import { isTestBuild } from './build-mobile.mjs';

if (isTestBuild('dist')) {
  console.error(
    '✖ npm run preview: dist/ holds a test build (VITE_TEST_BUILD=1); run "npm run build" first',
  );
  process.exit(1);
}
const child = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
