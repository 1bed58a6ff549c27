import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { ProgressCircle } from './progress-circle';

const CIRCUMFERENCE = 2 * Math.PI * 20;

describe('progress circle', () => {
  it('moves the ring on every 25 ms tick and the seconds once a second', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithProviders(<ProgressCircle durationMs={2_000} />);
    const ring = () =>
      Number(container.querySelector('.timer-ring__value')?.getAttribute('stroke-dashoffset'));
    expect(ring()).toBe(0);
    expect(screen.getByRole('timer')).toHaveTextContent('2');

    act(() => vi.advanceTimersByTime(25));
    expect(ring()).toBeCloseTo(CIRCUMFERENCE * (25 / 2_000));
    act(() => vi.advanceTimersByTime(975));
    expect(ring()).toBeCloseTo(CIRCUMFERENCE / 2);
    expect(screen.getByRole('timer')).toHaveTextContent('1');
    expect(screen.getByRole('timer', { name: /1/ })).toBeInTheDocument();
  });

  it('stands still while not running', async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    await renderWithProviders(
      <ProgressCircle durationMs={1_000} running={false} onExpire={onExpire} />,
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('1');
  });
});
