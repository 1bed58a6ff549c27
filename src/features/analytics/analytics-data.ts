import type { RiskReport } from '@/lib/api/schemas/risks';
import { formatCalendar, type DateNames } from '@/lib/format/date-names';
import { formatNumber } from '@/lib/format/numbers';

import { riskLevelOf, type RiskLevel } from '@/lib/risk-report';

/** One month of the analytics: label, competence (%), risk and its band against the target. */
export interface MonthRow {
  key: string;
  month: string;
  shortMonth: string;
  competence: number | null;
  risk: number | null;
  level: RiskLevel | null;
}

const MONTH_PREFIX = /^(\d{4})-(\d{2})/;

/**
 * The month the server wrote (its own time zone, not the kiosk's), in the interface language: the
 * dictionary's names where Intl has none for it (Kyrgyz in Chromium).
 */
function monthLabel(
  value: string | null,
  language: string,
  month: 'long' | 'short',
  names: DateNames | null,
): string {
  const match = value ? MONTH_PREFIX.exec(value) : null;
  if (!match) return value ?? '';
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return formatCalendar(utc, language, { month, year: month === 'long' }, names);
}

/** The report's months as rows for the chart and the table, oldest first. */
export function monthRows(
  report: RiskReport,
  language: string,
  names: DateNames | null = null,
): MonthRow[] {
  return report.risks.map((point, index) => ({
    key: point.date_start ?? String(index),
    month: monthLabel(point.date_start, language, 'long', names),
    shortMonth: monthLabel(point.date_start, language, 'short', names),
    competence: point.averageCompetence,
    risk: point.risck,
    level: riskLevelOf(point.risck, report.target_level),
  }));
}

/** A competence score (0-100) as a percentage ('94,5%' in Kyrgyz, where Chromium writes '94.5%'). */
export const formatPercent = (value: number, language: string): string =>
  formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 });
