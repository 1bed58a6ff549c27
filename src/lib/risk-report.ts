/**
 * The risk report's shared rules (spec 1 §2, §4, §9), used by the risk report and the analytics.
 * Risk bands by floor(risk / target level): 0 is below the target (low), 1 is from the target to
 * under twice the target (medium), 2 or more is twice the target or above (high).
 */
import { formatCalendar, type CalendarParts, type DateNames } from '@/lib/format/date-names';
import { formatNumber as formatInLanguage } from '@/lib/format/numbers';

export type RiskLevel = 'low' | 'medium' | 'high';

export const MEDIUM_RISK_RATIO = 1;
export const HIGH_RISK_RATIO = 2;

/** The competence axis starts at 70 % (the chart's competence floor). */
export const COMPETENCE_AXIS_MIN = 70;
export const COMPETENCE_AXIS_MAX = 100;
/** Competence axis ticks: every 10 % from the floor. */
export const COMPETENCE_TICKS = [70, 80, 90, 100];

/** The report date the server expects: today in the kiosk's local time, YYYY-MM-DD. */
export function reportDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** floor(risk / target); null when either value is missing or the target is not positive. */
export function riskRatioFloor(risk: number | null, targetLevel: number | null): number | null {
  if (risk === null || targetLevel === null || targetLevel <= 0) return null;
  return Math.max(0, Math.floor(risk / targetLevel));
}

/** The band of a ratio floor (see riskRatioFloor). */
export function riskLevel(ratioFloor: number): RiskLevel {
  if (ratioFloor >= HIGH_RISK_RATIO) return 'high';
  return ratioFloor >= MEDIUM_RISK_RATIO ? 'medium' : 'low';
}

/** The band of a risk against its target; null without both. */
export function riskLevelOf(risk: number | null, targetLevel: number | null): RiskLevel | null {
  const ratio = riskRatioFloor(risk, targetLevel);
  return ratio === null ? null : riskLevel(ratio);
}

const DATE_PREFIX = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/**
 * Formats the calendar date the server wrote (its own time zone), not the instant: a month that
 * starts at 00:00+03:00 stays that month on a kiosk in any time zone.
 */
export function formatServerDate(
  value: string | null,
  language: string,
  parts: CalendarParts,
  names: DateNames | null = null,
): string {
  const match = value ? DATE_PREFIX.exec(value) : null;
  if (!match) return value ?? '';
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1'));
  return formatCalendar(utc, language, parts, names);
}

/** A number as the user reads it: at most one decimal unless told (the risk ratio needs two). */
export const formatNumber = (value: number, language: string, fractionDigits = 1): string =>
  formatInLanguage(value, language, { maximumFractionDigits: fractionDigits });
