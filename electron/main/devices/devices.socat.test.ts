/**
 * The same device suites on a real pty pair: socat per test (a test may kill it to unplug the
 * device), the driver on the native serialport binding. socat missing: every test fails, none skip.
 */
import { describe, expect, it } from 'vitest';

import { describeBreathalyzer } from './test-support/breathalyzer-suite';
import { describeSerialConnection } from './test-support/connection-suite';
import { describeRfidReader } from './test-support/rfid-suite';
import { createSocatHarness, findSocat } from './test-support/socat-harness';

describe('socat', () => {
  it('is installed (CI installs it); without it every test here fails with this message', () => {
    expect(() => findSocat('/nonexistent', '/nonexistent/socat')).toThrow(
      /socat is not installed.*apt-get install socat.*never skip/,
    );
    expect(findSocat()).toMatch(/socat$/);
  });
});

describeSerialConnection(() => createSocatHarness(4800));
describeBreathalyzer(() => createSocatHarness(4800));
describeRfidReader(() => createSocatHarness(9600));
