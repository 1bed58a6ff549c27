import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setConfigProblems } from '@/config/config-problems';
import { initialAppState } from '@/lib/state/app-slice';
import { renderWithProviders } from '@/testing/render';

import { PinScreen } from './pin-screen';

afterEach(() => setConfigProblems([]));

describe('PIN screen without the site PIN key', () => {
  it('a refused (too short) pinKey disables the keypad and names the problem, never using the default key', async () => {
    setConfigProblems([{ kind: 'shortPinKey', key: 'pinKey', expected: '8' }]);
    await renderWithProviders(<PinScreen />, {
      config: { pinKey: '' },
      preloadedState: { app: { ...initialAppState, initialized: true } },
    });
    expect(await screen.findByText(/The PIN key \(pinKey\) is shorter than 8/)).toBeInTheDocument();
    const keypad = screen.getByRole('group');
    for (const button of within(keypad).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
