import { describe, expect, it, vi } from 'vitest';

import { defaultDeviceSettings } from '../shared/device-settings';
import { eventChannels } from '../shared/ipc-contract';
import { buildKioskApi, ShellCallError, type IpcRendererLike } from './build-api';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** An ipcRenderer fake: answers by channel, keeps listeners, emits as main would. */
function fakeIpc(answers: Record<string, unknown> = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const ipc = {
    invoke: vi.fn(async (channel: string) =>
      channel in answers ? answers[channel] : { ok: true, data: { ok: true } },
    ),
    on: vi.fn((channel: string, listener: Listener) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    }),
    removeListener: vi.fn((channel: string, listener: Listener) => {
      listeners.get(channel)?.delete(listener);
    }),
  } satisfies IpcRendererLike;
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc-event' }, ...args);
  };
  return { ipc, emit, listeners };
}

const shell = { os: 'windows' as const, startError: false };

describe('buildKioskApi', () => {
  it('reports the platform and the shell facts', () => {
    const api = buildKioskApi(fakeIpc().ipc, { os: 'linux', startError: true });
    expect(api).toMatchObject({ platform: 'electron', os: 'linux', startError: true });
  });

  it('calls the contract channels with their arguments', async () => {
    const { ipc } = fakeIpc();
    const api = buildKioskApi(ipc, shell);
    await api.config.saveDeviceSettings(defaultDeviceSettings);
    await api.config.saveServerHost('http://10.0.0.2:8080');
    await api.config.savePassword('pw');
    await api.breathalyzer.start();
    api.rfid.restart();
    api.log.write({ level: 'warn', message: 'slow' });
    expect(ipc.invoke.mock.calls).toEqual([
      ['save_device_settings', defaultDeviceSettings],
      ['save_server_host', 'http://10.0.0.2:8080'],
      ['save_pass', 'pw'],
      ['breathalyzer:start'],
      ['rfid:restart'],
      ['log:write', { level: 'warn', message: 'slow' }],
    ]);
  });

  it('unwraps data and turns boundary failures into each capability’s failure', async () => {
    const { ipc } = fakeIpc({
      get_conf: { ok: false, code: 'forbidden', message: 'Sender not allowed' },
      'serial:list': { ok: true, data: ['COM3'] },
      'breathalyzer:present': { ok: false, code: 'failed', message: 'x' },
      'camera:snapshot': { ok: false, code: 'invalidPayload', message: 'Invalid payload' },
      relaunch: { ok: false, code: 'failed', message: 'boom' },
      get_isUpdated: 'garbage',
    });
    const api = buildKioskApi(ipc, shell);
    await expect(api.config.get()).rejects.toEqual(
      new ShellCallError('forbidden', 'Sender not allowed'),
    );
    expect(await api.config.listSerialPorts()).toEqual(['COM3']);
    expect(await api.breathalyzer.isPresent()).toBe(false);
    expect(await api.camera.fetchSnapshot('x')).toEqual({
      ok: false,
      code: 'notFound',
      message: 'Invalid payload',
    });
    expect(await api.config.relaunch()).toEqual({ ok: false, code: 'failed', message: 'boom' });
    await expect(api.update.check()).rejects.toMatchObject({ code: 'invalidAnswer' });
  });

  it('answers the setup gate with a plain boolean: true only when main said true', async () => {
    const { ipc } = fakeIpc({
      'setup:verify-installer-code': { ok: true, data: true },
      'setup:report-start-error': { ok: false, code: 'forbidden', message: 'Sender not allowed' },
      'setup:open-from-health': { ok: true, data: 'yes' },
      'setup:save-installer-code': { ok: true, data: { ok: true } },
    });
    const api = buildKioskApi(ipc, shell);
    expect(await api.config.verifyInstallerCode('48151623')).toBe(true);
    expect(await api.config.reportStartError()).toBe(false);
    expect(await api.config.openSetupFromHealth()).toBe(false);
    expect(await api.config.saveInstallerCode('135792')).toEqual({ ok: true });
    expect(ipc.invoke.mock.calls).toEqual([
      ['setup:verify-installer-code', '48151623'],
      ['setup:report-start-error'],
      ['setup:open-from-health'],
      ['setup:save-installer-code', '135792'],
    ]);
  });

  it('passes events without Electron’s event object and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const api = buildKioskApi(ipc, shell);
    const cards: unknown[][] = [];
    const off = api.rfid.onCard((...args) => cards.push(args));
    emit('rfid:card', '0012345678');
    off();
    off();
    emit('rfid:card', '0087654321');
    expect(cards).toEqual([['0012345678']]);
    expect(listeners.get('rfid:card')?.size).toBe(0);
  });

  it('subscribes only to contract events', () => {
    const { ipc } = fakeIpc();
    const api = buildKioskApi(ipc, shell);
    api.breathalyzer.onStatus(vi.fn());
    api.breathalyzer.onResult(vi.fn());
    api.breathalyzer.onError(vi.fn());
    api.rfid.onError(vi.fn());
    api.update.onStatus(vi.fn());
    for (const [channel] of ipc.on.mock.calls) expect(eventChannels).toContain(channel);
  });

  it('tells a new reader-status listener the last known state at once', () => {
    const { ipc, emit } = fakeIpc();
    const api = buildKioskApi(ipc, shell);
    const early = vi.fn();
    api.rfid.onStatus(early);
    expect(early).not.toHaveBeenCalled();
    emit('rfid:status', true);
    expect(early).toHaveBeenCalledWith(true);
    const late = vi.fn();
    api.rfid.onStatus(late);
    expect(late).toHaveBeenCalledWith(true);
  });

  it('answers a failed invoke instead of throwing', async () => {
    const { ipc } = fakeIpc();
    ipc.invoke.mockRejectedValueOnce(new Error('No handler registered'));
    const api = buildKioskApi(ipc, shell);
    expect(await api.breathalyzer.reset()).toEqual({
      ok: false,
      code: 'ipcFailed',
      message: 'No handler registered',
    });
  });
});
