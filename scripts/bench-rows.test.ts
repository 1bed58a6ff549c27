import { describe, expect, it, vi } from 'vitest';

import { atLeastScoreRow, atMostRow, skippedRow } from './bench-rows.mjs';
import { printTable } from './budget-bytes.mjs';

const ms = (value: number) => `${Math.round(value)} ms`;

describe("the bench's verdicts (issue 12)", () => {
  it('passes a timing figure within 10 % over its budget and fails one beyond it', () => {
    expect(atMostRow('Slowest tap', 109, 100, ms)).toEqual({
      name: 'Slowest tap',
      value: '109 ms',
      budget: '≤ 100 ms (+10%)',
      ok: true,
    });
    expect(atMostRow('Slowest tap', 111, 100, ms).ok).toBe(false);
  });

  it('compares an exact figure with no margin', () => {
    const cls = (value: number) => value.toFixed(3);
    expect(atMostRow('CLS', 0.02, 0.02, cls, { timing: false })).toMatchObject({
      budget: '≤ 0.020',
      ok: true,
    });
    expect(atMostRow('CLS', 0.021, 0.02, cls, { timing: false }).ok).toBe(false);
  });

  it('passes a Lighthouse score one point under its minimum, not two', () => {
    expect(atLeastScoreRow('Lighthouse mobile', 94, 95, '94 (FCP 1.7 s)')).toEqual({
      name: 'Lighthouse mobile',
      value: '94 (FCP 1.7 s)',
      budget: '≥ 95 (−1)',
      ok: true,
    });
    expect(atLeastScoreRow('Lighthouse mobile', 93, 95).ok).toBe(false);
  });

  it('fails the whole table when a part is skipped or one figure is missed, and prints each verdict', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const passing = atMostRow('Interactive start', 491, 1500, ms);
    const reference = { name: 'On the wire', value: '191.4 KiB', budget: 'reference', ok: null };

    expect(printTable([passing, reference])).toBe(true);
    expect(printTable([passing, skippedRow('Soak')])).toBe(false);
    expect(printTable([passing, atMostRow('Dialog', 56, 50, ms)])).toBe(false);
    expect(printed.filter((line) => line.startsWith('Dialog'))).toEqual([
      expect.stringMatching(/56 ms .*≤ 50 ms \(\+10%\) .*NO/),
    ]);
    expect(printed.filter((line) => line.startsWith('Soak'))).toEqual([
      expect.stringMatching(/skipped \(BENCH_SKIP\).*NO/),
    ]);
  });
});
