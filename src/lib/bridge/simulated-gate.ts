import type { RuntimeConfig } from '@/config/env';

/** The build-time environment (import.meta.env): a test build has VITE_TEST_BUILD=1 (`npm test`). */
export type BuildEnv = Record<string, unknown>;

/**
 * Whether the page may install the simulated desktop shell (GUIDE.md §9): only when configured,
 * and only in mock mode or in a test build. A production build in server mode never has one, so
 * nobody can present a fake card or breathalyzer reading from the browser console.
 */
export function simulatedShellAllowed(
  config: Pick<RuntimeConfig, 'desktop' | 'mode'>,
  env: BuildEnv,
): boolean {
  return config.desktop === 'simulated' && (config.mode === 'mock' || env.VITE_TEST_BUILD === '1');
}
