import type { NetworkSample } from '@/lib/api/client';

/** Above this response time (ms) a connection counts as slow (spec 1 §2, spec 2 §9). */
export const NETWORK_SLOW_MS = 500;

/** The network indicator's colours. */
export type NetworkColour = 'red' | 'black' | 'orange' | 'green';

/**
 * The network indicator (spec 1 §2): red for an HTTP 5xx, or no code with a speed above 0; black
 * for no speed or code 0; orange for a speed above 500 with a code; otherwise green.
 */
export function networkColour({
  speed,
  code,
}: Pick<NetworkSample, 'speed' | 'code'>): NetworkColour {
  if (code >= 500 && code <= 599) return 'red';
  if (!code && speed > 0) return 'red';
  if (!speed || code === 0) return 'black';
  if (speed > NETWORK_SLOW_MS) return 'orange';
  return 'green';
}

/** The text each colour stands for, as header dictionary keys. */
export const networkTextKeys = {
  red: 'device.network.error',
  black: 'device.network.offline',
  orange: 'device.network.slow',
  green: 'device.network.good',
} as const satisfies Record<NetworkColour, string>;
