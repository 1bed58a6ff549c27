import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { keyboardLanguages, type KeyboardLanguage } from '@/components/ui/keyboard-layouts';
import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import type { SurveyAssignment, SurveyDetail } from '@/lib/api/schemas/surveys';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';
import { useAppDispatch } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { draftOf, missingQuestions, questionsOf, type Drafts } from '../survey-answers';
import { useSurveySubmit } from '../use-survey-submit';

import { QuestionField } from './question-field';

export interface SurveyFormProps {
  detail: SurveyDetail;
  /** When the questionnaire began (epoch ms). */
  startedAt: number;
  onSent: (list: SurveyAssignment[] | null) => void;
  onBack?: () => void;
}

/**
 * The questionnaire: headings and questions in order, and Send. A submit with an important
 * question unanswered scrolls to the first one and marks every one red until answered.
 */
export function SurveyForm({ detail, startedAt, onSent, onBack }: SurveyFormProps) {
  const { t, i18n } = useTranslation(['surveys', 'common']);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [checked, setChecked] = useState(false);
  const [typing, setTyping] = useState<string | null>(null);
  const fields = useRef(new Map<string, HTMLFieldSetElement>());
  const showKeyboard = useShowKeyboard();
  const dispatch = useAppDispatch();
  const { send, sending } = useSurveySubmit(detail, startedAt, onSent);
  const { elements } = detail.survey;
  const missing = new Set(checked ? missingQuestions(elements, drafts) : []);

  // Every important question must be answered (spec 2 §5) before anything is sent.
  const submit = () => {
    const gaps = missingQuestions(elements, drafts);
    if (gaps.length === 0) {
      void send(drafts);
      return;
    }
    setChecked(true);
    dispatch(toastShown({ kind: 'error', messageKey: 'surveys:errors.incomplete' }));
    const first = fields.current.get(gaps[0] ?? '');
    first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    first?.focus({ preventScroll: true });
  };

  const typed = questionsOf(elements).find((question) => question.uuid === typing);
  const typedDraft = typed ? draftOf(typed, drafts) : null;
  const language = keyboardLanguages.find((code) => code === i18n.language) as
    KeyboardLanguage | undefined;

  return (
    <form
      className="survey-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {elements.map((element) =>
        element.type === 'text' ? (
          <h3 key={element.uuid} className="survey-form__heading">
            {element.text}
          </h3>
        ) : (
          <QuestionField
            key={element.uuid}
            ref={(node) => {
              if (node) fields.current.set(element.uuid, node);
              else fields.current.delete(element.uuid);
            }}
            question={element}
            draft={draftOf(element, drafts)}
            missing={missing.has(element.uuid)}
            onChange={(draft) => setDrafts((current) => ({ ...current, [element.uuid]: draft }))}
            onTextFocus={() => setTyping(element.uuid)}
          />
        ),
      )}
      <div className="survey-actions">
        {onBack ? (
          <button type="button" className="button" onClick={onBack}>
            {t('common:actions.back')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('surveys:form.submit')}
        </button>
      </div>
      {showKeyboard && typed && typedDraft && 'text' in typedDraft ? (
        <div className="survey-form__keyboard">
          <OnScreenKeyboard
            value={typedDraft.text}
            language={language}
            onChange={(text) =>
              setDrafts((current) => ({ ...current, [typed.uuid]: { ...typedDraft, text } }))
            }
          />
        </div>
      ) : null}
    </form>
  );
}
