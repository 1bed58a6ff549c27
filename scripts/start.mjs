// `npm start`: installs what is missing, builds, and serves the kiosk in mock mode on localhost.
import { ensureDeps, npmRun } from './ensure-deps.mjs';

ensureDeps();
npmRun('build');
const { serveStatic } = await import('./serve.mjs');
const port = Number(process.env.PORT || 4173);
const server = await serveStatic({ root: 'dist', port, config: { mode: 'mock' } });
console.log(`\n✔ Safety Terminal (mock mode) is running at ${server.url}\n  Press Ctrl+C to stop.`);
