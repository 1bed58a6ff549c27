import { describe, expect, it } from 'vitest';

import { aboveThreshold, parseBreathalyzerResult } from './breathalyzer-result';

describe('parseBreathalyzerResult', () => {
  it("reads 'name,value-level' with a decimal value", () => {
    expect(parseBreathalyzerResult('Drager,0.12-low')).toEqual({
      text: 'Drager,0.12-low',
      name: 'Drager',
      valueText: '0.12',
      value: 0.12,
      level: 'low',
    });
    expect(parseBreathalyzerResult('  Alcotest 6820,1.50-high\r\n')).toMatchObject({
      text: 'Alcotest 6820,1.50-high',
      name: 'Alcotest 6820',
      value: 1.5,
      level: 'high',
    });
    expect(parseBreathalyzerResult('Динго,0.000-норма')).toMatchObject({
      value: 0,
      level: 'норма',
    });
  });

  it.each([
    ['', 'empty'],
    ['Drager', 'no value'],
    ['Drager,0.12', 'no level'],
    ['Drager,0-low', 'integer value'],
    ['Drager,.12-low', 'no integer part'],
    ['Drager,0,12-low', 'decimal comma'],
    ['Drager,-0.12-low', 'negative value'],
    ['Drager,abc-low', 'not a number'],
    [',0.12-low', 'no name'],
    ['Drager,0.12-', 'empty level'],
    ['Drager,0.12-low high', 'two-word level'],
    ['Drager,0.12-low,extra', 'extra field'],
    ['$END', 'a status line'],
  ])('rejects %j (%s)', (line) => {
    expect(parseBreathalyzerResult(line)).toBeNull();
  });
});

describe('breathalyzer threshold', () => {
  it('flags a reading at or above the threshold (setting breathalyzer_threshold, sample 0.5)', () => {
    expect(aboveThreshold({ value: 0.49 }, 0.5)).toBe(false);
    expect(aboveThreshold({ value: 0.5 }, 0.5)).toBe(true);
    expect(aboveThreshold({ value: 1.2 }, 0.5)).toBe(true);
    expect(aboveThreshold({ value: 1.2 }, 0)).toBe(false);
  });
});
