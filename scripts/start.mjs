// `npm start`: installs what is missing, builds, and serves the kiosk in mock mode on localhost.
// The mock scenario and the simulated desktop shell / mobile wrapper come from the command line or
// the environment (scripts/start-args.mjs), and /config.json answers with them:
//
//   npm start -- --scenario pin --desktop simulated     MOCK_SCENARIO=rfid DESKTOP=simulated npm start
//   npm start -- --host 0.0.0.0 --port 8080             HOST=0.0.0.0 PORT=8080 npm start
import { ensureDeps, npmRun } from './ensure-deps.mjs';
import { startArgsOrExit, startConfig } from './start-args.mjs';

const choice = startArgsOrExit('npm start');
ensureDeps();
npmRun('build');
const { serveStatic } = await import('./serve.mjs');
const config = startConfig(choice);
const server = await serveStatic({
  root: 'dist',
  port: choice.port ?? 4173,
  host: choice.host ?? '127.0.0.1',
  config,
});
console.log(
  `\n✔ Safety Terminal (mock mode) is running at ${server.url}\n  config.json: ${JSON.stringify(config)}\n  Press Ctrl+C to stop.`,
);
