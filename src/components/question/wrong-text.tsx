import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Answer } from '@/lib/api/schemas/questions';

import { BodyFigure } from './body-figure';
import { RuleQuote } from './rule-quote';
import { CorrectAnswers, distinct, WrongList } from './wrong-blocks';

export interface WrongTextProps {
  /** All answers of the question (the right ones are listed). */
  answers: Answer[];
  chosen: Answer[];
  quote: string | null;
  quoteLimit: number;
}

/**
 * The text wrong-answer screen: consequences of incompetent actions (the injuries and risk
 * factors of the chosen wrong answers), striking facts (their comments), the correct answers and
 * the violated-rule quote.
 */
export function WrongText({ answers, chosen, quote, quoteLimit }: WrongTextProps) {
  const { t } = useTranslation('question');
  const titleId = useId();
  const wrong = chosen.filter((answer) => !answer.is_right);
  const consequences = distinct(
    wrong.flatMap((answer) => [
      answer.injurie?.title,
      ...answer.factor_risk.map((factor) => factor.title),
    ]),
  );
  const facts = distinct(wrong.map((answer) => answer.comment));
  const injured = wrong.flatMap((answer) => answer.injurie?.body_parts.map((p) => p.name) ?? []);
  return (
    <section className="wrong-answer" aria-labelledby={titleId}>
      <h2 id={titleId} className="wrong-answer__title">
        {t('wrong.youAnsweredWrong')}
      </h2>
      {consequences.length > 0 ? (
        <WrongList title={t('wrong.consequences')} items={consequences} />
      ) : null}
      {facts.length > 0 ? <WrongList title={t('wrong.strikingFacts')} items={facts} /> : null}
      {injured.length > 0 ? <BodyFigure injured={injured} caption={t('wrong.bodyFigure')} /> : null}
      <CorrectAnswers answers={answers} />
      {quote ? <RuleQuote quote={quote} limit={quoteLimit} /> : null}
    </section>
  );
}
