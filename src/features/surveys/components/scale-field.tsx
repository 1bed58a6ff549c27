import { useTranslation } from 'react-i18next';

import type { SurveyQuestion } from '@/lib/api/schemas/surveys';

import { itemKey, labelOf, scaleOf } from '../survey-answers';

export interface ScaleFieldProps {
  question: SurveyQuestion;
  /** Criterion key -> variant key. */
  picks: Record<string, string>;
  onPick: (criterion: string, variant: string) => void;
}

/** A scale: one row of variants per criterion, labels in the interface language. */
export function ScaleField({ question, picks, onPick }: ScaleFieldProps) {
  const { i18n } = useTranslation();
  const { variants, criteria } = scaleOf(question);
  return (
    <div className="survey-scale">
      {criteria.map((criterion) => {
        const criterionKey = itemKey(criterion);
        return (
          <fieldset key={criterionKey} className="survey-scale__criterion">
            <legend className="survey-scale__label">{labelOf(criterion, i18n.language)}</legend>
            <div className="survey-scale__variants">
              {variants.map((variant) => {
                const variantKey = itemKey(variant);
                return (
                  <label key={variantKey} className="survey-choice survey-choice--pill">
                    <input
                      type="radio"
                      name={`${question.uuid}-${criterionKey}`}
                      checked={picks[criterionKey] === variantKey}
                      onChange={() => onPick(criterionKey, variantKey)}
                    />
                    <span>{labelOf(variant, i18n.language)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
