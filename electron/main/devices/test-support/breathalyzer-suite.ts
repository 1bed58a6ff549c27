/** The breathalyzer protocol suite, run on the mock binding and on a socat pty pair. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createBreathalyzer } from '../breathalyzer';
import type { Breathalyzer } from '../breathalyzer-types';
import { GARBAGE, SHORT, type DeviceHarness, type HarnessFactory } from './device-harness';
import { createRecording, listen, type Recording } from './recorder';

const WAIT = { timeout: 3_000, interval: 5 };

/** Runs the suite against the harness the factory makes (one per test). */
export function describeBreathalyzer(makeHarness: HarnessFactory): void {
  describe('breathalyzer driver', () => {
    let harness: DeviceHarness;
    let recording: Recording;
    let driver: Breathalyzer;

    const makeDriver = (path: string) => {
      const made = createBreathalyzer({
        openConnection: harness.openConnection,
        settings: () => ({ port: path, baudRate: 4800, delimiter: '$' }),
        log: recording.write,
        timeouts: { startMs: SHORT.startMs, statusMs: SHORT.statusMs },
      });
      listen(recording, made, ['status', 'result', 'error']);
      return made;
    };

    /** The driver let go of the port: it opens again (the binding locks a port while it is open). */
    const expectPortReleased = () =>
      vi.waitFor(async () => {
        const opened = await harness.openConnection({
          path: harness.path,
          baudRate: 4800,
          delimiter: '$',
        });
        expect(opened.ok).toBe(true);
        if (opened.ok) await opened.connection.close();
      }, WAIT);

    const started = async () => {
      await expect(driver.start()).resolves.toEqual({ ok: true });
      await vi.waitFor(() => expect(harness.written()).toContain('$START'), WAIT);
    };

    const alcoFails = () => recording.log.filter((entry) => entry.typeError === 'ALCO_FAIL');

    beforeEach(async () => {
      harness = await makeHarness();
      recording = createRecording();
      driver = makeDriver(harness.path);
    });

    afterEach(async () => {
      await driver.dispose();
      await harness.dispose();
    });

    it('reports ready, analysing once, the result, then finished; sends $CLOSE and closes the port', async () => {
      await started();
      await harness.send('$STANBY$');
      await vi.waitFor(() => expect(recording.events).toEqual(['status:ready']), WAIT);
      await harness.send('$TRIGGER$$BREATH$$RESULT$');
      await harness.send('$Drager,0.12-low$$END$');
      await vi.waitFor(() => expect(recording.events).toHaveLength(4), WAIT);
      expect(recording.events).toEqual([
        'status:ready',
        'status:analysing',
        'result:Drager,0.12-low',
        'status:finished',
      ]);
      await vi.waitFor(() => expect(harness.written()).toBe('$START$CLOSE'), WAIT);
      await expectPortReleased();
      expect(alcoFails()).toEqual([]);
    });

    it('a malformed result is a module error: no result, no finished, the port closed', async () => {
      await started();
      await harness.send('$STANBY$$TRIGGER$$Drager,0,12-low$$END$');
      await vi.waitFor(
        () =>
          expect(recording.events).toContain(
            'error:' + JSON.stringify({ code: 'module', message: 'Error in module Alcotester' }),
          ),
        WAIT,
      );
      expect(recording.events).toEqual([
        'status:ready',
        'status:analysing',
        'error:{"code":"module","message":"Error in module Alcotester"}',
      ]);
      expect(alcoFails()).toEqual([
        expect.objectContaining({
          message: 'Error in module Alcotester',
          details: expect.stringContaining('Drager,0,12-low'),
        }),
      ]);
      await expectPortReleased();
    });

    it('END without a result is a module error, not finished', async () => {
      await started();
      await harness.send('$STANBY$$BREATH$$END$');
      await vi.waitFor(() => expect(recording.events).toHaveLength(3), WAIT);
      expect(recording.events[2]).toBe(
        'error:{"code":"module","message":"Error in module Alcotester"}',
      );
      await expectPortReleased();
    });

    it("the device's error line is a module error", async () => {
      await started();
      await harness.send('$STANBY$$ERROR 05$');
      await vi.waitFor(() => expect(recording.events).toHaveLength(2), WAIT);
      expect(recording.events[1]).toBe(
        'error:{"code":"module","message":"Error in module Alcotester"}',
      );
      expect(alcoFails()[0]?.details).toContain('ERROR 05');
    });

    it('garbage bytes are ignored and the measurement still completes', async () => {
      await started();
      await harness.send(GARBAGE);
      await harness.send('$STANBY$');
      await harness.send(GARBAGE);
      await harness.send('$TRIGGER$$Drager,0.00-norm$$END$');
      await vi.waitFor(() => expect(recording.events).toHaveLength(4), WAIT);
      expect(recording.events).toEqual([
        'status:ready',
        'status:analysing',
        'result:Drager,0.00-norm',
        'status:finished',
      ]);
      expect(alcoFails()).toEqual([]);
    });

    it('silence after $START raises the start time-out and closes the port', async () => {
      const startedAt = Date.now();
      await started();
      await vi.waitFor(() => expect(recording.events).toHaveLength(1), WAIT);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SHORT.startMs - 20);
      expect(recording.events).toEqual([
        'error:{"code":"startTimeout","message":"alcohol tester start error"}',
      ]);
      expect(alcoFails()[0]?.message).toBe('alcohol tester start error');
      await vi.waitFor(() => expect(harness.written()).toBe('$START$CLOSE'), WAIT);
      await expectPortReleased();
    });

    it('a status cancels the start time-out', async () => {
      await started();
      await harness.send('$STANBY$');
      await new Promise((resolve) => setTimeout(resolve, SHORT.startMs + 100));
      expect(recording.events).toEqual(['status:ready']);
    });

    it('reset() sends $RESET and lets the port go, without an error', async () => {
      await started();
      await harness.send('$STANBY$');
      await vi.waitFor(() => expect(recording.events).toEqual(['status:ready']), WAIT);
      await expect(driver.reset()).resolves.toEqual({ ok: true });
      await vi.waitFor(() => expect(harness.written()).toBe('$START$RESET'), WAIT);
      await expectPortReleased();
      expect(recording.events).toEqual(['status:ready']);
    });

    it('a second start() ends the first measurement and starts again (never busy)', async () => {
      const [first, second] = await Promise.all([driver.start(), driver.start()]);
      expect([first, second]).toEqual([{ ok: true }, { ok: true }]);
      await vi.waitFor(() => expect(harness.written()).toBe('$START$CLOSE$START'), WAIT);
      await harness.send('$STANBY$');
      await vi.waitFor(() => expect(recording.events).toEqual(['status:ready']), WAIT);
    });

    it('start() during the presence probe waits for it instead of finding the port busy', async () => {
      const stop = harness.chatter('$STANBY$', 40);
      const [present, started] = await Promise.all([driver.isPresent(), driver.start()]);
      stop();
      expect(present).toBe(true);
      expect(started).toEqual({ ok: true });
    });

    it('reset() with no measurement opens the port, sends $RESET and closes it', async () => {
      await expect(driver.reset()).resolves.toEqual({ ok: true });
      await vi.waitFor(() => expect(harness.written()).toBe('$RESET'), WAIT);
      await expectPortReleased();
    });

    it('isPresent() is true when the device speaks within the status time-out, then lets the port go', async () => {
      const stop = harness.chatter('$STANBY$', 40);
      await expect(driver.isPresent()).resolves.toBe(true);
      stop();
      await expectPortReleased();
    });

    it("isPresent() is false on silence: 'Alcotester not found' logged", async () => {
      const startedAt = Date.now();
      await expect(driver.isPresent()).resolves.toBe(false);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SHORT.statusMs - 20);
      expect(alcoFails()[0]?.message).toBe('Alcotester not found');
      await expectPortReleased();
    });

    it('a missing port: start() fails notFound and isPresent() is false', async () => {
      driver = makeDriver(harness.missingPath);
      await expect(driver.start()).resolves.toEqual({
        ok: false,
        code: 'notFound',
        message: 'Alcotester not found',
      });
      await expect(driver.isPresent()).resolves.toBe(false);
      expect(alcoFails()).toHaveLength(2);
    });

    it('the device unplugged mid-read: an error, the session over', async () => {
      await started();
      await harness.send('$STANBY$$TRIGGER$');
      await vi.waitFor(() => expect(recording.events).toHaveLength(2), WAIT);
      await harness.unplug();
      await vi.waitFor(() => expect(recording.events).toHaveLength(3), WAIT);
      expect(recording.events[2]).toBe(
        'error:{"code":"notFound","message":"Alcotester not found"}',
      );
      expect(alcoFails()[0]?.details).toMatch(/port closed \(device gone\)/);
      await expect(driver.isPresent()).resolves.toBe(false);
    });

    it("access denied: a port held by another program fails start() with the port's message", async () => {
      const release = await harness.hold();
      try {
        const result = await driver.start();
        expect(result).toMatchObject({ ok: false, code: 'accessDenied' });
        expect(!result.ok && result.message).toMatch(/lock/i);
        expect(alcoFails()[0]?.message).toBe(!result.ok && result.message);
      } finally {
        await release();
      }
    });
  });
}
