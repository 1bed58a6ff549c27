import { describe, expect, it, vi } from 'vitest';

import type { BreathalyzerError } from '@shared/kiosk-api';

import {
  createSimulatedKiosk,
  installSimulatedKiosk,
  type KioskSimulator,
} from './simulated-kiosk';
import type { HostWindow } from './platform';

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
