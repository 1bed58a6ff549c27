import { describe, expect, it } from 'vitest';

import { actionColour, noticeTitle } from './notice-display';

describe('how a notice shows in a step', () => {
  it('shows 30 characters of a title, with dots once it is longer than 20', () => {
    expect(noticeTitle('Short title')).toBe('Short title');
    expect(noticeTitle('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(noticeTitle('Twenty-five characters xx')).toBe('Twenty-five characters xx…');
    expect(noticeTitle('A title that is far longer than thirty characters')).toBe(
      'A title that is far longer tha…',
    );
  });

  it('colours the actions as the spec names them', () => {
    expect(
      ['put_aside', 'close', 'set_read', 'agree', 'refused', 'custom'].map(actionColour),
    ).toEqual(['warning', 'secondary', 'primary', 'success', 'danger', 'secondary']);
  });
});
