import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  ALCOTESTER,
  ALCOTESTER_COMMANDS,
  ALCOTESTER_LINES,
  BREATHALYZER_RESULT_PATTERN,
  parseBreathalyzerLine,
  parseBreathalyzerResultText,
  type BreathalyzerLineTable,
} from './breathalyzer-protocol';

const parse = (line: string) => parseBreathalyzerLine(line, ALCOTESTER_LINES);

/** The renderer's result parser (src/lib/bridge/breathalyzer-result.ts), read as text, never imported. */
const RENDERER_PARSER = fileURLToPath(
  new URL('../../../src/lib/bridge/breathalyzer-result.ts', import.meta.url),
);

/** The renderer's samples (src/lib/bridge/breathalyzer-result.test.ts), verbatim: both parsers run on them. */
const VALID = [
  ['Drager,0.12-low', { name: 'Drager', valueText: '0.12', value: 0.12, level: 'low' }],
  ['  Alcotest 6820,1.50-high\r\n', { name: 'Alcotest 6820', value: 1.5, level: 'high' }],
  ['Динго,0.000-норма', { value: 0, level: 'норма' }],
] as const;
const INVALID = [
  ['', 'empty'],
  ['Drager', 'no value'],
  ['Drager,0.12', 'no level'],
  ['Drager,0-low', 'integer value'],
  ['Drager,.12-low', 'no integer part'],
  ['Drager,0,12-low', 'decimal comma'],
  ['Drager,-0.12-low', 'negative value'],
  ['Drager,abc-low', 'not a number'],
  [',0.12-low', 'no name'],
  ['Drager,0.12-', 'empty level'],
  ['Drager,0.12-low high', 'two-word level'],
  ['Drager,0.12-low,extra', 'extra field'],
  ['$END', 'a status line'],
] as const;

describe('parseBreathalyzerLine on the alcotester table', () => {
  it.each([
    ['STANBY', 'ready'],
    ['$STANBY', 'ready'],
    ['TRIGGER', 'analysing'],
    ['BREATH', 'analysing'],
    ['RESULT', 'analysing'],
    ['END', 'finished'],
    ['\u0002END\u0003\r', 'finished'],
  ])('reads the status %j by substring as %s', (line, status) => {
    expect(parse(line)).toEqual({ kind: 'status', status });
  });

  it('reads a result before statuses, so a device name never reads as one', () => {
    expect(parse('Drager,0.12-low')).toEqual({ kind: 'result', text: 'Drager,0.12-low' });
    expect(parse('BREATHALYZER END,0.12-low')).toEqual({
      kind: 'result',
      text: 'BREATHALYZER END,0.12-low',
    });
  });

  it.each(['Drager,0,12-low', 'Drager,abc-low', 'Drager,0.12'])(
    'a malformed result %j is an error',
    (line) => {
      expect(parse(line)).toEqual({ kind: 'error', message: `malformed result: "${line}"` });
    },
  );

  it("maps the device's error lines to errors", () => {
    expect(parse('ERROR 05')).toEqual({ kind: 'error', message: 'device error: "ERROR 05"' });
    expect(parse('SENSOR FAIL')).toMatchObject({ kind: 'error' });
  });

  it('ignores empty lines, noise and unknown chatter', () => {
    for (const line of ['', '  \r\n', '\ufffd\ufffd,\u0013', 'ab\u0000,cd', 'v2.1 ready?'])
      expect(parse(line)).toEqual({ kind: 'ignored' });
  });

  it('another device model is another table, not another parser', () => {
    const other: BreathalyzerLineTable = {
      statuses: [
        { match: 'WAIT_BLOW', status: 'ready' },
        { match: 'MEASURING', status: 'analysing' },
        { match: 'DONE', status: 'finished' },
      ],
      errors: ['FAULT'],
    };
    expect(parseBreathalyzerLine('WAIT_BLOW', other)).toEqual({ kind: 'status', status: 'ready' });
    expect(parseBreathalyzerLine('STANBY', other)).toEqual({ kind: 'ignored' });
    expect(parseBreathalyzerLine('FAULT 3', other)).toMatchObject({ kind: 'error' });
  });

  it("keeps the spec's commands and table as data", () => {
    expect(ALCOTESTER_COMMANDS).toEqual({ start: '$START', close: '$CLOSE', reset: '$RESET' });
    expect(ALCOTESTER).toEqual({ lines: ALCOTESTER_LINES, commands: ALCOTESTER_COMMANDS });
  });
});

describe('parseBreathalyzerResultText agrees with the renderer', () => {
  it.each(VALID)('reads %j', (line, fields) => {
    expect(parseBreathalyzerResultText(line)).toMatchObject({ text: line.trim(), ...fields });
  });

  it.each(INVALID)('rejects %j (%s)', (line) => {
    expect(parseBreathalyzerResultText(line)).toBeNull();
  });

  it("uses the renderer's very pattern (a change on either side fails here)", () => {
    const source = readFileSync(RENDERER_PARSER, 'utf8');
    const renderer = /const RESULT_LINE = (\/.+\/[a-z]*);/.exec(source)?.[1];
    expect(renderer, `no RESULT_LINE pattern found in ${RENDERER_PARSER}`).toBeDefined();
    expect(String(BREATHALYZER_RESULT_PATTERN)).toBe(renderer);
  });
});
