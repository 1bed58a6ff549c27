import { useEffect, useRef } from 'react';

import { NOISE_FPS, NOISE_HEIGHT, NOISE_INTENSITY, NOISE_WIDTH } from './material-constants';

/** Props of NoiseCanvas; the defaults are the spec's (220, 4 fps). */
export interface NoiseCanvasProps {
  /** The brightest grey drawn (0–255). */
  intensity?: number;
  fps?: number;
}

/** Fills the canvas with random grey pixels from 0 up to `intensity`. */
export function drawNoise(context: CanvasRenderingContext2D, intensity: number) {
  const { width, height } = context.canvas;
  const image = context.createImageData(width, height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const value = Math.floor(Math.random() * (intensity + 1));
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 255;
  }
  context.putImageData(image, 0, 0);
}

/** Animated grey noise (the failed-video fallback), redrawn `fps` times a second until unmount. */
export function NoiseCanvas({ intensity = NOISE_INTENSITY, fps = NOISE_FPS }: NoiseCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // No 2D context without a real canvas (jsdom): then there is nothing to draw.
    const context = ref.current?.getContext('2d');
    if (!context) return undefined;
    drawNoise(context, intensity);
    // setInterval rather than requestAnimationFrame: 4 fps needs no frame sync, and fake timers drive it.
    const id = setInterval(() => drawNoise(context, intensity), 1000 / fps);
    return () => clearInterval(id);
  }, [intensity, fps]);
  return (
    <canvas
      ref={ref}
      className="noise-canvas"
      width={NOISE_WIDTH}
      height={NOISE_HEIGHT}
      aria-hidden="true"
    />
  );
}
