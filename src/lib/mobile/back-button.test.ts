import { describe, expect, it } from 'vitest';

import { backButtonAction, isFlowPath } from './back-button';

describe('the Android back button', () => {
  it('does nothing inside a flow or its result screens', () => {
    for (const path of [
      '/preshift',
      '/extra-education',
      '/targeted_training',
      '/electronic-courses/12/lesson/3',
      '/notices',
      '/questionary',
      '/failvisual',
      '/success',
    ]) {
      expect(isFlowPath(path)).toBe(true);
      expect(backButtonAction(path)).toBe('ignore');
    }
  });

  it('closes the app on the start screen and goes back anywhere else', () => {
    expect(backButtonAction('/')).toBe('exit');
    expect(backButtonAction('/cabinet')).toBe('back');
    expect(backButtonAction('/library/regulations')).toBe('back');
    expect(isFlowPath('/preshift-report')).toBe(false);
    expect(isFlowPath('/')).toBe(false);
  });
});
