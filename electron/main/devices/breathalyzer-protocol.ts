/**
 * The alcohol tester's line protocol as data (spec 1 §4, §9): statuses are read by substring, the
 * result is 'name,value-level'. Another device model is another table, not another parser.
 */
import { parseBreathalyzerResult } from '../../shared/breathalyzer-result';
import type { BreathalyzerStatus } from '../../shared/kiosk-api';
import { cleanLine, isLineNoise } from './serial-line';

/** A substring of a status line and the status it means. */
export interface BreathalyzerStatusRule {
  match: string;
  status: BreathalyzerStatus;
}

/** How a device model's lines read: its status substrings (first match wins) and its error substrings. */
export interface BreathalyzerLineTable {
  statuses: readonly BreathalyzerStatusRule[];
  errors: readonly string[];
}

/** The commands a model understands, sent as written. */
export interface BreathalyzerCommands {
  start: string;
  close: string;
  reset: string;
}

/** A device model: how its lines read and what it is told. */
export interface BreathalyzerModel {
  lines: BreathalyzerLineTable;
  commands: BreathalyzerCommands;
}

/** The alcotester's statuses (spec 1 §4); 'STANBY' is the device's own spelling. */
export const ALCOTESTER_LINES: BreathalyzerLineTable = {
  statuses: [
    { match: 'STANBY', status: 'ready' },
    { match: 'TRIGGER', status: 'analysing' },
    { match: 'BREATH', status: 'analysing' },
    { match: 'RESULT', status: 'analysing' },
    { match: 'END', status: 'finished' },
  ],
  // The spec names no error line; the device reports its faults as ERROR… / ERR… / FAIL… lines.
  errors: ['ERR', 'FAIL'],
};

/** The alcotester's commands (spec 1 §9). */
export const ALCOTESTER_COMMANDS: BreathalyzerCommands = {
  start: '$START',
  close: '$CLOSE',
  reset: '$RESET',
};

/** The alcotester model of spec 1. */
export const ALCOTESTER: BreathalyzerModel = {
  lines: ALCOTESTER_LINES,
  commands: ALCOTESTER_COMMANDS,
};

/** What one line of the device means. */
export type BreathalyzerLine =
  | { kind: 'status'; status: BreathalyzerStatus }
  | { kind: 'result'; text: string }
  | { kind: 'error'; message: string }
  | { kind: 'ignored' };

/** The separator every result line has: a printable line with it that is not a valid result is malformed. */
const RESULT_SEPARATOR = ',';

/**
 * Reads one line: a valid result first (so a device name never reads as a status), then the
 * model's error and status substrings; a printable line with a comma that is no valid result is
 * a malformed result (an error); empty lines, noise and unknown chatter are ignored.
 */
export function parseBreathalyzerLine(raw: string, table: BreathalyzerLineTable): BreathalyzerLine {
  const line = cleanLine(raw);
  if (line === '' || isLineNoise(line)) return { kind: 'ignored' };
  const result = parseBreathalyzerResult(line);
  if (result) return { kind: 'result', text: result.text };
  if (table.errors.some((marker) => line.includes(marker)))
    return { kind: 'error', message: `device error: "${line}"` };
  const rule = table.statuses.find((candidate) => line.includes(candidate.match));
  if (rule) return { kind: 'status', status: rule.status };
  if (line.includes(RESULT_SEPARATOR))
    return { kind: 'error', message: `malformed result: "${line}"` };
  return { kind: 'ignored' };
}
