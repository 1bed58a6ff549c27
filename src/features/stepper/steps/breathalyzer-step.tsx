import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { aboveThreshold } from '@shared/breathalyzer-result';
import type { BreathalyzerErrorCode } from '@shared/kiosk-api';

import type { ErrorType } from '@/lib/api/errors';
import { useBreathalyzer, type BreathalyzerPhase } from '@/lib/bridge/use-breathalyzer';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { SkipControl } from '../components/skip-control';
import type { RunStep } from '../run-model';
import type { StepViewProps } from '../step-contract';

import './breathalyzer-step.css';

/** While the device waits for a breath, 20 s without anything happening returns to / (spec 1 §4, §9). */
export const IDLE_MS = 20_000;

const ALCO_FAIL: ErrorType = 'ALCO_FAIL';
/** The settings' breathalyzer_threshold when the server sends none (spec 1 §9: sample 0.5). */
const DEFAULT_THRESHOLD = 0.5;

const titles = {
  starting: 'breathalyzer.wait',
  ready: 'breathalyzer.blow',
  analysing: 'breathalyzer.analysis',
  finished: 'breathalyzer.completed',
} as const satisfies Record<Exclude<BreathalyzerPhase, 'failed'>, string>;

const hints = { starting: 'breathalyzer.preparing', ready: 'breathalyzer.blowHint' } as const;

const errorKeys = {
  startTimeout: 'breathalyzer.errors.startError',
  notFound: 'breathalyzer.errors.notFound',
  module: 'breathalyzer.errors.module',
  accessDenied: 'breathalyzer.errors.accessDenied',
} as const satisfies Record<BreathalyzerErrorCode, string>;

export type BreathalyzerStepProps = StepViewProps<Extract<RunStep, { name: 'breathalyze' }>>;

/**
 * The breathalyzer step (spec 1 §2, §4): Wait, 'Blow into the breathalyzer' when ready, 'Analysis',
 * 'Analysis completed' with the result. The result (or null on any failure, logged as ALCO_FAIL and
 * shown as a toast) is recorded and the flow moves on. The step owns its Skip (button and Ctrl+N):
 * it shows only while the device is ready.
 */
export function BreathalyzerStep({ record, advance, leave, canSkip, skip }: BreathalyzerStepProps) {
  const { t } = useTranslation('stepper');
  const dispatch = useAppDispatch();
  const threshold = useAppSelector(selectSettings)?.breathalyzer_threshold ?? DEFAULT_THRESHOLD;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = (value: string | null) => {
    record({ value })
      .catch((error: unknown) => log.error('breathalyzer: the result could not be recorded', error))
      .finally(() => mounted.current && advance());
  };
  const session = useBreathalyzer({
    onResult: (reading) => {
      // The flow goes on (the server judges the reading); a reading over the site's threshold is flagged.
      if (aboveThreshold(reading, threshold)) {
        log.warn(`breathalyzer: ${reading.valueText} is at or above the threshold ${threshold}`);
        dispatch(
          toastShown({
            kind: 'warning',
            messageKey: 'stepper:breathalyzer.aboveThreshold',
            params: { value: reading.valueText, threshold },
          }),
        );
      }
      finish(reading.text);
    },
    onFailure: (failure) => {
      log.error(`breathalyzer: ${failure.message}`, { typeError: ALCO_FAIL, code: failure.code });
      dispatch(toastShown({ kind: 'error', messageKey: `stepper:${errorKeys[failure.code]}` }));
      finish(null);
    },
  });
  useTimeout(leave, IDLE_MS, session.phase === 'ready');

  const { phase, reading, failure } = session;
  if (phase === 'failed') {
    return (
      <section className="breathalyzer-step">
        <p className="status-line status-line--danger" role="alert">
          {t(errorKeys[failure ?? 'module'])}
        </p>
      </section>
    );
  }
  const hint = phase === 'starting' || phase === 'ready' ? hints[phase] : null;
  return (
    <section className="breathalyzer-step" aria-live="polite">
      <span
        className={`breathalyzer-step__icon breathalyzer-step__icon--${phase}`}
        aria-hidden="true"
      />
      <h2 className="breathalyzer-step__title" role="status">
        {t(titles[phase])}
      </h2>
      {hint ? <p className="breathalyzer-step__hint">{t(hint)}</p> : null}
      {reading ? (
        <p className="breathalyzer-step__result">
          {t('breathalyzer.result', { value: reading.valueText })}
        </p>
      ) : null}
      {phase === 'ready' && canSkip ? <SkipControl onSkip={skip} /> : null}
    </section>
  );
}
