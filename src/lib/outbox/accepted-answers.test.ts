import { describe, expect, it } from 'vitest';

import { keepAcceptedAnswer, takeAcceptedAnswer } from './accepted-answers';

describe('accepted answers', () => {
  it('gives a write its answer once, and keeps only the few most recent', () => {
    keepAcceptedAnswer('w-1', [{ id: 1 }]);
    expect(takeAcceptedAnswer('w-1')).toEqual([{ id: 1 }]);
    expect(takeAcceptedAnswer('w-1')).toBeUndefined();
    for (let index = 0; index < 20; index += 1) keepAcceptedAnswer(`n-${index}`, index);
    expect(takeAcceptedAnswer('n-0')).toBeUndefined();
    expect(takeAcceptedAnswer('n-19')).toBe(19);
  });
});
