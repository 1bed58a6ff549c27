import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { FAKE_PNG_BASE64, installFakeCanvas } from '@/components/material/testing/fake-canvas';
import { renderWithProviders } from '@/testing/render';

import type { SignatureActionsOptions, SignatureResult } from './signature-contract';
import { SignatureStepView } from './signature-step-view';
import { blobBytes } from './testing-blob';

/** The host's buttons, as the stepper would render them. */
const actions = ({ disabled, onAction, seconds }: SignatureActionsOptions) => (
  <div data-seconds={seconds} className="host-actions">
    <button type="button" disabled={disabled} onClick={onAction}>
      Next
    </button>
    <button type="button" disabled={disabled} onClick={onAction}>
      Finish and exit
    </button>
  </div>
);

async function open(required = false) {
  vi.useFakeTimers();
  installFakeCanvas();
  const onFinish = vi.fn<(result: SignatureResult) => void>();
  const view = await renderWithProviders(
    <SignatureStepView required={required} onFinish={onFinish} renderActions={actions} />,
  );
  return { ...view, onFinish };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const buttons = () => [next(), screen.getByRole('button', { name: 'Finish and exit' })];
const canvas = () => screen.getByLabelText('Signature field');
const tap = () => fireEvent.click(screen.getByRole('button', { name: 'Tap here to sign' }));

/** Presses the mouse on the canvas and moves it; `release` lets it go over the page. */
function mouseStroke({ release = true } = {}) {
  fireEvent.mouseDown(canvas(), { which: 1, button: 0, clientX: 10, clientY: 10 });
  for (let x = 20; x <= 80; x += 10) {
    act(() => vi.advanceTimersByTime(20));
    fireEvent.mouseMove(canvas(), { which: 1, buttons: 1, clientX: x, clientY: 10 + x / 2 });
  }
  if (release) fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 80, clientY: 50 });
}

const touch = (x: number, y: number) => ({ clientX: x, clientY: y, identifier: 1 });

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...{ x: 0, y: 0, left: 0, top: 0, right: 300, bottom: 150, width: 300, height: 150 },
    toJSON: () => ({}),
  });
});

describe('signature step view', () => {
  it('starts with the tap area, no canvas and the buttons disabled', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Tap here to sign' })).toBeEnabled();
    expect(screen.queryByLabelText('Signature field')).not.toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('Time to sign: 60 s');
    expect(screen.queryByText(/This step is required/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the signature field' })).toBeNull();
  });

  it('enables the buttons only once a stroke has ended; Clear disables them again', async () => {
    const { onFinish } = await open();
    tap();
    expect(canvas().tagName).toBe('CANVAS');
    mouseStroke({ release: false });
    for (const button of buttons()) expect(button).toBeDisabled();
    fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 80, clientY: 50 });
    for (const button of buttons()) expect(button).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the signature field' }));
    for (const button of buttons()) expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear the signature field' })).toBeNull();
    fireEvent.click(next());
    expect(onFinish).not.toHaveBeenCalled();

    mouseStroke();
    expect(next()).toBeEnabled();
  });

  it('saves the drawing as a PNG Blob on the action, once, and then the buttons stop', async () => {
    const { onFinish, container } = await open();
    tap();
    mouseStroke();
    act(() => vi.advanceTimersByTime(5_000));
    expect(container.querySelector('.host-actions')).toHaveAttribute('data-seconds', '55');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and exit' }));

    expect(onFinish).toHaveBeenCalledTimes(1);
    const [{ png, reason }] = onFinish.mock.calls[0] as [SignatureResult];
    expect(png).toBeInstanceOf(Blob);
    expect(png?.type).toBe('image/png');
    expect(reason).toBeUndefined();
    expect(vi.mocked(HTMLCanvasElement.prototype.toDataURL).mock.calls[0]?.[0]).toBe('image/png');

    for (const button of buttons()) expect(button).toBeDisabled();
    fireEvent.click(next());
    act(() => vi.advanceTimersByTime(60_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    vi.useRealTimers();
    const bytes = await blobBytes(png as Blob);
    expect(bytes).toEqual([...atob(FAKE_PNG_BASE64)].map((char) => char.charCodeAt(0)));
    expect(bytes.slice(1, 4)).toEqual([0x50, 0x4e, 0x47]);
  });

  it('runs the same action by itself after 60 s, not before, and the buttons stop working', async () => {
    const { onFinish, container } = await open();
    tap();
    mouseStroke();
    act(() => vi.advanceTimersByTime(60_000 - 140 - 1));
    expect(onFinish).not.toHaveBeenCalled();
    expect(next()).toBeEnabled();
    expect(container.querySelector('.host-actions')).toHaveAttribute('data-seconds', '1');
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0]?.[0].png?.type).toBe('image/png');
    for (const button of buttons()) expect(button).toBeDisabled();
    fireEvent.click(next());
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('gives null and "no touch by finger or mouse" when the time runs out with nothing drawn', async () => {
    const { onFinish } = await open();
    tap();
    act(() => vi.advanceTimersByTime(59_999));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledWith({ png: null, reason: 'noTouch' });
    expect(screen.getByRole('alert')).toHaveTextContent('no touch by finger or mouse');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/expired/);
    expect(screen.getByRole('timer')).toHaveTextContent('Time to sign: 0 s');
  });

  it('warns on a required step and, when its time runs out unsigned, says the result is not counted', async () => {
    const { onFinish } = await open(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This step is required, if the time expires, the result will not be counted',
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({ png: null, reason: 'expired' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('no touch by finger or mouse');
    expect(alert).toHaveTextContent(
      'The time spent on the signature has expired, the result has been canceled and not counted',
    );
    expect(screen.getByRole('button', { name: 'Tap here to sign' })).toBeDisabled();
  });

  it('saves a required step normally when it was signed', async () => {
    const { onFinish } = await open(true);
    tap();
    mouseStroke();
    fireEvent.click(next());
    expect(onFinish.mock.calls[0]?.[0]).toEqual({ png: expect.any(Blob) });
  });

  it('ends a mouse stroke that leaves the canvas', async () => {
    await open();
    tap();
    mouseStroke({ release: false });
    expect(next()).toBeDisabled();
    fireEvent.mouseLeave(canvas(), { buttons: 1, clientX: 400, clientY: 50 });
    expect(next()).toBeEnabled();
  });

  it('ends a touch stroke on touch end, or as soon as the finger leaves the canvas', async () => {
    await open();
    tap();
    const start = (x: number) =>
      fireEvent.touchStart(canvas(), {
        touches: [touch(x, 20)],
        targetTouches: [touch(x, 20)],
        changedTouches: [touch(x, 20)],
      });
    const move = (x: number) =>
      fireEvent.touchMove(canvas(), { touches: [touch(x, 40)], targetTouches: [touch(x, 40)] });
    start(20);
    move(60);
    expect(next()).toBeDisabled();
    fireEvent.touchEnd(canvas(), { changedTouches: [touch(60, 40)] });
    expect(next()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the signature field' }));
    start(200);
    move(250);
    expect(next()).toBeDisabled();
    move(320);
    expect(next()).toBeEnabled();
  });
});
