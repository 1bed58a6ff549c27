import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { currentEducation, stepKey, type StepperRun } from '../run-model';
import { useRunSender } from '../use-run-sender';

import { PreshiftWaitingNote } from './preshift-waiting-note';
import { StepHeader } from './step-header';
import { StepHost } from './step-host';

/** The header of the step on screen; memoised, so a change of the run alone does not redraw it. */
const ShownHeader = memo(function ShownHeader({ run }: { run: StepperRun }) {
  const navigate = useNavigate();
  return (
    <StepHeader
      activeStep={run.stepIndex}
      listStep={currentEducation(run)?.steps}
      onBack={() => navigate(run.backTo ?? run.cameFrom)}
    />
  );
});

/**
 * A run on screen: the header, the current step (a 500 ms fade on each change), and sending between
 * educations. What is on screen follows the run in a background render (useDeferredValue): a tap
 * that changes the step (or completes the education) paints at once, and the next step (a video,
 * pictures, many answers) is drawn in slices after it instead of inside the tap's frame. Until it
 * is, the leaving step is inert. Sending itself starts at once (useRunSender reads the run). The
 * pre-shift's first step says when earlier pre-shift results still wait to be sent.
 */
export function RunView({ run }: { run: StepperRun }) {
  const { t } = useTranslation('stepper');
  useRunSender(run);
  const shown = useDeferredValue<StepperRun | null>(run, null);

  if (shown?.status === 'sending') {
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('sending')}</p>
      </main>
    );
  }
  if (!shown) {
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }
  const leaving = stepKey(shown) !== stepKey(run) || shown.status !== run.status;
  const first = shown.source === 'preshift' && shown.educationIndex === 0 && shown.stepIndex === 0;
  return (
    <main className="stepper">
      <ShownHeader run={shown} />
      {first ? <PreshiftWaitingNote /> : null}
      <div
        key={stepKey(shown)}
        className="step-fade"
        inert={leaving}
        aria-busy={leaving || undefined}
      >
        <StepHost run={shown} />
      </div>
    </main>
  );
}
