import { describe, expect, it } from 'vitest';

import { ringPercent } from './timing';

describe('exit-timer ring', () => {
  it('falls by floor(100 / seconds) each second and reaches 0 when time is up', () => {
    expect([5, 4, 3, 2, 1, 0].map((left) => ringPercent(5, left))).toEqual([
      100, 80, 60, 40, 20, 0,
    ]);
    expect([3, 2, 1, 0].map((left) => ringPercent(3, left))).toEqual([100, 67, 34, 0]);
    expect([20, 19, 1].map((left) => ringPercent(20, left))).toEqual([100, 95, 5]);
  });
});
