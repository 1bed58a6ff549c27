import { describe, expect, it } from 'vitest';

import { parseShellArgs, shellArguments } from './shell-args';

describe('parseShellArgs', () => {
  it('reads back the flags main passes', () => {
    expect(parseShellArgs(['electron', '--kiosk-os=windows', '--kiosk-start-error=1'])).toEqual({
      os: 'windows',
      startError: true,
    });
    expect(parseShellArgs(['--kiosk-os=linux', '--kiosk-start-error=0'])).toEqual({
      os: 'linux',
      startError: false,
    });
  });

  it('round-trips what main writes', () => {
    for (const facts of [
      { os: 'windows', startError: true },
      { os: 'linux', startError: false },
    ] as const) {
      expect(parseShellArgs(['electron', ...shellArguments(facts)])).toEqual(facts);
    }
  });

  it('defaults to other and no start error', () => {
    expect(parseShellArgs([])).toEqual({ os: 'other', startError: false });
    expect(parseShellArgs(['--kiosk-os=beos'])).toEqual({ os: 'other', startError: false });
  });
});
