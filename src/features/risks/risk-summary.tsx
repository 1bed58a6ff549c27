import { useTranslation } from 'react-i18next';

import type { RiskReport } from '@/lib/api/schemas/risks';

import { CompetenceChart, type CompetencePoint } from './competence-chart';
import { formatNumber, riskLevel, riskRatioFloor } from '@/lib/risk-report';

import { lastPoint, riskTrend } from './risk-math';

/** The comparison with last month, last month's competence (with its chart) and the comment. */
export function RiskSummary({ report, months }: { report: RiskReport; months: CompetencePoint[] }) {
  const { t, i18n } = useTranslation('risks');
  const value = (number: number) => formatNumber(number, i18n.language);
  const last = lastPoint(report);
  const lastRisk = report.last_risk ?? last?.risck ?? null;
  const ratio = riskRatioFloor(lastRisk, report.target_level);
  const trend = riskTrend(report);
  const comment = last?.comment.trim() ?? '';

  return (
    <div className="risk-summary">
      <section className="risk-card" aria-labelledby="risk-comparison">
        <h2 id="risk-comparison" className="risk-card__title">
          {t('comparison.title')}
        </h2>
        {ratio !== null ? (
          <p className={`risk-card__verdict risk-card__verdict--${riskLevel(ratio)}`}>
            {t(`comparison.level.${riskLevel(ratio)}`, { ratio })}
          </p>
        ) : null}
        {trend ? <p className="status-line">{t(`comparison.${trend}`)}</p> : null}
        {lastRisk !== null ? (
          <p className="status-line status-line--muted">
            {t('comparison.lastRisk', { value: value(lastRisk) })}
          </p>
        ) : null}
        {report.target_level !== null ? (
          <p className="status-line status-line--muted">
            {t('comparison.targetRisk', { value: value(report.target_level) })}
          </p>
        ) : null}
      </section>
      <section className="risk-card" aria-labelledby="risk-competence">
        <h2 id="risk-competence" className="risk-card__title">
          {t('competence.title')}
        </h2>
        {last?.averageCompetence != null ? (
          <p className="status-line">
            {t('competence.lastMonth', { value: value(last.averageCompetence) })}
          </p>
        ) : null}
        <CompetenceChart points={months} />
      </section>
      <section className="risk-card" aria-labelledby="risk-comment">
        <h2 id="risk-comment" className="risk-card__title">
          {t('comment.title')}
        </h2>
        <p className="status-line">{comment || t('comment.empty')}</p>
      </section>
    </div>
  );
}
