import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { formatNumber, HIGH_RISK_RATIO } from '@/lib/risk-report';

import { RISK_COLOURS } from './risk-constants';

/** One month of the chart: its label and the employee's risk. */
export interface RiskChartPoint {
  month: string;
  risk: number | null;
}

const CHART_HEIGHT = 280;
/** Head room above the highest value or the high-risk band. */
const HEADROOM = 1.2;
const BAND_OPACITY = 0.14;
const AXIS_LABEL_POSITION = 'insideLeft' as const;

/** Occupational injury risk by month against the target level, over the low/medium/high bands. */
export function RiskChart({ points, target }: { points: RiskChartPoint[]; target: number | null }) {
  const { t, i18n } = useTranslation('risks');
  const level = target !== null && target > 0 ? target : null;
  const peak = Math.max(0, ...points.map((point) => point.risk ?? 0));
  const top = Math.ceil(Math.max(peak, (level ?? 0) * HIGH_RISK_RATIO) * HEADROOM) || 1;
  const high = (level ?? 0) * HIGH_RISK_RATIO;
  const axisLabel = { value: t('chart.axisRisk'), angle: -90, position: AXIS_LABEL_POSITION };

  return (
    <figure className="risk-chart">
      <figcaption className="risk-chart__title">{t('chart.title')}</figcaption>
      <div className="risk-chart__canvas" role="img" aria-label={t('chart.label')}>
        <LineChart
          data={points}
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          {level !== null ? (
            <ReferenceArea y1={0} y2={level} fill={RISK_COLOURS.low} fillOpacity={BAND_OPACITY} />
          ) : null}
          {level !== null ? (
            <ReferenceArea
              y1={level}
              y2={high}
              fill={RISK_COLOURS.medium}
              fillOpacity={BAND_OPACITY}
            />
          ) : null}
          {level !== null ? (
            <ReferenceArea y1={high} y2={top} fill={RISK_COLOURS.high} fillOpacity={BAND_OPACITY} />
          ) : null}
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis domain={[0, top]} allowDecimals={false} label={axisLabel} />
          <Tooltip
            formatter={(value) => [formatNumber(Number(value), i18n.language), t('chart.axisRisk')]}
          />
          {level !== null ? (
            <ReferenceLine
              y={level}
              stroke={RISK_COLOURS.target}
              strokeWidth={2}
              strokeDasharray="8 4"
            />
          ) : null}
          <Line
            dataKey="risk"
            stroke={RISK_COLOURS.risk}
            strokeWidth={3}
            dot={{ r: 5 }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </div>
    </figure>
  );
}

/** The chart's legend: the target line and the three risk bands. */
export function RiskLegend() {
  const { t } = useTranslation('risks');
  const items = [
    { key: 'targetLevel', colour: RISK_COLOURS.target, line: true },
    { key: 'low', colour: RISK_COLOURS.low, line: false },
    { key: 'medium', colour: RISK_COLOURS.medium, line: false },
    { key: 'high', colour: RISK_COLOURS.high, line: false },
  ] as const;
  return (
    <ul className="risk-legend" aria-label={t('legend.title')}>
      {items.map((item) => (
        <li key={item.key} className="risk-legend__item">
          <span
            className={`risk-legend__swatch${item.line ? ' risk-legend__swatch--line' : ''}`}
            style={{ ['--swatch' as string]: item.colour }}
            aria-hidden="true"
          />
          {t(`legend.${item.key}`)}
        </li>
      ))}
    </ul>
  );
}
