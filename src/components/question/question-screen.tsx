import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ProgressCircle } from '@/components/ui/progress-circle';
import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer } from '@/lib/api/schemas/questions';

import { AnswerOptions } from './answer-options';
import { ConfirmAnswerModal } from './confirm-answer-modal';
import { InteractivePhoto } from './interactive-photo';
import { isMultiAnswer, type SingleQuestion } from './question-logic';
import { QuestionMaterial } from './question-material';
import { QUESTION_TIME_MS } from './question-timings';

export interface QuestionScreenProps {
  question: SingleQuestion;
  /** The answers in the order to show them (already shuffled). */
  answers: Answer[];
  /** 'Question N of M' inside a combine-video chain. */
  counter: { current: number; total: number } | null;
  /** Shown again by Try again: warns that the order changed. */
  reshuffled: boolean;
  devMode: boolean;
  confirmAnswer: boolean;
  onTimeExpired: () => void;
  /** The chosen answers; called at most once per screen. */
  onAnswer: (chosen: Answer[]) => void;
}

const hintKey = (type: SingleQuestion['type'], multi: boolean) => {
  if (type === 'interactive_photo') return 'hints.clickPicture' as const;
  if (multi)
    return type === 'collage' ? ('hints.multiImage' as const) : ('hints.multiSelect' as const);
  return 'hints.singleChoice' as const;
};

/** One question: material, shuffled answers, hint, 60 s countdown, and the optional confirmation. */
export function QuestionScreen(props: QuestionScreenProps) {
  const { question, answers, counter, devMode, confirmAnswer, onAnswer } = props;
  const { t } = useTranslation('question');
  const titleId = useId();
  const multi = isMultiAnswer(answers);
  const [selected, setSelected] = useState<ReadonlySet<ServerId>>(new Set());
  const [pending, setPending] = useState<Answer[] | null>(null);
  const answered = useRef(false);

  const take = (chosen: Answer[]) => {
    // The auto-confirm timer and a tap can land together: one answer per screen.
    if (answered.current) return;
    answered.current = true;
    onAnswer(chosen);
  };
  const submit = (chosen: Answer[]) => (confirmAnswer ? setPending(chosen) : take(chosen));
  const choose = (answer: Answer) => {
    if (!multi) return submit([answer]);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(answer.id)) next.add(answer.id);
      return next;
    });
  };
  const chosen = answers.filter((answer) => selected.has(answer.id));
  const choices = { answers, selected, devMode, onChoose: choose };

  return (
    <section className="question-screen" aria-labelledby={titleId}>
      <header className="question-screen__header">
        <div className="question-screen__heading">
          {counter ? <p className="question-screen__counter">{t('counter', counter)}</p> : null}
          <h2 id={titleId} className="question-screen__text">
            {question.text}
          </h2>
        </div>
        <ProgressCircle durationMs={QUESTION_TIME_MS} onExpire={props.onTimeExpired} />
      </header>
      {props.reshuffled ? (
        <p className="question-warning" role="alert">
          {t('wrong.orderChanged')}
        </p>
      ) : null}
      <div className="question-screen__material">
        {question.type === 'interactive_photo' ? (
          <InteractivePhoto src={question.file} {...choices} />
        ) : (
          <QuestionMaterial question={question} />
        )}
      </div>
      <p className="question-hint">{t(hintKey(question.type, multi))}</p>
      {question.type === 'interactive_photo' ? null : (
        <AnswerOptions collage={question.type === 'collage'} multi={multi} {...choices} />
      )}
      {multi ? (
        <button
          type="button"
          className="button button--primary question-screen__submit"
          disabled={chosen.length === 0}
          onClick={() => submit(chosen)}
        >
          {t('toAnswer')}
        </button>
      ) : null}
      {pending ? (
        <ConfirmAnswerModal
          answers={pending}
          onYes={() => take(pending)}
          onNo={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
