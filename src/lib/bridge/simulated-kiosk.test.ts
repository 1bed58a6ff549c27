import { describe, expect, it, vi } from 'vitest';

import type { BreathalyzerError } from '@shared/kiosk-api';

import {
  createSimulatedKiosk,
  installSimulatedKiosk,
  type KioskSimulator,
  type SimulatorPreset,
} from './simulated-kiosk';
import { newerUpdate } from '@/testing/simulated-shell';

import type { HostWindow } from './platform';
import { SIMULATED_LOG_KEPT } from './simulated-shell';

describe('the simulated breathalyzer', () => {
  it('starts, reports the scripted statuses and result, and counts starts and resets', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    const events: string[] = [];
    const offStatus = kiosk.breathalyzer.onStatus((status) => events.push(status));
    kiosk.breathalyzer.onResult((text) => events.push(`result ${text}`));
    expect(await kiosk.breathalyzer.isPresent()).toBe(true);
    expect(await kiosk.breathalyzer.start()).toEqual({ ok: true });
    simulator.breathalyzer.ready();
    simulator.breathalyzer.analyse();
    simulator.breathalyzer.finish('Drager,0.12-low');
    // The result line comes before END, as the bridge contract says.
    expect(events).toEqual(['ready', 'analysing', 'result Drager,0.12-low', 'finished']);
    expect(await kiosk.breathalyzer.reset()).toEqual({ ok: true });
    expect([simulator.breathalyzer.starts(), simulator.breathalyzer.resets()]).toEqual([1, 1]);
    offStatus();
    simulator.breathalyzer.ready();
    expect(events).toHaveLength(4);
  });

  it('fails with the given code and the shell message, and is absent when told', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    const errors: BreathalyzerError[] = [];
    kiosk.breathalyzer.onError((error) => errors.push(error));
    simulator.breathalyzer.fail('module');
    simulator.breathalyzer.fail('accessDenied', 'COM3: Access denied');
    expect(errors).toEqual([
      { code: 'module', message: 'Error in module Alcotester' },
      { code: 'accessDenied', message: 'COM3: Access denied' },
    ]);
    simulator.breathalyzer.setPresent(false);
    expect(await kiosk.breathalyzer.isPresent()).toBe(false);
    expect(await kiosk.breathalyzer.start()).toEqual({
      ok: false,
      code: 'notFound',
      message: 'Alcotester not found',
    });
    expect(simulator.breathalyzer.starts()).toBe(0);
  });
});

describe('the simulated network cameras', () => {
  it('answer with a small JPEG unless scripted otherwise', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    const snapshot = await kiosk.camera.fetchSnapshot('http://cam.local/snap.jpg');
    if (!snapshot.ok) throw new Error('expected an image');
    expect(snapshot.type).toBe('image/jpeg');
    expect([...new Uint8Array(snapshot.data).slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...new Uint8Array(snapshot.data).slice(-2)]).toEqual([0xff, 0xd9]);

    simulator.camera.setSnapshot('http://cam.local/snap.jpg', 'notFound');
    simulator.camera.setSnapshot('https://cam.local/slow', 'timeout');
    simulator.camera.setSnapshot('https://cam.local/page', 'notImage');
    const codes = await Promise.all(
      ['http://cam.local/snap.jpg', 'https://cam.local/slow', 'https://cam.local/page', 'ftp://cam']
        .map((url) => kiosk.camera.fetchSnapshot(url))
        .map((answer) => answer.then((result) => (result.ok ? 'ok' : result.code))),
    );
    expect(codes).toEqual(['notFound', 'timeout', 'notImage', 'notFound']);
  });
});

describe('installSimulatedKiosk', () => {
  it('puts the shell and its controls on the window; the RFID reader still works', () => {
    const host = {} as HostWindow & { kioskSimulator?: KioskSimulator };
    const simulator = installSimulatedKiosk(host);
    expect(host.kioskSimulator).toBe(simulator);
    const cards = vi.fn();
    host.kiosk?.rfid.onCard(cards);
    simulator.rfid.present('0012345678');
    expect(cards).toHaveBeenCalledWith('0012345678');
  });
});

describe('the simulated shell', () => {
  const update = newerUpdate;

  it('answers get_conf with the default device settings and lists the serial ports', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    const config = await kiosk.config.get();
    expect(config.deviceSettings.version).toBe('3.20.0');
    expect(config.deviceSettings.rfid).toEqual({ port: 'COM4', baudRate: 9600, isHid: false });
    expect(config).toMatchObject({ serverHost: '', hasPassword: false, os: 'linux' });
    expect(await kiosk.config.listSerialPorts()).toEqual(['COM1', 'COM3', 'COM4', '/dev/ttyUSB0']);
    simulator.config.setSerialPorts(['/dev/ttyS0']);
    expect(await kiosk.config.listSerialPorts()).toEqual(['/dev/ttyS0']);
  });

  it('keeps what it is sent and records the order; relaunch can be made to fail', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    const settings = { ...(await kiosk.config.get()).deviceSettings, appName: 'Gate 3' };
    await kiosk.config.saveDeviceSettings(settings);
    await kiosk.config.saveServerHost('http://10.0.0.2:8080');
    await kiosk.config.savePassword('secret');
    expect(await kiosk.config.relaunch()).toEqual({ ok: true });
    await kiosk.config.exit();
    expect(simulator.config.calls()).toEqual([
      'save_device_settings',
      'save_server_host',
      'save_pass',
      'relaunch',
      'exit',
    ]);
    expect(simulator.config.deviceSettings().appName).toBe('Gate 3');
    expect(simulator.config.password()).toBe('secret');
    const config = await kiosk.config.get();
    expect([config.serverHost, config.hasPassword]).toEqual(['http://10.0.0.2:8080', true]);
    expect([simulator.app.relaunches(), simulator.app.exits()]).toEqual([1, 1]);
    simulator.config.failRelaunch(true);
    expect((await kiosk.config.relaunch()).ok).toBe(false);
  });

  it('offers the scripted update, records starts, pushes statuses and keeps log lines', async () => {
    const { kiosk, simulator } = createSimulatedKiosk();
    expect(await kiosk.update.check()).toBeNull();
    simulator.update.setAvailable(update);
    expect(await kiosk.update.check()).toEqual(update);
    await kiosk.update.start();
    expect(simulator.update.starts()).toEqual([update]);
    const statuses = vi.fn();
    const off = kiosk.update.onStatus(statuses);
    simulator.update.status('error');
    off();
    simulator.update.status('none');
    expect(statuses.mock.calls).toEqual([['error']]);
    kiosk.log.write({ level: 'error', message: 'boom', status: 500 });
    expect(simulator.log.lines()).toEqual([{ level: 'error', message: 'boom', status: 500 }]);
    // As a rotating log file: the newest lines only, however long the kiosk runs.
    for (let line = 1; line <= SIMULATED_LOG_KEPT; line += 1)
      kiosk.log.write({ level: 'warn', message: `slow ${line}` });
    const kept = simulator.log.lines();
    expect(kept).toHaveLength(SIMULATED_LOG_KEPT);
    expect(kept[0]).toEqual({ level: 'warn', message: 'slow 1' });
    expect(kept.at(-1)).toEqual({ level: 'warn', message: `slow ${SIMULATED_LOG_KEPT}` });
  });

  it('starts from the preset the page set before the app booted', async () => {
    const host = {
      kioskSimulatorPreset: { os: 'windows', startError: true, rfidWorking: false, update },
    } as HostWindow & { kioskSimulator?: KioskSimulator; kioskSimulatorPreset?: SimulatorPreset };
    installSimulatedKiosk(host);
    expect(host.kiosk?.startError).toBe(true);
    expect(host.kiosk?.os).toBe('windows');
    expect((await host.kiosk?.config.get())?.os).toBe('windows');
    expect(await host.kiosk?.update.check()).toEqual(update);
    const status = vi.fn();
    host.kiosk?.rfid.onStatus(status);
    expect(status).toHaveBeenCalledWith(false);
  });
});
