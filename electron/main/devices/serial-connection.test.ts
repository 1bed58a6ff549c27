import { describe, expect, it } from 'vitest';

import { classifyOpenError } from './serial-connection';

describe('classifyOpenError', () => {
  it.each([
    'Error: No such file or directory, cannot open /dev/ttyUSB0',
    'Opening COM3: File not found',
    "Port does not exist - please call MockBinding.createPort('COM3') first",
  ])('%j is notFound', (message) => {
    expect(classifyOpenError(new Error(message))).toEqual({ code: 'notFound', message });
  });

  it.each([
    'Opening COM3: Access denied',
    'Error: Permission denied, cannot open /dev/ttyS0',
    'Error Resource temporarily unavailable Cannot lock port',
    'Port is locked cannot open',
    'Error: Device or resource busy, cannot open /dev/ttyACM0',
  ])('%j is accessDenied, the message passed on', (message) => {
    expect(classifyOpenError(new Error(message))).toEqual({ code: 'accessDenied', message });
  });

  it('reads an errno code too', () => {
    const error = Object.assign(new Error('open failed'), { code: 'EACCES' });
    expect(classifyOpenError(error)).toEqual({ code: 'accessDenied', message: 'open failed' });
  });

  it('anything else is failed', () => {
    expect(classifyOpenError('Opening COM3: Unknown error code 121')).toEqual({
      code: 'failed',
      message: 'Opening COM3: Unknown error code 121',
    });
  });
});
