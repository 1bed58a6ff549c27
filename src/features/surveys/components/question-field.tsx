import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { SurveyQuestion } from '@/lib/api/schemas/surveys';

import { optionsOf, toggled, type DraftAnswer } from '../survey-answers';

import { ScaleField } from './scale-field';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  draft: DraftAnswer;
  /** An important question left unanswered at the last submit: red border and a hint. */
  missing: boolean;
  onChange: (draft: DraftAnswer) => void;
  /** A text field got the focus (the on-screen keyboard types into it). */
  onTextFocus: () => void;
}

/** The answer controls of one question, by its answer type. */
function AnswerControls({ question, draft, onChange, onTextFocus }: QuestionFieldProps) {
  const { t } = useTranslation('surveys');
  const labelId = `${question.uuid}-text`;
  switch (draft.type) {
    case 'radio':
      return optionsOf(question, 'radio').map((option) => (
        <label key={option.uuid} className="survey-choice">
          <input
            type="radio"
            name={question.uuid}
            checked={draft.option === option.uuid}
            onChange={() => onChange({ ...draft, option: option.uuid })}
          />
          <span>{option.params.text}</span>
        </label>
      ));
    case 'checkbox':
    case 'switch': {
      const options = optionsOf(question, draft.type);
      const all = options.map((option) => option.uuid);
      return options.map((option) => (
        <label key={option.uuid} className={`survey-choice survey-choice--${draft.type}`}>
          <input
            type="checkbox"
            role={draft.type === 'switch' ? 'switch' : undefined}
            checked={draft.options.includes(option.uuid)}
            onChange={() =>
              onChange({ ...draft, options: toggled(all, draft.options, option.uuid) })
            }
          />
          <span>{option.params.text}</span>
        </label>
      ));
    }
    case 'text':
    case 'textarea': {
      const placeholder =
        optionsOf(question, draft.type)[0]?.params.placeholder ??
        t(draft.type === 'text' ? 'form.textPlaceholder' : 'form.textareaPlaceholder');
      const common = {
        className: 'survey-input',
        'aria-labelledby': labelId,
        placeholder,
        value: draft.text,
        onFocus: onTextFocus,
      };
      return draft.type === 'text' ? (
        <input
          type="text"
          {...common}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
        />
      ) : (
        <textarea
          {...common}
          rows={4}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
        />
      );
    }
    case 'scale':
      return (
        <ScaleField
          question={question}
          picks={draft.picks}
          onPick={(criterion, variant) =>
            onChange({ ...draft, picks: { ...draft.picks, [criterion]: variant } })
          }
        />
      );
  }
}

/** One question: its text, whether it is required, its answer controls; red when left unanswered. */
export function QuestionField({
  ref,
  ...props
}: QuestionFieldProps & { ref?: Ref<HTMLFieldSetElement> }) {
  const { t } = useTranslation('surveys');
  const { question, missing } = props;
  const hintId = `${question.uuid}-hint`;
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={`survey-question${missing ? ' survey-question--missing' : ''}`}
      aria-describedby={missing ? hintId : undefined}
      data-answer-type={question.answer_type}
    >
      <legend className="survey-question__legend">
        <span id={`${question.uuid}-text`}>{question.text}</span>
        {question.important ? (
          <span className="survey-question__required">{t('form.required')}</span>
        ) : null}
      </legend>
      <div className="survey-question__answers">
        <AnswerControls {...props} />
      </div>
      {missing ? (
        <p id={hintId} className="survey-question__hint">
          {t('form.notAnswered')}
        </p>
      ) : null}
    </fieldset>
  );
}
