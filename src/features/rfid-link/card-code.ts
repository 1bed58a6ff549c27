/** After a failed read the reader restarts after 1 s (spec 1 §4). */
export const RFID_RESTART_MS = 1_000;

/** The keystrokes a keyboard-like (HID) reader ends a card with. */
const HID_SUFFIX = 'enter';

/**
 * The code to link (spec 2 §5): a keyboard-like reader (isHid) ends its captured value with the
 * 5 characters of 'enter', which are dropped before saving. A shell that already cut them off
 * hands over the bare code, which is kept as it is.
 */
export function cardCodeToSave(captured: string, isHid: boolean): string {
  const value = captured.trim();
  if (isHid && value.toLowerCase().endsWith(HID_SUFFIX))
    return value.slice(0, -HID_SUFFIX.length).trim();
  return value;
}
