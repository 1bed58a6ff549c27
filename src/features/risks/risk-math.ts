import type { RiskReport } from '@/lib/api/schemas/risks';

export type RiskTrend = 'increased' | 'decreased' | 'unchanged';
export type RiskPoint = RiskReport['risks'][number];

/** Last month's point: the latest month of the report. */
export const lastPoint = (report: RiskReport): RiskPoint | undefined => report.risks.at(-1);

/** How last month's risk moved against the month before it; null without two months of data. */
export function riskTrend(report: RiskReport): RiskTrend | null {
  const last = report.last_risk ?? lastPoint(report)?.risck ?? null;
  const previous = report.risks.at(-2)?.risck ?? null;
  if (last === null || previous === null) return null;
  if (last > previous) return 'increased';
  return last < previous ? 'decreased' : 'unchanged';
}
