import type { KeyInput } from '../shortcuts';

/** A key-down as Electron's before-input-event reports it, with no modifier unless given. */
export const keyInput = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});
