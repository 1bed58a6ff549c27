import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { currentEducation, type StepperRun } from '../run-model';
import { useRunSender } from '../use-run-sender';

import { StepHeader } from './step-header';
import { StepHost } from './step-host';

/** A run on screen: the header, the current step (a 500 ms fade on each change), and sending between educations. */
export function RunView({ run }: { run: StepperRun }) {
  const { t } = useTranslation('stepper');
  const navigate = useNavigate();
  useRunSender(run);
  const education = currentEducation(run);

  if (run.status === 'sending') {
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('sending')}</p>
      </main>
    );
  }
  return (
    <main className="stepper">
      <StepHeader
        activeStep={run.stepIndex}
        listStep={education?.steps}
        onBack={() => navigate(run.backTo ?? run.cameFrom)}
      />
      <div key={`${run.id}-${run.educationIndex}-${run.stepIndex}`} className="step-fade">
        <StepHost run={run} />
      </div>
    </main>
  );
}
