import { afterEach, describe, expect, it, vi } from 'vitest';

import { defaultDeviceSettings, type DeviceSettings } from '../../shared/device-settings';
import type { EmitDeviceEvent } from '../devices';
import { RFID_TEST_PROBE } from './rfid-protocol';
import { createSerialDevices, toLogEntry, type SerialDevices } from './serial-devices';
import type { DeviceHarness } from './test-support/device-harness';
import { createMockHarness } from './test-support/mock-harness';

const WAIT = { timeout: 3_000, interval: 5 };

describe('createSerialDevices', () => {
  let harness: DeviceHarness;
  let devices: SerialDevices;
  const sent: unknown[][] = [];
  const emit: EmitDeviceEvent = (event, ...payload) => void sent.push([event, ...payload]);

  const build = async (rfid: Partial<DeviceSettings['rfid']>) => {
    harness = await createMockHarness('COM4');
    const settings: DeviceSettings = {
      ...defaultDeviceSettings,
      breathalyzer: { ...defaultDeviceSettings.breathalyzer, port: 'COM9' },
      rfid: { ...defaultDeviceSettings.rfid, ...rfid },
    };
    devices = createSerialDevices({ openConnection: harness.openConnection, log: () => undefined })(
      settings,
      emit,
    );
  };

  afterEach(async () => {
    sent.length = 0;
    await devices.close();
    await harness.dispose();
  });

  it('starts the serial reader and forwards its status and cards to the renderer', async () => {
    await build({});
    await vi.waitFor(() => expect(harness.written()).toBe(RFID_TEST_PROBE), WAIT);
    await harness.send('Syntax error\r\n0012345678\r\n');
    await vi.waitFor(() => expect(sent).toHaveLength(2), WAIT);
    expect(sent).toEqual([
      ['rfid:status', true],
      ['rfid:card', '0012345678'],
    ]);
    expect(devices.rfid.isWorking()).toBe(true);
  });

  it('forwards breathalyzer failures; a missing tester is not present', async () => {
    await build({});
    await expect(devices.breathalyzer.isPresent()).resolves.toBe(false);
    await expect(devices.breathalyzer.start()).resolves.toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });

  it('keyboard mode: no port is opened; keys make card codes', async () => {
    await build({ isHid: true });
    for (const code of ['Digit4', 'Digit2', 'Enter']) devices.pushKey({ code });
    expect(sent).toEqual([['rfid:card', '42']]);
    expect(devices.rfid.isWorking()).toBe(true);
    expect(harness.written()).toBe('');
  });

  it('turns device log lines into lines of the shell log', () => {
    expect(
      toLogEntry({ level: 'error', typeError: 'ALCO_FAIL', message: 'Alcotester not found' }),
    ).toEqual({
      level: 'error',
      message: 'ALCO_FAIL: Alcotester not found',
      typeError: 'ALCO_FAIL',
    });
  });
});
