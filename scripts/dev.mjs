// `npm run dev`: Vite's development server on the mock data, with the same options as `npm start`
// (scripts/start-args.mjs): the mock scenario and the simulated desktop shell / mobile wrapper
// reach the kiosk as build-time values (VITE_MOCK_SCENARIO, VITE_DESKTOP, VITE_MOBILE).
//
//   npm run dev -- --scenario rfid --desktop simulated       HOST=0.0.0.0 npm run dev
import { spawn } from 'node:child_process';

import { devEnv, startArgsOrExit } from './start-args.mjs';

const choice = startArgsOrExit('npm run dev');
const args = [
  ...(choice.host ? ['--host', choice.host] : []),
  ...(choice.port !== undefined ? ['--port', String(choice.port)] : []),
];
const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...args], {
  stdio: 'inherit',
  env: { ...process.env, ...devEnv(choice) },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
