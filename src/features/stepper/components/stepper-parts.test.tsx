import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { RunStep } from '../run-model';

import { ActionButtons, buttonsFor } from './action-buttons';
import { cutTitle, StepHeader } from './step-header';

const step = (title: string): RunStep => ({ name: 'results', uuid: title, title });

describe('action buttons', () => {
  it('are Next, Proceed, or Done and Finish and exit; Done only in electronic courses', () => {
    expect(buttonsFor('middle', 'preshift')).toEqual(['next']);
    expect(buttonsFor('lastOfEducation', 'preshift')).toEqual(['proceed']);
    expect(buttonsFor('last', 'preshift')).toEqual(['done', 'exit']);
    expect(buttonsFor('last', 'electronicCourse')).toEqual(['done']);
  });

  it('work only while their exit timer runs, which then runs the main action once', async () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    await renderWithProviders(
      <ActionButtons position="last" source="preshift" seconds={20} onAction={onAction} />,
    );
    act(() => vi.advanceTimersByTime(19_999));
    expect(onAction).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('exit');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('a press runs its action and stops the timer', async () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    await renderWithProviders(
      <ActionButtons position="middle" source="preshift" onAction={onAction} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('next');
  });
});

describe('step header', () => {
  it('cuts titles at 50 characters with an ellipsis', () => {
    expect(cutTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutTitle('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
  });

  it("shows 'Next: …', and the progress as text only above 10 steps", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => step(`Step ${index + 1}`));
    const { unmount } = await renderWithProviders(
      <StepHeader activeStep={2} listStep={ten} onBack={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
    expect(screen.getByText('Next: Step 4')).toBeInTheDocument();
    expect(screen.queryByText(/Progress of execution/)).not.toBeInTheDocument();
    unmount();
    await renderWithProviders(
      <StepHeader
        activeStep={10}
        listStep={[...ten, step('Last step')]}
        onBack={() => undefined}
      />,
    );
    expect(screen.getByText('Progress of execution 11 of 11')).toBeInTheDocument();
    expect(screen.queryByText(/^Next:/)).not.toBeInTheDocument();
  });

  it('refuses to render without the active step and the list of steps', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<StepHeader activeStep={undefined} listStep={[]} onBack={() => undefined} />),
    ).toThrow();
  });
});
