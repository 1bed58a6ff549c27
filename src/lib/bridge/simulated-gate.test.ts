import { describe, expect, it } from 'vitest';

import { simulatedShellAllowed } from './simulated-gate';

describe('the simulated desktop shell', () => {
  it('is installed in mock mode, or in server mode only in a test build', () => {
    expect(simulatedShellAllowed({ desktop: 'simulated', mode: 'mock' }, {})).toBe(true);
    expect(
      simulatedShellAllowed({ desktop: 'simulated', mode: 'server' }, { VITE_TEST_BUILD: '1' }),
    ).toBe(true);
  });

  it('is never installed in a production server-mode build, nor when not configured', () => {
    expect(simulatedShellAllowed({ desktop: 'simulated', mode: 'server' }, {})).toBe(false);
    expect(
      simulatedShellAllowed({ desktop: 'simulated', mode: 'server' }, { VITE_TEST_BUILD: '0' }),
    ).toBe(false);
    expect(simulatedShellAllowed({ desktop: 'none', mode: 'mock' }, { VITE_TEST_BUILD: '1' })).toBe(
      false,
    );
  });
});
