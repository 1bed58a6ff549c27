import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createIpc, isTrustedSender } from './ipc';
import {
  fakeKioskContents,
  fakeRegistrar,
  kioskContentsId,
  senderEvent,
} from './testing/ipc-fakes';
import { noArgs, serverHostSchema } from './validation';

function setup() {
  const fake = fakeRegistrar();
  const contents = fakeKioskContents();
  const log = vi.fn();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: () => contents, log });
  return { ...fake, contents, log, ipc };
}

describe('isTrustedSender', () => {
  it('trusts only the kiosk main frame on app://', () => {
    expect(isTrustedSender(senderEvent(), kioskContentsId)).toBe(true);
    expect(isTrustedSender(senderEvent({ id: 99 }), kioskContentsId)).toBe(false);
    expect(isTrustedSender(senderEvent({ frame: null }), kioskContentsId)).toBe(false);
    expect(isTrustedSender(senderEvent(), undefined)).toBe(false);
    const main = { url: 'app://kiosk/index.html', parent: null };
    expect(
      isTrustedSender(
        senderEvent({ frame: { url: 'app://kiosk/x.html', parent: main } }),
        kioskContentsId,
      ),
    ).toBe(false);
    expect(
      isTrustedSender(
        senderEvent({ frame: { url: 'http://10.0.0.2/doc', parent: null } }),
        kioskContentsId,
      ),
    ).toBe(false);
  });
});

describe('handle', () => {
  it('answers the kiosk with { ok: true, data }', async () => {
    const { ipc, invoke } = setup();
    ipc.handle('serial:list', noArgs, async () => ['COM3', 'COM4']);
    expect(await invoke('serial:list')).toEqual({ ok: true, data: ['COM3', 'COM4'] });
  });

  it('refuses a foreign sender without running the handler', async () => {
    const { ipc, invoke, log } = setup();
    const handler = vi.fn(() => ({ ok: true as const }));
    ipc.handle('exit', noArgs, handler);
    const answers = await Promise.all([
      invoke('exit', [], senderEvent({ id: 99 })),
      invoke('exit', [], senderEvent({ frame: { url: 'https://evil.example/', parent: null } })),
      invoke(
        'exit',
        [],
        senderEvent({ frame: { url: 'app://kiosk/', parent: { url: 'x', parent: null } } }),
      ),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, code: 'forbidden' });
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('refuses a bad payload without running the handler', async () => {
    const { ipc, invoke } = setup();
    const handler = vi.fn(() => ({ ok: true as const }));
    ipc.handle('save_server_host', z.tuple([serverHostSchema]), handler);
    for (const args of [[], ['ftp://x'], [42], ['http://ok.kz', 'extra']]) {
      expect(await invoke('save_server_host', args)).toMatchObject({
        ok: false,
        code: 'invalidPayload',
      });
    }
    expect(handler).not.toHaveBeenCalled();
    expect(await invoke('save_server_host', ['http://ok.kz/'])).toEqual({
      ok: true,
      data: { ok: true },
    });
    expect(handler).toHaveBeenCalledWith('http://ok.kz');
  });

  it('turns a thrown error into { ok: false } instead of rejecting', async () => {
    const { ipc, invoke } = setup();
    ipc.handle('get_conf', noArgs, () => {
      throw new Error('disk gone');
    });
    expect(await invoke('get_conf')).toEqual({ ok: false, code: 'failed', message: 'disk gone' });
  });

  it('refuses to register a channel twice and lists what is registered', () => {
    const { ipc } = setup();
    ipc.handle('exit', noArgs, () => ({ ok: true }));
    expect(() => ipc.handle('exit', noArgs, () => ({ ok: true }))).toThrow(/twice/);
    expect(ipc.registered()).toEqual(['exit']);
  });
});

describe('send', () => {
  it('pushes typed events to the kiosk window', () => {
    const { ipc, contents } = setup();
    ipc.send('update:status', 'update');
    ipc.send('rfid:card', '0012345678');
    expect(contents.sent).toEqual([
      { channel: 'update:status', args: ['update'] },
      { channel: 'rfid:card', args: ['0012345678'] },
    ]);
  });

  it('drops events while there is no window', () => {
    const fake = fakeRegistrar();
    const ipc = createIpc({ registrar: fake.registrar, kiosk: () => undefined, log: vi.fn() });
    expect(() => ipc.send('rfid:status', true)).not.toThrow();
  });
});
