import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cutAt } from '@/components/ui/truncated-text';

import { Modal } from '@/components/ui/modal';

export interface RuleQuoteProps {
  quote: string;
  /** Characters shown before the ellipsis: 400 in a step, 1500 full screen. */
  limit: number;
  /** The block's heading: 'Violation of the rule' unless told (a right answer quotes the rule it kept). */
  title?: string;
}

/** 'Violation of the rule' (or the given title) with the quote cut at `limit`, and 'Show full text' opening the whole text. */
export function RuleQuote({ quote, limit, title }: RuleQuoteProps) {
  const { t } = useTranslation('question');
  const [open, setOpen] = useState(false);
  const shown = cutAt(quote, limit);
  return (
    <section className="wrong-block">
      <h3 className="wrong-block__title">{title ?? t('wrong.violationOfRule')}</h3>
      <blockquote className="rule-quote">{shown.text}</blockquote>
      {shown.cut ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('wrong.showFullText')}
        </button>
      ) : null}
      {open ? (
        <Modal title={t('wrong.fullTextTitle')} onClose={() => setOpen(false)}>
          <p className="rule-quote rule-quote--full">{quote}</p>
        </Modal>
      ) : null}
    </section>
  );
}
