import { describe, expect, it } from 'vitest';

import {
  ALCOTESTER,
  ALCOTESTER_COMMANDS,
  ALCOTESTER_LINES,
  parseBreathalyzerLine,
  type BreathalyzerLineTable,
} from './breathalyzer-protocol';

const parse = (line: string) => parseBreathalyzerLine(line, ALCOTESTER_LINES);

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
