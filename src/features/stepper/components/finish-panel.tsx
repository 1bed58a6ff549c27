import { useTranslation } from 'react-i18next';

import type { FlowSource } from '../run-model';
import { FINISH_EXIT_S } from '../stepper-timings';

import { ActionButtons, type StepAction } from './action-buttons';

export interface FinishPanelProps {
  source: FlowSource;
  onAction: (action: StepAction) => void;
}

/**
 * The end of the last step when the step itself has no buttons left to show (a photo taken, a
 * breathalyzer result, a skipped step, a material that failed to load): 'Done' and 'Finish and
 * exit' with the 20 s finish timer (spec 1 §2, §9), never an immediate logout.
 */
export function FinishPanel({ source, onAction }: FinishPanelProps) {
  const { t } = useTranslation('stepper');
  return (
    <section className="step-finish" aria-labelledby="step-finish-title">
      <h2 id="step-finish-title" className="step-finish__title">
        {t('finish.title')}
      </h2>
      <ActionButtons position="last" source={source} seconds={FINISH_EXIT_S} onAction={onAction} />
    </section>
  );
}
