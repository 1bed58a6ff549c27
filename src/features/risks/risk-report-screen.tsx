import { useTranslation } from 'react-i18next';

import type { RiskReport } from '@/lib/api/schemas/risks';
import { useDateNames, type CalendarParts } from '@/lib/format/date-names';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { PersonalAreaLink, ReadButton } from './risk-actions';
import { RiskChart, RiskLegend } from './risk-chart';
import { formatServerDate } from '@/lib/risk-report';
import { RiskSummary } from './risk-summary';
import { useRiskReport } from '@/lib/hooks/use-risk-report';
import './risks.css';

/** review: the report is unread (Read with its timers); view: it was read (link to the cabinet). */
export type RiskReportMode = 'review' | 'view';

const SHORT_MONTH: CalendarParts = { month: 'short' };
const FULL_DATE: CalendarParts = { day: true, month: 'long', year: true };

function ReportBody({ report }: { report: RiskReport }) {
  const { t, i18n } = useTranslation('risks');
  const names = useDateNames();
  if (report.risks.length === 0) {
    return (
      <section className="risk-card risk-report__empty" aria-labelledby="risk-empty">
        <h2 id="risk-empty" className="risk-card__title">
          {t('noStatistics.title')}
        </h2>
        <p className="status-line">{t('noStatistics.advice')}</p>
      </section>
    );
  }
  const months = report.risks.map((point) => ({
    month: formatServerDate(point.date_start, i18n.language, SHORT_MONTH, names),
    risk: point.risck,
    competence: point.averageCompetence,
  }));
  const date = (value: string | null) => formatServerDate(value, i18n.language, FULL_DATE, names);
  return (
    <>
      {report.start_dt && report.end_dt ? (
        <p className="status-line status-line--muted">
          {t('period', { start: date(report.start_dt), end: date(report.end_dt) })}
        </p>
      ) : null}
      <div className="risk-card">
        <RiskChart points={months} target={report.target_level} />
        <RiskLegend />
      </div>
      <RiskSummary report={report} months={months} />
    </>
  );
}

/** The personal risk report (spec 1 §2): chart, comparison, competence, comment, then Read. */
export function RiskReportScreen({ mode }: { mode?: RiskReportMode }) {
  const { t } = useTranslation(['risks', 'common']);
  const user = useAppSelector(selectUser);
  const state = useRiskReport(user?.uuid ?? null, 'risks:errors.load');
  const reviewing = (mode ?? (user?.viewRisks ? 'review' : 'view')) === 'review';

  return (
    <main
      className="screen risk-report"
      aria-labelledby="risk-title"
      aria-busy={state.status === 'loading'}
    >
      <h1 id="risk-title" className="screen__title">
        {t('risks:title')}
      </h1>
      {state.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {state.status === 'error' ? (
        <div className="risk-card">
          <p className="status-line status-line--danger">{t('risks:errors.load')}</p>
          {reviewing ? <p className="status-line">{t('risks:errors.continueHint')}</p> : null}
        </div>
      ) : null}
      {state.status === 'ready' ? <ReportBody report={state.report} /> : null}
      <div className="risk-report__actions">
        {reviewing ? <ReadButton /> : <PersonalAreaLink />}
      </div>
    </main>
  );
}
