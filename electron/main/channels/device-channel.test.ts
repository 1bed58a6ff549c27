import { describe, expect, it, vi } from 'vitest';

import { createUnavailableDevices, type Devices } from '../devices';
import { createIpc } from '../ipc';
import { fakeKioskContents, fakeRegistrar, senderEvent } from '../testing/ipc-fakes';
import { registerDeviceChannels } from './device-channel';

function setup(devices: Devices) {
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  registerDeviceChannels(ipc.handle, () => devices);
  return fake;
}

const fakeDevices = (): Devices => ({
  rfid: { isWorking: () => true, restart: vi.fn(async () => ({ ok: true as const })) },
  breathalyzer: {
    isPresent: vi.fn(async () => true),
    start: vi.fn(async () => ({ ok: true as const })),
    reset: vi.fn(async () => ({
      ok: false as const,
      code: 'notFound',
      message: 'Alcotester not found',
    })),
  },
  close: vi.fn(async () => undefined),
});

describe('device channels', () => {
  it('drive the devices through the interface', async () => {
    const devices = fakeDevices();
    const { invoke } = setup(devices);
    expect(await invoke('breathalyzer:present')).toEqual({ ok: true, data: true });
    expect(await invoke('breathalyzer:start')).toEqual({ ok: true, data: { ok: true } });
    expect(await invoke('breathalyzer:reset')).toEqual({
      ok: true,
      data: { ok: false, code: 'notFound', message: 'Alcotester not found' },
    });
    expect(await invoke('rfid:restart')).toEqual({ ok: true, data: { ok: true } });
    expect(devices.rfid.restart).toHaveBeenCalledTimes(1);
  });

  it('refuse arguments and foreign senders', async () => {
    const devices = fakeDevices();
    const { invoke } = setup(devices);
    expect(await invoke('breathalyzer:start', ['$CLOSE'])).toMatchObject({
      code: 'invalidPayload',
    });
    expect(await invoke('breathalyzer:start', [], senderEvent({ id: 42 }))).toMatchObject({
      code: 'forbidden',
    });
    expect(devices.breathalyzer.start).not.toHaveBeenCalled();
  });

  it('without drivers nothing is present', async () => {
    const { invoke } = setup(createUnavailableDevices(undefined as never, vi.fn()));
    expect(await invoke('breathalyzer:present')).toEqual({ ok: true, data: false });
    expect(await invoke('breathalyzer:start')).toMatchObject({
      data: { ok: false, code: 'notFound' },
    });
  });
});
