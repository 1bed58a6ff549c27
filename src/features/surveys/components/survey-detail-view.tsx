import { useTranslation } from 'react-i18next';

import { TruncatedText } from '@/components/ui/truncated-text';
import type { SurveyDetail } from '@/lib/api/schemas/surveys';
import { formatDate, formatDateTime, parseServerDate } from '@/lib/format/dates';

import { canStart } from '../survey-answers';

/** Characters of the description shown before 'Show more'. */
const DESCRIPTION_LIMIT = 300;

export interface SurveyDetailViewProps {
  detail: SurveyDetail;
  onStart: () => void;
  onBack: () => void;
}

/** One survey: description, author, dates, attempts, Start (off once the attempts are used) and past attempts. */
export function SurveyDetailView({ detail, onStart, onBack }: SurveyDetailViewProps) {
  const { t, i18n } = useTranslation(['surveys', 'common']);
  const { survey, assignment, results } = detail;
  const day = (value: string | null) => {
    const date = parseServerDate(value);
    return date ? formatDate(date, i18n.language) : '—';
  };
  const allowed = assignment.number_of_attempts;
  const startable = canStart(detail);
  return (
    <section className="survey-detail" aria-labelledby="survey-detail-title">
      <h2 id="survey-detail-title">{survey.title}</h2>
      {survey.description ? (
        <p className="survey-detail__description">
          <TruncatedText text={survey.description} limit={DESCRIPTION_LIMIT} toggle />
        </p>
      ) : null}
      <dl className="survey-detail__facts">
        <dt>{t('surveys:detail.author')}</dt>
        <dd>{survey.author || '—'}</dd>
        <dt>{t('surveys:detail.startDate')}</dt>
        <dd>{day(assignment.start_dt)}</dd>
        <dt>{t('surveys:detail.endDate')}</dt>
        <dd>{day(assignment.end_dt)}</dd>
        <dt>{t('surveys:detail.attempts')}</dt>
        <dd>
          {allowed === null
            ? results.length
            : t('surveys:detail.attemptsUsed', { used: results.length, total: allowed })}
        </dd>
      </dl>
      <div className="survey-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('common:actions.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!startable}
          aria-describedby={startable ? undefined : 'survey-no-attempts'}
          onClick={onStart}
        >
          {t('surveys:detail.start')}
        </button>
      </div>
      {startable ? null : (
        <p id="survey-no-attempts" className="status-line status-line--muted">
          {t('surveys:detail.noAttemptsLeft')}
        </p>
      )}
      <h3>{t('surveys:detail.pastAttempts')}</h3>
      {results.length === 0 ? (
        <p className="status-line status-line--muted">{t('surveys:detail.noPastAttempts')}</p>
      ) : (
        <ol className="survey-detail__attempts">
          {results.map((attempt, index) => {
            const date = parseServerDate(attempt.start_dt);
            return (
              <li key={attempt.uuid ?? index}>
                {t('surveys:detail.attempt', {
                  number: index + 1,
                  date: date ? formatDateTime(date, i18n.language) : '—',
                })}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
