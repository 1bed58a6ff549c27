/**
 * Device input fuzzing (issue 11): the breathalyzer and RFID line protocols and the keyboard-mode
 * capture take at least 10,000 random and mutated inputs each; no exception escapes and every input
 * maps to a defined status, result, error or nothing. The counts are printed.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import { parseBreathalyzerResult } from '../../shared/breathalyzer-result';
import { ALCOTESTER_LINES, parseBreathalyzerLine } from './breathalyzer-protocol';
import { createHidCapture, HID_MAX_TEXT_LENGTH, type HidKeyEvent } from './hid-capture';
import { parseRfidLine } from './rfid-protocol';

const RUNS = 10_000;
const tried: Record<string, number> = {};
const count = (name: string) => {
  tried[name] = (tried[name] ?? 0) + 1;
};
afterAll(() => {
  for (const [name, runs] of Object.entries(tried)) console.log(`fuzz: ${name}: ${runs} inputs`);
});

/** Real lines of the devices, to mutate: statuses, results, errors, framing, the RFID syntax line. */
const breathalyzerSeeds = [
  'STANBY',
  '$STANBY$',
  'TRIGGER',
  'BREATH',
  'RESULT',
  'END',
  'Drager,0.12-low',
  'Alcotester,0.00-ok',
  'ERROR 12',
  'FAIL sensor',
  '\u0002STANBY\u0003\r\n',
];
const rfidSeeds = [
  '0012345678',
  '\u00020087654321\u0003\r\n',
  'Syntax error',
  '?Syntax error',
  'AB12CD',
];

/** A seed with random edits: characters inserted, removed or replaced, cut, doubled, wrapped in framing. */
const mutated = (seeds: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.array(
        fc.tuple(
          fc.constantFrom('insert', 'delete', 'replace', 'cut', 'double', 'frame'),
          fc.nat(),
          fc.string({ unit: 'binary', maxLength: 4 }),
        ),
        { maxLength: 6 },
      ),
    )
    .map(([seed, edits]) =>
      edits.reduce((line, [edit, at, text]) => {
        const i = line.length === 0 ? 0 : at % (line.length + 1);
        switch (edit) {
          case 'insert':
            return line.slice(0, i) + text + line.slice(i);
          case 'delete':
            return line.slice(0, i) + line.slice(i + 1);
          case 'replace':
            return line.slice(0, i) + text + line.slice(i + text.length);
          case 'cut':
            return line.slice(0, i);
          case 'double':
            return line + line;
          case 'frame':
            return `\u0002${line}\u0003\r\n`;
        }
        return line;
      }, seed),
    );

/** Anything a serial port can hand over as a line: random Unicode, bytes, or a mutated real line. */
const anyLine = (seeds: string[]) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ maxLength: 2_000 }),
    mutated(seeds),
  );

/** Control characters (C0 but tab, DEL, C1) or U+FFFD: a card code never carries them. */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code < 0x20 && code !== 0x09) || (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
  });

const statuses = new Set(ALCOTESTER_LINES.statuses.map((rule) => rule.status));

describe('breathalyzer line protocol under fuzzing', () => {
  it(`maps ${RUNS} random and mutated lines to a status, a valid result, an error or nothing`, () => {
    fc.assert(
      fc.property(anyLine(breathalyzerSeeds), (raw) => {
        count('breathalyzer lines');
        const line = parseBreathalyzerLine(raw, ALCOTESTER_LINES);
        switch (line.kind) {
          case 'status':
            return statuses.has(line.status);
          case 'result':
            return parseBreathalyzerResult(line.text) !== null;
          case 'error':
            return line.message.length > 0;
          case 'ignored':
            return true;
        }
        return false;
      }),
      { numRuns: RUNS },
    );
  });

  it(`reads ${RUNS} result-shaped lines: a reading has a finite value and one-word level`, () => {
    const resultLike = fc
      .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
      .map(([name, value, level]) => `${name},${value}-${level}`);
    fc.assert(
      fc.property(fc.oneof(resultLike, anyLine(breathalyzerSeeds)), (raw) => {
        count('breathalyzer results');
        const reading = parseBreathalyzerResult(raw);
        return reading === null || (Number.isFinite(reading.value) && reading.level.length > 0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('RFID line protocol under fuzzing', () => {
  it(`maps ${RUNS} random and mutated lines to a clean card code or nothing`, () => {
    fc.assert(
      fc.property(anyLine(rfidSeeds), (raw) => {
        count('rfid lines');
        const line = parseRfidLine(raw);
        if (line.kind === 'ignored') return true;
        return (
          line.kind === 'card' &&
          line.code.length > 0 &&
          line.code === line.code.trim() &&
          !hasControlCharacter(line.code) &&
          !line.code.toLowerCase().includes('syntax error')
        );
      }),
      { numRuns: RUNS },
    );
  });

  it(`keyboard-mode capture takes ${RUNS} random key sequences without growing past its bound`, () => {
    const key: fc.Arbitrary<HidKeyEvent> = fc.record({
      code: fc.oneof(
        fc.constantFrom(
          'Digit1',
          'Numpad7',
          'KeyA',
          'KeyZ',
          'Enter',
          'NumpadEnter',
          'ShiftLeft',
          'Tab',
        ),
        fc.string({ maxLength: 12 }),
      ),
      type: fc.constantFrom('keyDown' as const, 'keyUp' as const, undefined),
      shift: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(key, { maxLength: 400 }), (keys) => {
        count('rfid key sequences');
        const capture = createHidCapture();
        for (const event of keys) {
          const code = capture.push(event);
          if (code !== null && !/^[0-9A-Za-z]+$/.test(code)) return false;
          if (capture.text().length > HID_MAX_TEXT_LENGTH) return false;
        }
        return true;
      }),
      { numRuns: RUNS },
    );
  });
});

it('fuzzed every protocol at least 10,000 times', () => {
  expect(Object.values(tried).every((runs) => runs >= RUNS)).toBe(true);
});
