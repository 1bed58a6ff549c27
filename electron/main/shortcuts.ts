/**
 * Keyboard escapes filtered from the kiosk page: reload, devtools, close, quit, print, find,
 * fullscreen toggles and history navigation. Ctrl+N stays (it skips a step, spec 1 §2).
 */

/** A key event as Electron's before-input-event reports it (a subset). */
export interface KeyInput {
  type: string;
  key: string;
  /** The physical key ('KeyR', 'Digit1'), whatever the layout. */
  code?: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const blockedAlone = new Set([
  'F5',
  'F11',
  'F12',
  'BrowserRefresh',
  'BrowserBack',
  'BrowserForward',
]);
/** With Ctrl (or Cmd): reload, close, quit, print, open, save, find, new window, devtools. */
const blockedWithCtrl = new Set([
  'r',
  'w',
  'q',
  'p',
  'o',
  's',
  'f',
  'g',
  'h',
  'j',
  'u',
  't',
  'F4',
  'F5',
]);
/** With Ctrl+Shift: devtools, element picker, hard reload, clear browsing data. */
const blockedWithCtrlShift = new Set(['i', 'j', 'c', 'r', 'delete']);
/** With Alt: close the window, history back and forward, the (removed) menu. */
const blockedWithAlt = new Set(['F4', 'ArrowLeft', 'ArrowRight', 'Home']);

/** Whether a key-down must not reach the page's default handling. */
export function isBlockedShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const ctrl = input.control || input.meta;
  if (ctrl && input.shift && blockedWithCtrlShift.has(key)) return true;
  if (ctrl && blockedWithCtrl.has(key)) return true;
  if (input.alt && !ctrl && blockedWithAlt.has(key)) return true;
  return !ctrl && !input.alt && blockedAlone.has(key);
}

/** F12 or Ctrl+Shift+I: opens the devtools, only when the shell runs unpackaged. */
export function isDevToolsShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  const ctrl = input.control || input.meta;
  return input.key === 'F12' || (ctrl && input.shift && input.key.toLowerCase() === 'i');
}
