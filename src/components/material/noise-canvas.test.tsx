import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NOISE_FPS, NOISE_INTENSITY } from './material-constants';
import { NoiseCanvas } from './noise-canvas';
import { installFakeCanvas } from './testing/fake-canvas';

/** The range of the frames' values, and whether every pixel is an opaque grey. */
function summary(frames: ImageData[]) {
  let min = 255;
  let max = 0;
  let grey = true;
  const distinct = new Set<number>();
  for (const { data } of frames) {
    for (let i = 0; i < data.length; i += 4) {
      const [r = -1, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      grey &&= r === g && g === b && a === 255;
      min = Math.min(min, r);
      max = Math.max(max, r);
      distinct.add(r);
    }
  }
  return { min, max, grey, distinct: distinct.size };
}

describe('noise canvas', () => {
  it('draws grey noise up to 220 at once, then again every 250 ms (4 fps), until unmounted', () => {
    expect([NOISE_INTENSITY, NOISE_FPS]).toEqual([220, 4]);
    vi.useFakeTimers();
    const canvas = installFakeCanvas();
    const { unmount } = render(<NoiseCanvas />);
    expect(canvas.count('putImageData')).toBe(1);
    act(() => vi.advanceTimersByTime(249));
    expect(canvas.count('putImageData')).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(canvas.count('putImageData')).toBe(2);
    act(() => vi.advanceTimersByTime(750));
    expect(canvas.count('putImageData')).toBe(5);

    // 160 × 90 grey pixels a frame, spread over the whole range 0–220 and never beyond it.
    expect(summary(canvas.frames)).toEqual({ min: 0, max: 220, grey: true, distinct: 221 });

    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(canvas.count('putImageData')).toBe(5);
  });

  it('takes another intensity and frame rate', () => {
    vi.useFakeTimers();
    const canvas = installFakeCanvas();
    render(<NoiseCanvas intensity={40} fps={10} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(canvas.count('putImageData')).toBe(11);
    expect(summary(canvas.frames)).toEqual({ min: 0, max: 40, grey: true, distinct: 41 });
  });

  it('draws nothing and does not fail without a 2D context', () => {
    vi.useFakeTimers();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(<NoiseCanvas />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(getContext).toHaveBeenCalledTimes(1);
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });
});
