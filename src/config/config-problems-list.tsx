import { useTranslation } from 'react-i18next';

import type { ConfigProblem } from './config-problems';

/** The words `expected` may hold; anything else is a list of allowed values, shown as it is. */
const expectedWords = ['text', 'nonEmptyText', 'boolean', 'timeoutMs'] as const;
type ExpectedWord = (typeof expectedWords)[number];
const isExpectedWord = (value: string): value is ExpectedWord =>
  (expectedWords as readonly string[]).includes(value);

function ProblemLine({ problem }: { problem: ConfigProblem }) {
  const { t } = useTranslation('config');
  const key = problem.key ?? '';
  switch (problem.kind) {
    case 'unreadable':
      return <>{t('unreadable', { file: key, detail: problem.detail ?? '' })}</>;
    case 'unknownKey':
      return problem.nearest ? (
        <>{t('unknownKeyNearest', { key, nearest: problem.nearest })}</>
      ) : (
        <>{t('unknownKey', { key })}</>
      );
    case 'wrongType': {
      const expected = problem.expected ?? '';
      const what = isExpectedWord(expected) ? t(`expected.${expected}`) : expected;
      return problem.detail ? (
        <>{t('wrongTypeGot', { key, expected: what, value: problem.detail })}</>
      ) : (
        <>{t('wrongType', { key, expected: what })}</>
      );
    }
    case 'shortPinKey':
      return <>{t('shortPinKey', { min: problem.expected ?? '8' })}</>;
  }
}

/**
 * The problems as lines of text in the kiosk's language (the `config` dictionary). Loaded only
 * when there is a problem to show, so a sound configuration costs the start screen no bytes.
 */
export default function ConfigProblemList({ problems }: { problems: readonly ConfigProblem[] }) {
  const { t } = useTranslation('config');
  return (
    <section className="config-problems" aria-labelledby="config-problems-title">
      <h2 id="config-problems-title" className="config-problems__title">
        {t('title')}
      </h2>
      <ul className="config-problems__list">
        {problems.map((problem, index) => (
          <li key={`${problem.kind}-${problem.key ?? ''}-${index}`} className="status-line">
            <ProblemLine problem={problem} />
          </li>
        ))}
      </ul>
    </section>
  );
}
