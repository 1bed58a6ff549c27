import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BreathalyzerStatus, KioskApi } from '@shared/kiosk-api';

import { stepSchema } from '@/lib/api/schemas/flows';
import { installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { START_TIMEOUT_MS } from '@/lib/bridge/use-breathalyzer';
import { setLogSinks } from '@/lib/log';
import { initialisedState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { stepProps } from '../testing/step-props';

import { BreathalyzerStep, IDLE_MS, type BreathalyzerStepProps } from './breathalyzer-step';

const host = window as Window & { kiosk?: unknown; kioskSimulator?: unknown };
afterEach(() => {
  delete host.kiosk;
  delete host.kioskSimulator;
});

const step = stepSchema.parse({
  uuid: 'step-breath',
  name: 'breathalyze',
  title: 'Breath test',
}) as BreathalyzerStepProps['step'];

async function renderStep(overrides: Partial<BreathalyzerStepProps> = {}) {
  const props = { ...stepProps(step), ...overrides };
  const view = await renderWithProviders(<BreathalyzerStep {...props} />, {
    preloadedState: initialisedState(),
  });
  return { props, view };
}

const flush = () => act(async () => {});
const logged: Array<{ message: string; details: unknown }> = [];
const captureLog = () => {
  logged.length = 0;
  setLogSinks([(_level, message, details) => logged.push({ message, details })]);
};

describe('the breathalyzer step', () => {
  it('starts the device and shows Wait, Blow, Analysis, then the result, which it records', async () => {
    const simulator = installSimulatedKiosk();
    const { props } = await renderStep();
    expect(simulator.breathalyzer.starts()).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wait');
    act(() => simulator.breathalyzer.ready());
    expect(screen.getByRole('status')).toHaveTextContent('Blow into the breathalyzer');
    act(() => simulator.breathalyzer.analyse());
    expect(screen.getByRole('status')).toHaveTextContent('Analysis');
    expect(props.advance).not.toHaveBeenCalled();
    act(() => simulator.breathalyzer.finish('Drager,0.12-low'));
    expect(screen.getByRole('status')).toHaveTextContent('Analysis completed');
    expect(screen.getByText('Result: 0.12')).toBeInTheDocument();
    expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: 'Drager,0.12-low' });
    await flush();
    expect(props.advance).toHaveBeenCalledOnce();
    expect(simulator.breathalyzer.resets()).toBe(0);
  });

  it('flags a reading at or above the threshold from the settings, records it and moves on', async () => {
    const simulator = installSimulatedKiosk();
    const { props, view } = await renderStep();
    act(() => simulator.breathalyzer.ready());
    act(() => simulator.breathalyzer.finish('Drager,0.62-high'));
    expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: 'Drager,0.62-high' });
    expect(view.store.getState().toast.items).toEqual([
      expect.objectContaining({
        kind: 'warning',
        messageKey: 'stepper:breathalyzer.aboveThreshold',
        params: { value: '0.62', threshold: 0.5 },
      }),
    ]);
    await flush();
    expect(props.advance).toHaveBeenCalledOnce();
  });

  it('does not flag a reading under the threshold', async () => {
    const simulator = installSimulatedKiosk();
    const { view } = await renderStep();
    act(() => simulator.breathalyzer.ready());
    act(() => simulator.breathalyzer.finish('Drager,0.12-low'));
    expect(view.store.getState().toast.items).toEqual([]);
  });

  it('raises the start error at 30 s without a ready status, records null and moves on', async () => {
    vi.useFakeTimers();
    captureLog();
    installSimulatedKiosk();
    const { props } = await renderStep();
    act(() => vi.advanceTimersByTime(START_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(props.record).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('alcohol tester start error');
    expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: null });
    await flush();
    expect(props.advance).toHaveBeenCalledOnce();
    expect(logged).toContainEqual({
      message: 'breathalyzer: alcohol tester start error',
      details: { typeError: 'ALCO_FAIL', code: 'startTimeout' },
    });
    expect(START_TIMEOUT_MS).toBe(30_000);
  });

  it('returns to / via leave() after 20 s of readiness without a breath, and resets the device', async () => {
    vi.useFakeTimers();
    const simulator = installSimulatedKiosk();
    const { props, view } = await renderStep();
    act(() => vi.advanceTimersByTime(10_000));
    act(() => simulator.breathalyzer.ready());
    act(() => vi.advanceTimersByTime(IDLE_MS - 1));
    expect(props.leave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.leave).toHaveBeenCalledOnce();
    // Readiness also ended the start time-out (30 s from the start have passed).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(props.record).not.toHaveBeenCalled();
    view.unmount();
    expect(simulator.breathalyzer.resets()).toBe(1);
    expect(IDLE_MS).toBe(20_000);
  });

  it('stops the idle timer once the user blows, and does not reset a device that is analysing', async () => {
    vi.useFakeTimers();
    const simulator = installSimulatedKiosk();
    const { props, view } = await renderStep();
    act(() => simulator.breathalyzer.ready());
    act(() => vi.advanceTimersByTime(IDLE_MS - 1_000));
    act(() => simulator.breathalyzer.analyse());
    act(() => vi.advanceTimersByTime(IDLE_MS));
    expect(props.leave).not.toHaveBeenCalled();
    view.unmount();
    expect(simulator.breathalyzer.resets()).toBe(0);
  });

  it.each([
    ['notFound', 'Alcotester not found'],
    ['module', 'Error in module Alcotester'],
    ['accessDenied', 'Access to the breathalyzer port is denied'],
  ] as const)(
    'shows a %s device error, logs ALCO_FAIL, records null and moves on',
    async (code, text) => {
      captureLog();
      const simulator = installSimulatedKiosk();
      const { props, view } = await renderStep();
      act(() => simulator.breathalyzer.ready());
      act(() => simulator.breathalyzer.fail(code));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(view.store.getState().toast.items).toMatchObject([
        { kind: 'error', messageKey: `stepper:breathalyzer.errors.${code}` },
      ]);
      expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: null });
      await flush();
      expect(props.advance).toHaveBeenCalledOnce();
      expect(logged.at(-1)?.details).toEqual({ typeError: 'ALCO_FAIL', code });
      // The step settled: later device events change nothing.
      act(() => simulator.breathalyzer.finish('Drager,0.12-low'));
      expect(props.record).toHaveBeenCalledOnce();
    },
  );

  it('treats a malformed result as a module error', async () => {
    const simulator = installSimulatedKiosk();
    const { props } = await renderStep();
    act(() => simulator.breathalyzer.finish('Drager,0,12-low'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error in module Alcotester');
    expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: null });
  });

  it('treats a measurement that finishes without a result as a module error', async () => {
    installSimulatedKiosk();
    const device = (host.kiosk as KioskApi).breathalyzer;
    const statuses: Array<(status: BreathalyzerStatus) => void> = [];
    vi.spyOn(device, 'onStatus').mockImplementation((listener) => {
      statuses.push(listener);
      return () => undefined;
    });
    const { props } = await renderStep();
    act(() => statuses.forEach((emit) => emit('finished')));
    expect(screen.getByRole('alert')).toHaveTextContent('Error in module Alcotester');
    expect(props.record).toHaveBeenCalledExactlyOnceWith({ value: null });
  });

  it('reports a missing device at once (the shell refuses to start, or there is no shell)', async () => {
    const simulator = installSimulatedKiosk();
    simulator.breathalyzer.setPresent(false);
    const first = await renderStep();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Alcotester not found');
    expect(first.props.record).toHaveBeenCalledWith({ value: null });
    first.view.unmount();
    delete host.kiosk;
    const second = await renderStep();
    expect(screen.getByRole('alert')).toHaveTextContent('Alcotester not found');
    expect(second.props.record).toHaveBeenCalledWith({ value: null });
  });

  it('shows Skip only while the device is ready and skipping is allowed', async () => {
    const simulator = installSimulatedKiosk();
    const { props } = await renderStep({ canSkip: true });
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    act(() => simulator.breathalyzer.ready());
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(props.skip).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Control>}n{/Control}');
    expect(props.skip).toHaveBeenCalledTimes(2);
    act(() => simulator.breathalyzer.analyse());
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('never shows Skip when the step may not be skipped', async () => {
    const simulator = installSimulatedKiosk();
    await renderStep({ canSkip: false });
    act(() => simulator.breathalyzer.ready());
    expect(screen.getByRole('status')).toHaveTextContent('Blow into the breathalyzer');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});
