import { useTranslation } from 'react-i18next';

import type { Answer } from '@/lib/api/schemas/questions';

import { BodyFigure } from './body-figure';
import {
  WRONG_SEQUENCE_MS,
  WRONG_SEQUENCE_WITHOUT_INJURY_MS,
  WRONG_STEP,
  WRONG_STEP_WITHOUT_INJURY,
} from './question-timings';
import { RuleQuote } from './rule-quote';
import { useStepSequence } from './use-step-sequence';
import { WrongStage } from './wrong-stage';
import { CorrectAnswers, distinct, WrongList } from './wrong-blocks';

export interface WrongVisualProps {
  /** The chosen wrong answer whose visualisation is shown. */
  answer: Answer;
  visualisation: NonNullable<Answer['visualisation']>;
  /** All answers of the question (the right ones are listed). */
  answers: Answer[];
  quote: string | null;
  quoteLimit: number;
  /** The timer callback after the last text: the buttons may appear. */
  onReady: () => void;
}

/**
 * The visual wrong-answer screen, step by step: 'Development of a dangerous situation' (video,
 * risk factors), then only when the answer has an injury 'Possible consequences' (video, injury,
 * harm to health, body figure), then 'You answered wrong', 'Correct answer:' and 'Violation of the rule'.
 */
export function WrongVisual(props: WrongVisualProps) {
  const { answer, visualisation, answers, quote, quoteLimit, onReady } = props;
  const { t } = useTranslation('question');
  const injury = answer.injurie;
  const at = injury ? WRONG_STEP : WRONG_STEP_WITHOUT_INJURY;
  const step = useStepSequence(
    injury ? WRONG_SEQUENCE_MS : WRONG_SEQUENCE_WITHOUT_INJURY_MS,
    onReady,
  );
  const factorSource = visualisation.factor_risk.length
    ? visualisation.factor_risk
    : answer.factor_risk;
  const factors = distinct(factorSource.map((factor) => factor.title));
  const harm = visualisation.parametr ? (
    <WrongList title={t('wrong.harmToHealth')} items={[visualisation.parametr]} />
  ) : null;
  return (
    <div className="wrong-visual">
      {step >= at.stage1 ? (
        <WrongStage
          title={t('wrong.dangerousSituation')}
          video={visualisation.file}
          videoLabel={t('wrong.situationVideo')}
          playing={step >= at.video1}
        >
          {visualisation.title ? <p className="wrong-stage__lead">{visualisation.title}</p> : null}
          {factors.length > 0 ? <WrongList title={t('wrong.riskFactors')} items={factors} /> : null}
          {injury ? null : harm}
        </WrongStage>
      ) : null}
      {injury && step >= WRONG_STEP.stage2 ? (
        <WrongStage
          title={t('wrong.possibleConsequences')}
          video={injury.file}
          videoLabel={t('wrong.consequencesVideo')}
          playing={step >= WRONG_STEP.video2}
        >
          <p className="wrong-stage__lead">{t('wrong.injury', { title: injury.title })}</p>
          {harm}
          <BodyFigure
            injured={injury.body_parts.map((part) => part.name)}
            caption={t('wrong.bodyFigure')}
          />
        </WrongStage>
      ) : null}
      {step >= at.answeredWrong ? (
        <h2 className="wrong-answer__title">{t('wrong.youAnsweredWrong')}</h2>
      ) : null}
      {step >= at.correctAnswer ? <CorrectAnswers answers={answers} /> : null}
      {step >= at.violation && quote ? <RuleQuote quote={quote} limit={quoteLimit} /> : null}
    </div>
  );
}
