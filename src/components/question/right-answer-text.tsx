import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Answer } from '@/lib/api/schemas/questions';

import { RuleQuote } from './rule-quote';
import { WrongList } from './wrong-blocks';

export interface RightAnswerTextProps {
  /** The answers the employee chose (all right). */
  chosen: Answer[];
  quote: string | null;
  quoteLimit: number;
}

/** The text right-answer screen: the success message, the answer given and the rule it keeps. */
export function RightAnswerText({ chosen, quote, quoteLimit }: RightAnswerTextProps) {
  const { t } = useTranslation('question');
  const titleId = useId();
  return (
    <section className="right-answer" aria-labelledby={titleId}>
      <h2 id={titleId} className="right-answer__title">
        {t('right.title')}
      </h2>
      <p className="right-answer__message" role="status">
        {t('right.message')}
      </p>
      <WrongList title={t('right.yourAnswer')} items={chosen.map((answer) => answer.text)} />
      {quote ? <RuleQuote quote={quote} limit={quoteLimit} title={t('right.rule')} /> : null}
    </section>
  );
}
