import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import {
  COMPETENCE_AXIS_MAX,
  COMPETENCE_AXIS_MIN,
  COMPETENCE_TICKS,
  formatNumber,
} from '@/lib/risk-report';

import { ANALYTICS_COLOURS } from './analytics-constants';
import type { MonthRow } from './analytics-data';

const CHART_HEIGHT = 320;
const COMPETENCE_AXIS = 'competence';
const RISK_AXIS = 'risk';
const RIGHT = 'right' as const;

/** Monthly competence (bars, from the 70 % floor) and risk (line) against the target risk level. */
export function AnalyticsChart({ rows, target }: { rows: MonthRow[]; target: number | null }) {
  const { t, i18n } = useTranslation('analytics');
  const competenceName = t('chart.competence');
  const riskName = t('chart.risk');
  const targetLabel = { value: t('chart.targetRisk'), position: 'insideTopRight' as const };
  const format = (value: unknown) => formatNumber(Number(value), i18n.language);

  return (
    <figure className="analytics-chart">
      <figcaption className="analytics-chart__title">{t('chart.title')}</figcaption>
      <div className="analytics-chart__canvas" role="img" aria-label={t('chart.label')}>
        <ComposedChart
          data={rows}
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="shortMonth" />
          <YAxis
            yAxisId={COMPETENCE_AXIS}
            domain={[COMPETENCE_AXIS_MIN, COMPETENCE_AXIS_MAX]}
            ticks={COMPETENCE_TICKS}
            allowDecimals={false}
          />
          <YAxis yAxisId={RISK_AXIS} orientation={RIGHT} allowDecimals={false} />
          <Tooltip formatter={format} />
          <Legend />
          <Bar
            yAxisId={COMPETENCE_AXIS}
            dataKey="competence"
            name={competenceName}
            fill={ANALYTICS_COLOURS.competence}
            isAnimationActive={false}
          />
          <Line
            yAxisId={RISK_AXIS}
            dataKey="risk"
            name={riskName}
            stroke={ANALYTICS_COLOURS.risk}
            strokeWidth={3}
            dot={{ r: 5 }}
            connectNulls
            isAnimationActive={false}
          />
          {target !== null ? (
            <ReferenceLine
              yAxisId={RISK_AXIS}
              y={target}
              stroke={ANALYTICS_COLOURS.target}
              strokeDasharray="8 4"
              label={targetLabel}
            />
          ) : null}
        </ComposedChart>
      </div>
    </figure>
  );
}
