// A fake 2D canvas context for jsdom (which has none): every method is a recorded no-op, image
// data is real, and toDataURL gives a small PNG, so noise and signature drawing can be tested.
import { vi } from 'vitest';

/** A 1 × 1 transparent PNG. */
export const FAKE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface FakeCanvas {
  /** Every context method called, by name, in order. */
  calls: string[];
  /** The image data passed to putImageData, in order. */
  frames: ImageData[];
  count: (method: string) => number;
}

/** Installs the fake on HTMLCanvasElement.prototype (vitest's restoreMocks takes it off again). */
export function installFakeCanvas(): FakeCanvas {
  const fake: FakeCanvas = {
    calls: [],
    frames: [],
    count: (method) => fake.calls.filter((call) => call === method).length,
  };
  const contextFor = (canvas: HTMLCanvasElement) => {
    const state: Record<string | symbol, unknown> = { canvas };
    const methods: Record<string, (...args: never[]) => unknown> = {
      createImageData: (width: number, height: number) => ({
        width,
        height,
        data: new Uint8ClampedArray(width * height * 4),
      }),
      putImageData: (image: ImageData) => fake.frames.push(image),
    };
    return new Proxy(state, {
      get: (target, key) =>
        key in target
          ? target[key]
          : (...args: never[]) => {
              fake.calls.push(String(key));
              return methods[String(key)]?.(...args);
            },
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  };
  const contexts = new WeakMap<HTMLCanvasElement, object>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    if (!contexts.has(this)) contexts.set(this, contextFor(this));
    return contexts.get(this) as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    `data:image/png;base64,${FAKE_PNG_BASE64}`,
  );
  return fake;
}
