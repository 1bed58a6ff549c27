/** The spec's time-outs with their real values, on the mock binding under fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultDeviceSettings } from '../../shared/device-settings';
import { createBreathalyzer } from './breathalyzer';
import {
  BREATHALYZER_MESSAGES,
  BREATHALYZER_START_TIMEOUT_MS,
  BREATHALYZER_STATUS_TIMEOUT_MS,
  RFID_CONNECTION_ERROR,
  RFID_RESTART_MS,
  RFID_TEST_TIMEOUT_MS,
} from './device-constants';
import { RFID_TEST_PROBE } from './rfid-protocol';
import { createRfidReader } from './rfid-reader';
import type { DeviceHarness } from './test-support/device-harness';
import { createMockHarness } from './test-support/mock-harness';
import { createRecording, listen } from './test-support/recorder';

/** Lets the mock binding's nextTick / setImmediate work run (those are not faked). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe("the spec's constants (spec 1 §4, §8, §9)", () => {
  it('alcotester: 30 s start, 2 s status; COM3 at 4800 baud with "$"', () => {
    expect(BREATHALYZER_START_TIMEOUT_MS).toBe(30_000);
    expect(BREATHALYZER_STATUS_TIMEOUT_MS).toBe(2_000);
    expect(BREATHALYZER_MESSAGES).toEqual({
      startTimeout: 'alcohol tester start error',
      module: 'Error in module Alcotester',
      notFound: 'Alcotester not found',
    });
    expect(defaultDeviceSettings.breathalyzer).toEqual({
      port: 'COM3',
      baudRate: 4800,
      delimiter: '$',
    });
  });

  it('RFID: 2 s test read, restart after 1 s; COM4 at 9600 baud', () => {
    expect(RFID_TEST_TIMEOUT_MS).toBe(2_000);
    expect(RFID_RESTART_MS).toBe(1_000);
    expect(RFID_CONNECTION_ERROR).toBe('RFID connection error');
    expect(defaultDeviceSettings.rfid).toMatchObject({ port: 'COM4', baudRate: 9600 });
  });
});

describe('default time-outs under fake timers', () => {
  let harness: DeviceHarness;

  beforeEach(async () => {
    harness = await createMockHarness('COM3');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });

  afterEach(async () => {
    vi.useRealTimers();
    await harness.dispose();
  });

  const breathalyzer = () => {
    const recording = createRecording();
    const driver = createBreathalyzer({
      openConnection: harness.openConnection,
      settings: () => ({ ...defaultDeviceSettings.breathalyzer, port: harness.path }),
      log: recording.write,
    });
    listen(recording, driver, ['status', 'result', 'error']);
    return { driver, recording };
  };

  it('start: the error comes at 30 s, not a millisecond before', async () => {
    const { driver, recording } = breathalyzer();
    await driver.start();
    await settle();
    vi.advanceTimersByTime(29_999);
    await settle();
    expect(recording.events).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(recording.events).toEqual([
      'error:{"code":"startTimeout","message":"alcohol tester start error"}',
    ]);
  });

  it('isPresent: false at 2 s of silence, not before', async () => {
    const { driver } = breathalyzer();
    let present: boolean | null = null;
    void driver.isPresent().then((value) => (present = value));
    await settle();
    vi.advanceTimersByTime(1_999);
    await settle();
    expect(present).toBeNull();
    vi.advanceTimersByTime(1);
    await settle();
    expect(present).toBe(false);
  });

  it('RFID: the test read fails at 2 s; the reader restarts 1 s later', async () => {
    const recording = createRecording();
    const reader = createRfidReader({
      openConnection: harness.openConnection,
      settings: () => ({ port: harness.path, baudRate: 9600 }),
      log: recording.write,
    });
    listen(recording, reader, ['error']);
    const probes = () => harness.written().split(RFID_TEST_PROBE).length - 1;
    reader.start();
    await settle();
    expect(probes()).toBe(1);
    vi.advanceTimersByTime(1_999);
    await settle();
    expect(recording.events).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(recording.events).toEqual(['error:RFID connection error']);
    vi.advanceTimersByTime(999);
    await settle();
    expect(probes()).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(probes()).toBe(2);
    await reader.stop();
  });
});
