import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';

import { quoteLimit } from '@/components/question/question-logic';
import { RightAnswerScreen } from '@/components/question/right-answer-screen';
import { RightAnswerText } from '@/components/question/right-answer-text';
import { WrongText } from '@/components/question/wrong-text';
import { WrongVisual } from '@/components/question/wrong-visual';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/state/hooks';
import { selectLastAnswer } from '@/lib/state/last-answer-slice';

import { answerResultContent, chosenAnswers, type AnswerResultKind } from './answer-result-content';

import '@/components/question/question.css';
import '@/components/question/question-result.css';
import './answer-result.css';

/** The full-screen layout's quote limit (1500 characters, spec 1 §2). */
const LIMIT = quoteLimit('full');

/** The buttons wait for nothing here: the full-screen visual sequence needs no timer callback. */
const noop = () => undefined;

/**
 * A full-screen answer result route (/failvisual, /successvisual, /fail, /success): the last
 * answer's result screen with the quote cut at 1500 characters, and Back. With nothing to show it
 * returns to where the employee came from.
 */
export function AnswerResultScreen({ kind }: { kind: AnswerResultKind }) {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const last = useAppSelector(selectLastAnswer);
  const back = last?.came_from ?? paths.cabinet;
  const content = answerResultContent(kind, last);
  if (!last || !content) return <Navigate to={back} replace />;
  const quote = last.question.quote_from_document;
  const chosen = chosenAnswers(last);

  const body = (() => {
    switch (content.kind) {
      case 'failVisual':
        return (
          <WrongVisual
            answer={content.visual}
            visualisation={content.visualisation}
            answers={last.answers}
            quote={quote}
            quoteLimit={LIMIT}
            onReady={noop}
          />
        );
      case 'fail':
        return (
          <WrongText answers={last.answers} chosen={chosen} quote={quote} quoteLimit={LIMIT} />
        );
      case 'successVisual':
        return <RightAnswerScreen answers={last.answers} />;
      case 'success':
        return <RightAnswerText chosen={chosen} quote={quote} quoteLimit={LIMIT} />;
      default: {
        const unknownContent: never = content;
        return unknownContent;
      }
    }
  })();

  return (
    <main className="screen answer-result" aria-label={t('fullScreen.label')} data-screen={kind}>
      <h1 className="screen__title">{last.question.text}</h1>
      {body}
      <div className="result-actions">
        <button type="button" className="button" onClick={() => navigate(back)}>
          {t('fullScreen.back')}
        </button>
      </div>
    </main>
  );
}
