import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer } from '@/lib/api/schemas/questions';

export interface AnswerOptionsProps {
  /** The answers in their shown (shuffled) order. */
  answers: Answer[];
  /** A collage: the answers' own images are the choices. */
  collage: boolean;
  /** Multi-answer mode: the options are toggles. */
  multi: boolean;
  selected: ReadonlySet<ServerId>;
  devMode: boolean;
  onChoose: (answer: Answer) => void;
}

const optionClass = (highlighted: boolean, chosen: boolean) =>
  [
    'answer-option',
    highlighted ? 'answer-option--dev-right' : '',
    chosen ? 'answer-option--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The answer options as big buttons (text, or images for a collage); toggles in multi-answer mode. */
export function AnswerOptions({
  answers,
  collage,
  multi,
  selected,
  devMode,
  onChoose,
}: AnswerOptionsProps) {
  const { t } = useTranslation('question');
  const devId = useId();
  const listClass = collage ? 'answer-options answer-options--collage' : 'answer-options';
  return (
    <>
      <ul className={listClass} aria-label={t(collage ? 'media.collageLabel' : 'answers.label')}>
        {answers.map((answer) => {
          const highlighted = devMode && answer.is_right;
          return (
            <li key={String(answer.id)}>
              <button
                type="button"
                className={optionClass(highlighted, selected.has(answer.id))}
                aria-pressed={multi ? selected.has(answer.id) : undefined}
                aria-describedby={highlighted ? devId : undefined}
                onClick={() => onChoose(answer)}
              >
                {collage && answer.file ? (
                  <img className="answer-option__image" src={answer.file} alt={answer.text} />
                ) : (
                  answer.text
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {devMode ? (
        <span id={devId} hidden>
          {t('answers.devRight')}
        </span>
      ) : null}
    </>
  );
}
