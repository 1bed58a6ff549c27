/** The serial RFID reader's line protocol (spec 1 §5, §8, §9): one card code per line. */
import { cleanLine, isLineNoise } from './serial-line';

/**
 * The reader's syntax-error line (spec 1 §5: "The serial RFID reader ignores the device's syntax
 * error line"): what it answers to input it does not understand, such as the test probe below.
 * Matched case-insensitively as a substring ('Syntax error', 'SYNTAX ERROR', '?Syntax error').
 */
export const RFID_SYNTAX_ERROR_LINE = 'Syntax error';

/** Ends each line the reader sends; CR, STX and ETX framing is stripped by the protocol. */
export const RFID_LINE_DELIMITER = '\n';

/**
 * What the test read sends: a line no reader takes for a command, so a live reader answers at
 * once (its syntax-error line) and a silent port fails the 2 s test (spec 1 §8).
 */
export const RFID_TEST_PROBE = '?\r\n';

/** What one line of the reader means. */
export type RfidLine = { kind: 'card'; code: string } | { kind: 'ignored' };

/** Whether a line is the reader's syntax-error line. */
export const isRfidSyntaxErrorLine = (line: string): boolean =>
  line.toLowerCase().includes(RFID_SYNTAX_ERROR_LINE.toLowerCase());

/** Reads a line: the card code, or ignored (empty, noise, the syntax-error line). */
export function parseRfidLine(raw: string): RfidLine {
  const line = cleanLine(raw);
  if (line === '' || isLineNoise(line) || isRfidSyntaxErrorLine(line)) return { kind: 'ignored' };
  return { kind: 'card', code: line };
}
