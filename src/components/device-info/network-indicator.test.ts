import { describe, expect, it } from 'vitest';

import { NETWORK_SLOW_MS, networkColour } from './network-indicator';

describe('networkColour', () => {
  it('is red for an HTTP 5xx, or no code with a speed above 0', () => {
    expect(networkColour({ speed: 120, code: 500 })).toBe('red');
    expect(networkColour({ speed: 40, code: 503 })).toBe('red');
    expect(networkColour({ speed: 0, code: 599 })).toBe('red');
    expect(networkColour({ speed: 30, code: 0 })).toBe('red');
  });

  it('is black with no speed or code 0', () => {
    expect(networkColour({ speed: 0, code: 0 })).toBe('black');
    expect(networkColour({ speed: 0, code: 200 })).toBe('black');
  });

  it('is orange above 500 ms with a code, green at 500 ms and below', () => {
    expect(NETWORK_SLOW_MS).toBe(500);
    expect(networkColour({ speed: 501, code: 200 })).toBe('orange');
    expect(networkColour({ speed: 2_000, code: 404 })).toBe('orange');
    expect(networkColour({ speed: 500, code: 200 })).toBe('green');
    expect(networkColour({ speed: 1, code: 401 })).toBe('green');
  });
});
