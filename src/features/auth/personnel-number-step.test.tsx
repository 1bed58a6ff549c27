import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { initialisedState, mockSettings } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { PersonnelNumberStep } from './personnel-number-step';
import { startButtons } from './start-buttons';
import { cleanTabelNumber } from './tabel-number';

const targets = [
  '/cabinet',
  '/preshift',
  '/extra-education',
  '/electronic-courses',
  '/siz',
  '/demo',
].map((path) => ({
  path,
  element: <p>{`arrived at ${path}`}</p>,
}));

const renderStep = (settings: Record<string, unknown> = {}) =>
  renderWithProviders(<PersonnelNumberStep initialNumber={null} />, {
    preloadedState: initialisedState({ settings }),
    routes: targets,
  });

describe('personnel number', () => {
  it('keeps only positive numbers', () => {
    expect(cleanTabelNumber('-12')).toBe('12');
    expect(cleanTabelNumber('12-34')).toBe('12-34');
    expect(cleanTabelNumber('1a2 3')).toBe('123');
  });

  it('shows each start button by its module and setting', () => {
    const all = startButtons(mockSettings());
    expect(all.map((button) => [button.key, button.target])).toEqual([
      ['preshift', '/preshift'],
      ['additional', '/extra-education'],
      ['courses', '/electronic-courses'],
      ['cabinet', '/cabinet'],
      ['ppe', '/siz'],
      ['demo', '/demo'],
    ]);
    const none = startButtons(
      mockSettings({
        modules: [],
        extra_education_in_auth_screen: true,
        electronic_courses_in_auth_screen: true,
        use_ipm_in_start_screen: true,
        demo: true,
      }),
    );
    expect(none.map((button) => button.key)).toEqual(['cabinet']);
    const modulesOnly = startButtons(
      mockSettings({
        extra_education_in_auth_screen: false,
        electronic_courses_in_auth_screen: false,
        use_ipm_in_start_screen: false,
        demo: false,
      }),
    );
    expect(modulesOnly.map((button) => button.key)).toEqual(['preshift', 'cabinet']);
  });

  it('says Invalid tabel number for an empty number', async () => {
    const api = setupMockApi();
    await renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Cabinet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid tabel number');
    expect(api.requests).toEqual([]);
  });

  it('refuses 0 and 000 (spec 1 §5: only positive numbers) with Invalid tabel number; nothing is sent', async () => {
    const api = setupMockApi();
    await renderStep();
    const user = userEvent.setup();
    for (const digits of [['0'], ['0', '0', '0']]) {
      await user.clear(screen.getByLabelText('Tabel number'));
      for (const digit of digits) await user.click(screen.getByRole('button', { name: digit }));
      await user.click(screen.getByRole('button', { name: 'Cabinet' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid tabel number');
    }
    await user.type(screen.getByLabelText('Tabel number'), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid tabel number');
    expect(api.requests).toEqual([]);
  });

  it('types on the keypad, ignores a leading dash, and logs in to the button target', async () => {
    const api = setupMockApi();
    await renderStep();
    const user = userEvent.setup();
    for (const key of [
      'Dash',
      '1',
      '0',
      '0',
      '1',
      'Dash',
      '7',
      'Delete the last character',
      'Delete the last character',
    ]) {
      await user.click(screen.getByRole('button', { name: key }));
    }
    expect(screen.getByLabelText('Tabel number')).toHaveValue('1001');
    await user.click(screen.getByRole('button', { name: 'Preshift' }));
    expect(await screen.findByText('arrived at /preshift')).toBeInTheDocument();
    expect(api.calls('POST', 'employees/auth')[0]?.body).toEqual({
      uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a',
      second_auth: '0',
    });
  });

  it('Demo needs no login', async () => {
    const api = setupMockApi();
    await renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(screen.getByText('arrived at /demo')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('the clock ticks every second', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00') });
    setupMockApi();
    await renderStep();
    const clock = screen.getByLabelText('Current time');
    expect(clock).toHaveTextContent('08:00:00');
    act(() => vi.advanceTimersByTime(999));
    expect(clock).toHaveTextContent('08:00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(clock).toHaveTextContent('08:00:01');
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByLabelText('Tabel number')).toHaveValue('5');
  });
});
