import { describe, expect, it } from 'vitest';

import {
  isRightSelection,
  randomShuffle,
  reshuffle,
  resultExitSeconds,
  scaleCoords,
} from './question-logic';
import { flowQuestion, reverseShuffle } from './testing/question-fixtures';

describe('question logic', () => {
  const multi = flowQuestion('105').answers;
  const byId = (...ids: string[]) => multi.filter((answer) => ids.includes(String(answer.id)));

  it('accepts a multi-select only with every right answer and nothing else', () => {
    expect(isRightSelection(multi, byId('10015', '10016'))).toBe(true);
    expect(isRightSelection(multi, byId('10015'))).toBe(false);
    expect(isRightSelection(multi, byId('10015', '10016', '10018'))).toBe(false);
    expect(isRightSelection(multi, [])).toBe(false);
  });

  it('scales rect, circle and poly coords', () => {
    expect(scaleCoords({ shape: 'rect', coords: '40,200,200,320' }, 0.5, 0.5)).toBe(
      '20,100,100,160',
    );
    expect(scaleCoords({ shape: 'circle', coords: '460, 150, 60' }, 1.5, 1.5)).toBe('690,225,90');
    expect(scaleCoords({ shape: 'poly', coords: '10,20,30,40' }, 2, 0.5)).toBe('20,10,60,20');
  });

  it('gives the result buttons 20 s with a quote and 10 s without', () => {
    expect(resultExitSeconds('3.12. …')).toBe(20);
    expect(resultExitSeconds(null)).toBe(10);
  });

  it('reshuffles into a different order when it can', () => {
    const answers = flowQuestion('101').answers;
    const once = reverseShuffle(answers);
    expect(reshuffle(reverseShuffle, once).map((a) => a.id)).toEqual(answers.map((a) => a.id));
    const again = reshuffle(randomShuffle, answers);
    expect(again.map((a) => a.id)).not.toEqual(answers.map((a) => a.id));
    expect([...again].sort((a, b) => a.sort - b.sort)).toEqual(answers);
  });
});
