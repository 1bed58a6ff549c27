import { describe, expect, it } from 'vitest';

import { riskReportSchema } from '@/lib/api/schemas/risks';

import { formatServerDate, reportDate, riskLevel, riskRatioFloor } from '@/lib/risk-report';

import { riskTrend } from './risk-math';

const report = (lastRisk: number, months: number[]) =>
  riskReportSchema.parse({
    target_level: 25,
    last_risk: lastRisk,
    risks: months.map((risck, index) => ({
      date_start: `2026-0${index + 1}-01T00:00:00+03:00`,
      risck,
      averageCompetence: 80,
    })),
  });

describe('risk comparison: floor(last_risk / target_level)', () => {
  it('is 0 below the target, 1 from the target to under twice it, n at n times the target', () => {
    expect(riskRatioFloor(24.9, 25)).toBe(0);
    expect(riskRatioFloor(25, 25)).toBe(1);
    expect(riskRatioFloor(49.9, 25)).toBe(1);
    expect(riskRatioFloor(50, 25)).toBe(2);
    expect(riskRatioFloor(80, 25)).toBe(3);
  });

  it('has no value without a last risk or a positive target', () => {
    expect(riskRatioFloor(null, 25)).toBeNull();
    expect(riskRatioFloor(10, null)).toBeNull();
    expect(riskRatioFloor(10, 0)).toBeNull();
  });

  it('maps the ratio to the legend bands: low, medium, high', () => {
    expect(riskLevel(0)).toBe('low');
    expect(riskLevel(1)).toBe('medium');
    expect(riskLevel(2)).toBe('high');
    expect(riskLevel(5)).toBe('high');
  });
});

describe('risk trend against the month before', () => {
  it('compares last month with the one before it', () => {
    expect(riskTrend(report(20, [30, 20]))).toBe('decreased');
    expect(riskTrend(report(30, [20, 30]))).toBe('increased');
    expect(riskTrend(report(20, [20, 20]))).toBe('unchanged');
    expect(riskTrend(report(20, [20]))).toBeNull();
  });
});

describe('dates', () => {
  it('asks for the report of today in local time', () => {
    expect(reportDate(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });

  it('keeps the month the server wrote, whatever the time zone', () => {
    expect(formatServerDate('2026-06-01T00:00:00+03:00', 'en', { month: 'long' })).toBe('June');
    expect(
      formatServerDate('2026-11-30T23:59:00+03:00', 'en', { day: true, month: 'long', year: true }),
    ).toBe('November 30, 2026');
    expect(formatServerDate(null, 'en', { month: 'long' })).toBe('');
  });
});
