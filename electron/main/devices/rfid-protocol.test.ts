import { describe, expect, it } from 'vitest';

import { isRfidSyntaxErrorLine, parseRfidLine, RFID_SYNTAX_ERROR_LINE } from './rfid-protocol';

describe('parseRfidLine', () => {
  it('reads a card code, framing (STX, ETX, CR) stripped', () => {
    expect(parseRfidLine('0012345678\r')).toEqual({ kind: 'card', code: '0012345678' });
    expect(parseRfidLine('\u0002A1B2C3D4\u0003')).toEqual({ kind: 'card', code: 'A1B2C3D4' });
  });

  it("ignores the reader's syntax-error line in any case", () => {
    expect(RFID_SYNTAX_ERROR_LINE).toBe('Syntax error');
    for (const line of ['Syntax error', 'SYNTAX ERROR\r', '?syntax error: TEST'])
      expect(parseRfidLine(line)).toEqual({ kind: 'ignored' });
    expect(isRfidSyntaxErrorLine('0012345678')).toBe(false);
  });

  it('ignores empty lines and garbage bytes', () => {
    for (const line of ['', '\r', '\ufffd\ufffd12', '12\u001b[0m'])
      expect(parseRfidLine(line)).toEqual({ kind: 'ignored' });
  });
});
