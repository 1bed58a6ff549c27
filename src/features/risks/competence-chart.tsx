import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { COMPETENCE_AXIS_MAX, COMPETENCE_AXIS_MIN, COMPETENCE_TICKS } from '@/lib/risk-report';

import { RISK_COLOURS } from './risk-constants';

/** One month of the competence chart. */
export interface CompetencePoint {
  month: string;
  competence: number | null;
}

const CHART_HEIGHT = 200;

/** Monthly competence; the axis starts at the spec's floor of 70 % (lower values widen it). */
export function CompetenceChart({ points }: { points: CompetencePoint[] }) {
  const { t } = useTranslation('risks');
  return (
    <div className="risk-chart__canvas" role="img" aria-label={t('chart.axisCompetence')}>
      <BarChart
        data={points}
        responsive
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" />
        <YAxis
          domain={[COMPETENCE_AXIS_MIN, COMPETENCE_AXIS_MAX]}
          ticks={COMPETENCE_TICKS}
          allowDecimals={false}
        />
        <Tooltip formatter={(value) => [`${String(value)}%`, t('chart.axisCompetence')]} />
        <Bar dataKey="competence" fill={RISK_COLOURS.competence} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
