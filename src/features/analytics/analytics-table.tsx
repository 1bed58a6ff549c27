import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/risk-report';

import { formatPercent, type MonthRow } from './analytics-data';

/** The chart's data as a table: month, competence, risk and its level, for every reader. */
export function AnalyticsTable({ rows }: { rows: MonthRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  const none = t('table.noValue');
  return (
    <table className="analytics-table">
      <caption>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.month')}</th>
          <th scope="col">{t('table.competence')}</th>
          <th scope="col">{t('table.risk')}</th>
          <th scope="col">{t('table.riskLevel')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.month}</th>
            <td>{row.competence !== null ? formatPercent(row.competence, i18n.language) : none}</td>
            <td>{row.risk !== null ? formatNumber(row.risk, i18n.language) : none}</td>
            <td>
              {row.level ? (
                <span className={`analytics-level analytics-level--${row.level}`}>
                  {t(`levels.${row.level}`)}
                </span>
              ) : (
                none
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
