/**
 * An RFID reader acting as a keyboard (device setting rfid.isHid). Two rules of spec 1 apply:
 * §4 "A reader acting as a keyboard collects keystrokes until the text contains "enter"; the
 * preceding characters are the card code." and §9 "When the reader acts as a keyboard (isHid), the
 * last 5 characters of the captured value are dropped before saving."
 *
 * They are one rule: each key adds its text and the Enter key adds its name, 'Enter'. The captured
 * value is the text up to and including 'Enter' ('0012345678Enter'); dropping its last 5
 * characters drops exactly 'Enter', leaving the preceding characters ('0012345678'). Only the
 * Enter key ends a capture: letters E, N, T, E, R typed by a reader are card characters.
 *
 * Keys are read by PHYSICAL code (KeyboardEvent.code / Electron's input.code: 'Digit1', 'KeyA',
 * 'Numpad5', 'Enter'), so a Russian or Kazakh layout types the same code as a US one.
 */

/** The key name the Enter key adds; the text is complete once it contains it. */
export const HID_TERMINATOR = 'Enter';

/** Characters dropped from the end of the captured value (spec 1 §9): the length of 'Enter'. */
export const HID_DROPPED_CHARACTERS = 5;

/** A capture never grows past this (a person typing without Enter); the oldest keys go first. */
export const HID_MAX_TEXT_LENGTH = 256;

/** A key event as the shell sees it (Electron's before-input-event input, or a DOM KeyboardEvent). */
export interface HidKeyEvent {
  /** The physical key: 'Digit1', 'KeyA', 'Numpad5', 'Enter', 'NumpadEnter', 'ShiftLeft'… */
  code: string;
  /** Only key-downs count; defaults to keyDown. */
  type?: 'keyDown' | 'keyUp';
  /** Shift held: letters are upper case. */
  shift?: boolean;
}

/** Collects key events into card codes. */
export interface HidCapture {
  /** Adds a key; returns the card code when this key completed one, else null. */
  push(event: HidKeyEvent): string | null;
  /** The text collected so far. */
  text(): string;
  /** Forgets the text collected so far. */
  reset(): void;
}

/** The text a physical key adds: digits, letters, the Enter key's name; other keys add nothing. */
export function hidKeyText(code: string, shift = false): string {
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (digit) return digit[1] ?? '';
  const letter = /^Key([A-Z])$/.exec(code)?.[1];
  if (letter) return shift ? letter : letter.toLowerCase();
  if (code === 'Enter' || code === 'NumpadEnter') return HID_TERMINATOR;
  return '';
}

/** A collector for one keyboard-mode reader. */
export function createHidCapture(): HidCapture {
  let text = '';
  return {
    push(event) {
      if ((event.type ?? 'keyDown') !== 'keyDown') return null;
      const added = hidKeyText(event.code, event.shift);
      if (added === '') return null;
      if (added !== HID_TERMINATOR) {
        text = (text + added).slice(-HID_MAX_TEXT_LENGTH);
        return null;
      }
      const captured = text + added;
      text = '';
      const code = captured.slice(0, -HID_DROPPED_CHARACTERS);
      return code === '' ? null : code;
    },
    text: () => text,
    reset: () => {
      text = '';
    },
  };
}
