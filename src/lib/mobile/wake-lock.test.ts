import { describe, expect, it, vi } from 'vitest';

import { screenAwake } from './wake-lock';
import type { InsomniaPlugin, WrapperWindow } from './wrapper-runtime';

/** A page of its own whose wrapper is ready (deviceready fired). */
function readyHost(extra: Partial<WrapperWindow> = {}, navigator: object = {}) {
  const doc = document.implementation.createHTMLDocument();
  Object.defineProperty(doc, 'visibilityState', { configurable: true, value: 'visible' });
  const host = { document: doc, navigator, ...extra } as unknown as WrapperWindow;
  setTimeout(() => doc.dispatchEvent(new Event('deviceready')), 0);
  return { host, doc };
}

function fakeWakeLock() {
  const sentinels: Array<{ release: ReturnType<typeof vi.fn> }> = [];
  const request = vi.fn(() => {
    const sentinel = { release: vi.fn(() => Promise.resolve()) };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  return { wakeLock: { request }, request, sentinels };
}

describe('the screen kept on during a flow', () => {
  it('uses the wrapper’s keep-awake plugin when it has one, after deviceready', async () => {
    const insomnia: InsomniaPlugin = { keepAwake: vi.fn(), allowSleepAgain: vi.fn() };
    const { host } = readyHost({ plugins: { insomnia } });
    const awake = screenAwake(host);
    awake.hold();
    expect(insomnia.keepAwake).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(insomnia.keepAwake).toHaveBeenCalledTimes(1));
    awake.hold();
    awake.release();
    await vi.waitFor(() => expect(insomnia.allowSleepAgain).toHaveBeenCalledTimes(1));
    expect(insomnia.keepAwake).toHaveBeenCalledTimes(1);
  });

  it('else takes a Screen Wake Lock, takes it again when the page shows again, and releases it', async () => {
    const lock = fakeWakeLock();
    const { host, doc } = readyHost({}, { wakeLock: lock.wakeLock });
    const awake = screenAwake(host);
    awake.hold();
    await vi.waitFor(() => expect(lock.request).toHaveBeenCalledWith('screen'));
    await vi.waitFor(() => expect(lock.sentinels).toHaveLength(1));

    // The browser drops the lock while the page is hidden; back on screen the kiosk takes it again.
    const show = (state: 'visible' | 'hidden') => {
      Object.defineProperty(doc, 'visibilityState', { configurable: true, value: state });
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    expect(lock.request).toHaveBeenCalledTimes(1);
    show('visible');
    await vi.waitFor(() => expect(lock.request).toHaveBeenCalledTimes(2));

    await vi.waitFor(() => expect(lock.sentinels).toHaveLength(2));
    awake.release();
    await vi.waitFor(() => expect(lock.sentinels[1]?.release).toHaveBeenCalled());
    show('visible');
    expect(lock.request).toHaveBeenCalledTimes(2);
  });

  it('a lock granted after the flow ended is given back at once', async () => {
    const lock = fakeWakeLock();
    const { host } = readyHost({}, { wakeLock: lock.wakeLock });
    const awake = screenAwake(host);
    awake.hold();
    await vi.waitFor(() => expect(lock.request).toHaveBeenCalled());
    awake.release();
    await vi.waitFor(() => expect(lock.sentinels[0]?.release).toHaveBeenCalled());
  });
});
