import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { outcomeNote } from '@/lib/outbox/outbox-types';
import { toastShown } from '@/lib/state/toast-slice';
import { renderWithProviders } from '@/testing/render';

import { ExitTimerRing } from './exit-timer-ring';
import { Modal } from './modal';
import { NumericKeypad } from './numeric-keypad';
import { Popover } from './popover';
import { ProgressCircle } from './progress-circle';
import { LONG_POPOVER_MS } from './timing';
import { ToastStack } from './toast-stack';

describe('toasts', () => {
  it('show the message in the current language and close themselves after 4 s', async () => {
    vi.useFakeTimers();
    const { store } = await renderWithProviders(<ToastStack />);
    act(() => {
      store.dispatch(
        toastShown({
          kind: 'error',
          messageKey: 'errors:maintenance.toast',
          detail: 'upstream 503',
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Work is underway on the server, application functions are temporarily disabled',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('upstream 503');
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('say beside the spec’s error text that a kept write is saved on the terminal, in the current language', async () => {
    const { store } = await renderWithProviders(<ToastStack />);
    act(() => {
      store.dispatch(
        toastShown({
          kind: 'error',
          messageKey: 'stepper:errors.sendTraining',
          noteKey: outcomeNote('retrying'),
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error sending training results' +
        'Saved on this terminal: it will be sent by itself. There is no need to do it again.',
    );
    expect(outcomeNote('waiting')).toBe(outcomeNote('retrying'));
    expect(outcomeNote('unsent')).toBe('outcome:notKept');
    expect(outcomeNote('dead')).toBeUndefined();
  });
});

describe('exit-timer ring', () => {
  it('counts 5 s by default, emptying by a fifth each second, and calls back once when it lapses', async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    await renderWithProviders(<ExitTimerRing onExpire={onExpire} />);
    const ring = screen.getByRole('timer');
    expect(ring).toHaveAttribute('data-percent', '100');
    act(() => vi.advanceTimersByTime(1_000));
    expect(ring).toHaveAttribute('data-percent', '80');
    expect(ring).toHaveAccessibleName('4 s left');
    act(() => vi.advanceTimersByTime(3_999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ring).toHaveAttribute('data-percent', '0');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('draws red in the danger tone', async () => {
    await renderWithProviders(<ExitTimerRing seconds={20} tone="danger" />);
    expect(screen.getByRole('timer')).toHaveClass('timer-ring--danger');
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 s left');
  });
});

function PopoverHarness({ ms }: { ms?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onClose={() => setOpen(false)} autoCloseMs={ms} label="Info">
      <p>Details</p>
    </Popover>
  );
}

describe('popover', () => {
  it('closes itself after 5 s by default', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<PopoverHarness />);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('dialog', { name: 'Info' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Info' })).not.toBeInTheDocument();
  });

  it('stays 10 s for notifications and device info', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<PopoverHarness ms={LONG_POPOVER_MS} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('dialog', { name: 'Info' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Info' })).not.toBeInTheDocument();
  });
});

describe('modal', () => {
  it('registers in the modal stack while shown', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Modal id="m1" title="Select yourself" onClose={() => setOpen(false)}>
          <p>Body</p>
        </Modal>
      ) : null;
    }
    const { store } = await renderWithProviders(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Select yourself' })).toBeInTheDocument();
    expect(store.getState().modal.ids).toEqual(['m1']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().modal.ids).toEqual([]);
  });
});

describe('numeric keypad', () => {
  it('types digits, the dash and backspace', async () => {
    const typed: string[] = [];
    await renderWithProviders(
      <NumericKeypad
        onDigit={(d) => typed.push(d)}
        onDash={() => typed.push('-')}
        onBackspace={() => typed.push('<')}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Dash' }));
    await user.click(screen.getByRole('button', { name: 'Delete the last character' }));
    expect(typed).toEqual(['1', '0', '-', '<']);
  });

  it('has no dash key on the PIN keypad', async () => {
    await renderWithProviders(
      <NumericKeypad onDigit={() => undefined} onBackspace={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'Dash' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(11);
  });
});

describe('progress circle', () => {
  it('ticks every 25 ms and expires at the end of its time', async () => {
    const onExpire = vi.fn();
    vi.useFakeTimers();
    await renderWithProviders(<ProgressCircle durationMs={1_000} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(975));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(25));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
