import { useTranslation } from 'react-i18next';

import { BackIcon } from '@/components/ui/icons';

import type { RunStep } from '../run-model';
import { stepRegistry } from '../step-registry';
import { PROGRESS_TEXT_FROM, TITLE_LIMIT } from '../stepper-timings';

/** A step title cut at 50 characters with an ellipsis. */
export const cutTitle = (title: string): string =>
  title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT)}…` : title;

export interface StepHeaderProps {
  activeStep: number | undefined;
  listStep: RunStep[] | undefined;
  onBack: () => void;
}

/** The title key of a step kind: the registry's, or the added Results step's. */
const titleKey = (step: RunStep) =>
  step.name === 'results' ? 'steps.results' : stepRegistry[step.name].titleKey;

/** The step header: back, the title (50 characters), 'Next: …', and the progress text above 10 steps. */
export function StepHeader({ activeStep, listStep, onBack }: StepHeaderProps) {
  const { t } = useTranslation('stepper');
  if (activeStep === undefined || !listStep) throw new Error(t('errors.headerMisuse'));
  const title = (step: RunStep) => cutTitle(step.title || t(titleKey(step)));
  const current = listStep[activeStep];
  const next = listStep[activeStep + 1];
  return (
    <header className="step-header">
      <button type="button" className="icon-button" aria-label={t('header.back')} onClick={onBack}>
        <BackIcon />
      </button>
      <div className="step-header__titles">
        <h1 className="step-header__title">{current ? title(current) : null}</h1>
        {next ? (
          <p className="step-header__next">{t('header.next', { title: title(next) })}</p>
        ) : null}
      </div>
      {listStep.length > PROGRESS_TEXT_FROM ? (
        <p className="step-header__progress">
          {t('header.progress', { current: activeStep + 1, total: listStep.length })}
        </p>
      ) : (
        <progress
          className="step-header__bar"
          aria-label={t('header.progressLabel')}
          max={listStep.length}
          value={activeStep + 1}
        />
      )}
    </header>
  );
}
