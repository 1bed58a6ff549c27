import { useTranslation } from 'react-i18next';

import type { Answer } from '@/lib/api/schemas/questions';

/** A titled list on the wrong-answer screens. */
export function WrongList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="wrong-block">
      <h3 className="wrong-block__title">{title}</h3>
      <ul className="wrong-block__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'Correct answer:' with the right answers. */
export function CorrectAnswers({ answers }: { answers: readonly Answer[] }) {
  const { t } = useTranslation('question');
  return (
    <WrongList
      title={t('wrong.correctAnswer')}
      items={answers.filter((answer) => answer.is_right).map((answer) => answer.text)}
    />
  );
}

/** Distinct non-empty texts, in order. */
export const distinct = (texts: readonly (string | null | undefined)[]): string[] => [
  ...new Set(texts.filter((text): text is string => Boolean(text))),
];
