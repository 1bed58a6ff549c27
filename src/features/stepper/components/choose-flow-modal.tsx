import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';

import type { RunEducation } from '../run-model';

import { PreshiftWaitingNote } from './preshift-waiting-note';

/**
 * Several flows and none chosen: the question notification — start with one, or take all in turn.
 * `preshift`: it starts the pre-shift, and says first when earlier pre-shift results still wait.
 */
export function ChooseFlowModal({
  educations,
  preshift = false,
  onChoose,
}: {
  educations: RunEducation[];
  preshift?: boolean;
  onChoose: (ordered: RunEducation[]) => void;
}) {
  const { t } = useTranslation('stepper');
  const startWith = (first: RunEducation) =>
    onChoose([first, ...educations.filter((education) => education !== first)]);
  return (
    <Modal id="choose-flow" title={t('chooseFlow.title')}>
      {preshift ? <PreshiftWaitingNote /> : null}
      <p>{t('chooseFlow.question')}</p>
      <ul className="choice-list">
        {educations.map((education) => (
          <li key={education.uuid}>
            <button
              type="button"
              className="choice-list__item"
              onClick={() => startWith(education)}
            >
              <strong>{education.title || education.name}</strong>
              <span>{t('chooseFlow.steps', { count: education.steps.length })}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={() => onChoose(educations)}>
        {t('chooseFlow.all')}
      </button>
    </Modal>
  );
}
