import { describe, expect, it } from 'vitest';

import { competenceBar, RISK_TARGET_MARK, riskBar } from './bar-values';
import { RISK_SCALE_MAX } from './header-constants';

describe('competenceBar', () => {
  it('fills to the competence, 0–100, rounded and clamped', () => {
    expect(competenceBar(86)).toEqual({ fill: 86, percent: 86, tone: 'neutral' });
    expect(competenceBar(72.6).percent).toBe(73);
    expect(competenceBar(140).fill).toBe(100);
    expect(competenceBar(-3).fill).toBe(0);
  });

  it('is empty with no percent when the server sent nothing', () => {
    expect(competenceBar(null)).toEqual({ fill: 0, percent: null, tone: 'neutral' });
  });
});

describe('riskBar', () => {
  it('puts the target (ratio 1.0) on the middle mark of a 0–2× scale', () => {
    expect(RISK_SCALE_MAX).toBe(2);
    expect(RISK_TARGET_MARK).toBe(50);
    expect(riskBar(1)).toEqual({ fill: 50, percent: 100, tone: 'good' });
  });

  it('is green at or below the target and red above it', () => {
    expect(riskBar(0.8)).toEqual({ fill: 40, percent: 80, tone: 'good' });
    expect(riskBar(1.3)).toEqual({ fill: 65, percent: 130, tone: 'over' });
    expect(riskBar(0)).toEqual({ fill: 0, percent: 0, tone: 'good' });
  });

  it('fills the whole track from twice the target on, still announcing the real percent', () => {
    expect(riskBar(3.5)).toEqual({ fill: 100, percent: 350, tone: 'over' });
  });

  it('is empty with no percent when the server sent nothing', () => {
    expect(riskBar(null)).toEqual({ fill: 0, percent: null, tone: 'neutral' });
  });
});
