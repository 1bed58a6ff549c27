import type { RuntimeConfig } from '@/config/env';
import type { BuildEnv } from '@/lib/bridge/simulated-gate';

/**
 * Whether the page may install the simulated mobile wrapper: only when configured, and only in
 * mock mode or a test build (as the simulated desktop shell, src/lib/bridge/simulated-gate.ts), so
 * nobody can fake the wrapper's permission answers from the console of a production kiosk.
 */
export const simulatedWrapperAllowed = (
  config: Pick<RuntimeConfig, 'mobile' | 'mode'>,
  env: BuildEnv,
): boolean =>
  config.mobile === 'simulated' && (config.mode === 'mock' || env.VITE_TEST_BUILD === '1');
