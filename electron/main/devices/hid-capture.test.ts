import { describe, expect, it } from 'vitest';

import {
  createHidCapture,
  HID_DROPPED_CHARACTERS,
  HID_TERMINATOR,
  hidKeyText,
  type HidKeyEvent,
} from './hid-capture';

/** What a keyboard-mode reader types: its keys by physical code, then Enter. */
const typed = (codes: string[], shift = false): HidKeyEvent[] =>
  codes.map((code) => ({ code, type: 'keyDown', shift }));

const feed = (events: HidKeyEvent[]) => {
  const capture = createHidCapture();
  return { codes: events.map((event) => capture.push(event)).filter(Boolean), capture };
};

describe('hid capture (spec 1 §4 and §9)', () => {
  it("the captured value ends in 'Enter'; dropping its last 5 characters leaves the preceding ones", () => {
    expect(HID_TERMINATOR).toHaveLength(HID_DROPPED_CHARACTERS);
    expect(HID_DROPPED_CHARACTERS).toBe(5);
    const { codes } = feed(
      typed(['Digit0', 'Digit0', 'Digit1', 'Digit2', 'Numpad3', 'Numpad4', 'Digit5', 'Enter']),
    );
    expect(codes).toEqual(['0012345']);
  });

  it('reads physical keys, so the layout (ru, kk) does not matter; Shift makes capitals', () => {
    expect(hidKeyText('KeyF')).toBe('f');
    expect(hidKeyText('KeyF', true)).toBe('F');
    expect(hidKeyText('Numpad7')).toBe('7');
    expect(hidKeyText('NumpadEnter')).toBe('Enter');
    expect(feed(typed(['KeyA', 'Digit1', 'KeyB', 'NumpadEnter'], true)).codes).toEqual(['A1B']);
  });

  it('ignores key-ups, modifiers and other keys', () => {
    const { codes } = feed([
      { code: 'ShiftLeft' },
      { code: 'Digit4' },
      { code: 'Digit4', type: 'keyUp' },
      { code: 'Tab' },
      { code: 'Digit2' },
      { code: 'Enter', type: 'keyUp' },
      { code: 'Enter' },
    ]);
    expect(codes).toEqual(['42']);
  });

  it('reads card after card; Enter alone is no card', () => {
    const { codes, capture } = feed(
      typed(['Enter', 'Digit1', 'Enter', 'Digit2', 'Digit3', 'Enter']),
    );
    expect(codes).toEqual(['1', '23']);
    expect(capture.text()).toBe('');
  });

  it('letters E-N-T-E-R typed by the reader are card characters; only the Enter key ends a capture', () => {
    expect(feed(typed(['KeyE', 'KeyN', 'KeyT', 'KeyE', 'KeyR', 'Digit9', 'Enter'])).codes).toEqual([
      'enter9',
    ]);
  });

  it('reset() forgets a half-typed code', () => {
    const capture = createHidCapture();
    capture.push({ code: 'Digit7' });
    capture.reset();
    capture.push({ code: 'Digit8' });
    expect(capture.push({ code: 'Enter' })).toBe('8');
  });
});
