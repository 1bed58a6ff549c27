/** The serial RFID reader suite, run on the mock binding and on a socat pty pair. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RFID_TEST_PROBE } from '../rfid-protocol';
import { createRfidReader, type RfidReader, type RfidTimeouts } from '../rfid-reader';
import { GARBAGE, SHORT, type DeviceHarness, type HarnessFactory } from './device-harness';
import { createRecording, listen, type Recording } from './recorder';

const WAIT = { timeout: 3_000, interval: 5 };
const ERROR = 'error:RFID connection error';
/**
 * The timings of the tests that need a working reader: the probe's answer must not miss its
 * time-out on a loaded machine (two test runs on two cores). The time-out tests use SHORT.
 */
const PATIENT: RfidTimeouts = { ...SHORT, testMs: 2_000 };

/** Runs the suite against the harness the factory makes (one per test). */
export function describeRfidReader(makeHarness: HarnessFactory): void {
  describe('serial RFID reader', () => {
    let harness: DeviceHarness;
    let recording: Recording;
    let reader: RfidReader;

    const makeReader = (timeouts: RfidTimeouts = PATIENT) => {
      const made = createRfidReader({
        openConnection: harness.openConnection,
        settings: () => ({ port: harness.path, baudRate: 9600 }),
        log: recording.write,
        timeouts,
      });
      listen(recording, made, ['card', 'error', 'status']);
      return made;
    };

    const probes = () => harness.written().split(RFID_TEST_PROBE).length - 1;
    const rfidFails = () => recording.log.filter((entry) => entry.typeError === 'RFID_FAIL');

    /**
     * Answers every probe, as a real reader does, until the reader works: on a loaded machine an
     * answer can miss its probe's time-out, and the next restart's probe gets one (10 s is a
     * ceiling for a busy machine, not a wait).
     */
    const answerUntilWorking = async () => {
      let answered = 0;
      await vi.waitFor(
        async () => {
          const seen = probes();
          if (seen > answered) {
            answered = seen;
            await harness.send('Syntax error\r\n');
          }
          expect(reader.isWorking()).toBe(true);
        },
        { timeout: 10_000, interval: 5 },
      );
    };

    /** Started, probed, and proven by the reader's syntax-error answer. */
    const working = async () => {
      reader.start();
      await answerUntilWorking();
    };

    beforeEach(async () => {
      harness = await makeHarness();
      recording = createRecording();
      reader = makeReader();
    });

    afterEach(async () => {
      await reader.stop();
      await harness.dispose();
    });

    it('a reader that answers the test probe works and reports card codes, never its syntax-error line', async () => {
      await working();
      await harness.send('\u00020012345678\u0003\r\n');
      await harness.send('SYNTAX ERROR\r\nA1B2C3D4\n');
      await vi.waitFor(() => expect(recording.events).toHaveLength(3), WAIT);
      expect(recording.events).toEqual(['status:true', 'card:0012345678', 'card:A1B2C3D4']);
      expect(rfidFails()).toEqual([]);
    });

    it("no data within the test time-out: 'RFID connection error', not working, restarted after the pause", async () => {
      reader = makeReader(SHORT);
      const startedAt = Date.now();
      reader.start();
      await vi.waitFor(() => expect(recording.events).toEqual([ERROR]), WAIT);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SHORT.testMs - 20);
      expect(reader.isWorking()).toBe(false);
      expect(rfidFails()).toEqual([
        expect.objectContaining({
          message: 'RFID connection error',
          details: expect.stringMatching(/no data/),
        }),
      ]);
      await vi.waitFor(() => expect(probes()).toBe(2), WAIT);
      // Answering the next probe brings it back.
      await answerUntilWorking();
      expect(recording.events.at(-1)).toBe('status:true');
    });

    it('garbage bytes are not card codes', async () => {
      await working();
      await harness.send(GARBAGE);
      await harness.send('\n\r\n0099\r\n');
      await vi.waitFor(() => expect(recording.events).toContain('card:0099'), WAIT);
      expect(recording.events).toEqual(['status:true', 'card:0099']);
    });

    it('unplugged mid-read: not working, RFID_FAIL logged, retried without crashing', async () => {
      await working();
      await harness.unplug();
      await vi.waitFor(
        () => expect(recording.events).toEqual(['status:true', 'status:false', ERROR]),
        WAIT,
      );
      expect(rfidFails()[0]?.details).toMatch(/port closed \(device gone\)/);
      // The retries find no port; each new failure is logged once, not every second.
      await new Promise((resolve) => setTimeout(resolve, SHORT.restartMs * 4));
      expect(rfidFails().map((entry) => entry.details)).toEqual([
        expect.stringMatching(/device gone/),
        expect.stringMatching(/^notFound: /),
      ]);
      expect(reader.isWorking()).toBe(false);
    });

    it('a port held by another program marks the reader not working', async () => {
      const release = await harness.hold();
      try {
        reader.start();
        await vi.waitFor(() => expect(recording.events).toEqual([ERROR]), WAIT);
        expect(rfidFails()[0]?.details).toMatch(/^accessDenied: .*lock/i);
        expect(reader.isWorking()).toBe(false);
      } finally {
        await release();
      }
      // Once the port is free a restart finds the reader.
      await answerUntilWorking();
    });

    it('restart() after a failed read starts at once (the RFID-only screen calls it after its 2 s)', async () => {
      reader = makeReader({ testMs: SHORT.testMs, restartMs: 60_000 });
      reader.start();
      await vi.waitFor(() => expect(recording.events).toContain(ERROR), WAIT);
      // The device side may see the probe a little after the reader gave up on it (pty under load).
      await vi.waitFor(() => expect(probes()).toBe(1), WAIT);
      reader.restart();
      await vi.waitFor(() => expect(probes()).toBe(2), WAIT);
    });
  });
}
