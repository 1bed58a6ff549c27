import { useEffect, useRef, useState } from 'react';

import { parseBreathalyzerResult, type BreathalyzerReading } from '@shared/breathalyzer-result';
import type {
  BreathalyzerError,
  BreathalyzerErrorCode,
  BreathalyzerStatus,
  Result,
} from '@shared/kiosk-api';

import { useLatest } from '@/lib/hooks/use-latest';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';

import { getKiosk } from './kiosk';

/** A started device must report ready within 30 s, else 'alcohol tester start error' (spec 1 §4, §9). */
export const START_TIMEOUT_MS = 30_000;

/** Where a measurement stands: starting (Wait) until the device's first status, then its statuses. */
export type BreathalyzerPhase = 'starting' | BreathalyzerStatus | 'failed';

export interface BreathalyzerSession {
  phase: BreathalyzerPhase;
  /** The valid result, once the device sent it. */
  reading: BreathalyzerReading | null;
  /** What failed, once something did. */
  failure: BreathalyzerErrorCode | null;
}

export interface BreathalyzerHandlers {
  /** A valid result arrived (once). */
  onResult: (reading: BreathalyzerReading) => void;
  /** The measurement failed (once): no device, a device error, the start time-out or a malformed result. */
  onFailure: (failure: BreathalyzerError) => void;
}

const KNOWN_CODES: readonly string[] = ['startTimeout', 'notFound', 'module', 'accessDenied'];

/** A failed command's code as a breathalyzer failure; codes the renderer does not know count as module errors. */
const commandFailure = (result: Exclude<Result, { ok: true }>): BreathalyzerError => ({
  code: KNOWN_CODES.includes(result.code) ? (result.code as BreathalyzerErrorCode) : 'module',
  message: result.message,
});

/**
 * One measurement on the shell's breathalyzer: starts it on mount, follows its statuses, reads its
 * result, raises the start time-out, and resets the device when unmounted while it is ready.
 * Each outcome is reported once; events after it are ignored.
 */
export function useBreathalyzer(handlers: BreathalyzerHandlers): BreathalyzerSession {
  const [session, setSession] = useState<BreathalyzerSession>({
    phase: 'starting',
    reading: null,
    failure: null,
  });
  const latest = useLatest(handlers);
  const phase = useRef<BreathalyzerPhase>('starting');
  const settled = useRef(false);

  const fail = useLatest((failure: BreathalyzerError) => {
    if (settled.current) return;
    settled.current = true;
    phase.current = 'failed';
    setSession({ phase: 'failed', reading: null, failure: failure.code });
    latest.current.onFailure(failure);
  });

  useEffect(() => {
    const device = getKiosk()?.breathalyzer;
    if (!device) {
      fail.current({ code: 'notFound', message: 'no breathalyzer: not in the desktop shell' });
      return undefined;
    }
    const offStatus = device.onStatus((status) => {
      if (settled.current) return;
      if (status === 'finished') {
        fail.current({ code: 'module', message: 'the breathalyzer finished without a result' });
        return;
      }
      phase.current = status;
      setSession((current) => ({ ...current, phase: status }));
    });
    const offResult = device.onResult((text) => {
      if (settled.current) return;
      const reading = parseBreathalyzerResult(text);
      if (!reading) {
        fail.current({ code: 'module', message: `malformed breathalyzer result: "${text}"` });
        return;
      }
      settled.current = true;
      phase.current = 'finished';
      setSession({ phase: 'finished', reading, failure: null });
      latest.current.onResult(reading);
    });
    const offError = device.onError((error) => fail.current(error));
    device.start().then(
      (result) => {
        if (!result.ok) fail.current(commandFailure(result));
      },
      (error: unknown) =>
        fail.current({ code: 'module', message: `start failed: ${String(error)}` }),
    );
    return () => {
      offStatus();
      offResult();
      offError();
      // Leaving while the device waits for a breath puts it back to idle (spec 1 §4).
      if (phase.current === 'ready')
        device.reset().catch((error: unknown) => log.warn('breathalyzer: reset failed', error));
    };
  }, [fail, latest]);

  useTimeout(
    () => fail.current({ code: 'startTimeout', message: 'alcohol tester start error' }),
    START_TIMEOUT_MS,
    session.phase === 'starting',
  );

  return session;
}
