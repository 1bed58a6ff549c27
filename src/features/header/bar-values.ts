import { RISK_SCALE_MAX } from './header-constants';

/** What a header bar draws: fill width in %, the ARIA value, and its colour. */
export interface BarValue {
  /** Width of the filled part, 0–100 % of the track. */
  fill: number;
  /** Percent shown and announced; null when the server sent no value. */
  percent: number | null;
  tone: 'neutral' | 'good' | 'over';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Monthly competence, 0–100 (higher is better): the bar fills to the value. */
export function competenceBar(competence: number | null): BarValue {
  if (competence === null) return { fill: 0, percent: null, tone: 'neutral' };
  const percent = Math.round(clamp(competence, 0, 100));
  return { fill: percent, percent, tone: 'neutral' };
}

/**
 * Monthly risk as a ratio to the target (1.0 = at the target, lower is better). Shown as percent of
 * the target on a scale of 0 to RISK_SCALE_MAX × target, so the target sits at the middle mark.
 */
export function riskBar(risks: number | null): BarValue {
  if (risks === null) return { fill: 0, percent: null, tone: 'neutral' };
  const ratio = Math.max(0, risks);
  return {
    fill: clamp(Math.round((ratio / RISK_SCALE_MAX) * 1000) / 10, 0, 100),
    percent: Math.round(ratio * 100),
    tone: ratio > 1 ? 'over' : 'good',
  };
}

/** Where the target mark sits on the risk track, in % of its width. */
export const RISK_TARGET_MARK = 100 / RISK_SCALE_MAX;
