import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { useDateNames } from '@/lib/format/date-names';
import { useRiskReport } from '@/lib/hooks/use-risk-report';
import { formatNumber } from '@/lib/risk-report';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import { AnalyticsChart } from './analytics-chart';
import { monthRows } from './analytics-data';
import { AnalyticsTable } from './analytics-table';

import './analytics.css';

/** Personal analytics (/emp-lvl): monthly competence and risk as a chart and a table. */
export function AnalyticsScreen() {
  const { t, i18n } = useTranslation(['analytics', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const state = useRiskReport(user?.uuid ?? null, 'analytics:errors.load');
  const names = useDateNames();
  const rows = state.status === 'ready' ? monthRows(state.report, i18n.language, names) : [];

  const exit = () => {
    dispatch(loggedOut());
    navigate(paths.start, { replace: true });
  };

  return (
    <ScreenFrame name="analytics" title={t('analytics:title')} busy={state.status === 'loading'}>
      <p className="status-line status-line--muted">{t('analytics:subtitle')}</p>
      {user && (user.competence !== null || user.risks !== null) ? (
        <div className="analytics__current">
          {user.competence !== null ? (
            <p className="status-line">
              {t('analytics:current.competence', {
                value: formatNumber(user.competence, i18n.language),
              })}
              <span className="analytics__hint">{t('analytics:current.hintCompetence')}</span>
            </p>
          ) : null}
          {user.risks !== null ? (
            <p className="status-line">
              {t('analytics:current.risk', { value: formatNumber(user.risks, i18n.language, 2) })}
              <span className="analytics__hint">{t('analytics:current.hintRisk')}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      {state.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {state.status === 'error' ? (
        <p className="status-line status-line--danger">{t('analytics:errors.load')}</p>
      ) : null}
      {state.status === 'ready' && rows.length === 0 ? (
        <p className="status-line">{t('analytics:empty')}</p>
      ) : null}
      {rows.length > 0 && state.status === 'ready' ? (
        <>
          <AnalyticsChart rows={rows} target={state.report.target_level} />
          <AnalyticsTable rows={rows} />
        </>
      ) : null}
      <div className="analytics__actions">
        <Link className="button" to={paths.cabinet}>
          {t('common:actions.back')}
        </Link>
        <button type="button" className="button" onClick={exit}>
          {t('common:actions.exit')}
        </button>
      </div>
    </ScreenFrame>
  );
}
