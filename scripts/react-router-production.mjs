// Builds take React Router's production build. The package's exports resolve every bundler to its
// development build, whose only difference is ENABLE_DEV_WARNINGS: on, each render of <Routes>
// builds its warnings' messages, and those texts ship in the start chunk (issue 12 item 2). The dev
// server and the tests keep the development build and its warnings. vite.config.ts and the stack's
// floor (scripts/stack-floor.mjs) use it, so that the floor measures what the kiosk ships.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The package's folder, wherever npm put it. */
const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * Each entry react-router-dom imports, in the production build. Both, so that the two builds never
 * share a bundle (the development `react-router/dom` imports the development chunks).
 */
const production = new Map([
  ['react-router', join(packageDir, 'dist/production/index.mjs')],
  ['react-router/dom', join(packageDir, 'dist/production/dom-export.mjs')],
]);

/** A build-only plugin that resolves React Router's entries to its production build. */
export function reactRouterProductionPlugin() {
  return {
    name: 'safety-terminal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    /** @param {string} source */
    resolveId: (source) => production.get(source) ?? null,
  };
}
