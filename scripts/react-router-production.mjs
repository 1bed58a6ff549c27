// Builds take React Router's production build. The package's exports resolve every bundler to its
// development build, whose only difference is ENABLE_DEV_WARNINGS: on, each render of <Routes>
// builds its warnings' messages, and those texts ship in the start chunk (issue 12 item 2). The dev
// server and the tests keep the development build and its warnings. vite.config.ts and the stack's
// floor (scripts/stack-floor.mjs) use it, so that the floor measures what the kiosk ships.
import { fileURLToPath } from 'node:url';

/** React Router's production build (the package's exports name only its development build). */
const production = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** A build-only plugin that resolves `react-router` to its production build. */
export function reactRouterProductionPlugin() {
  return {
    name: 'safety-terminal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    /** @param {string} source */
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}
