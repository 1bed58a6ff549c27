import { describe, expect, it } from 'vitest';

import { isBlockedShortcut, isDevToolsShortcut } from './shortcuts';
import { keyInput } from './testing/key-input';

const key = keyInput;

describe('isBlockedShortcut', () => {
  it.each([
    ['F5', key('F5')],
    ['F11', key('F11')],
    ['F12', key('F12')],
    ['Ctrl+R', key('r', { control: true })],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['Ctrl+W', key('w', { control: true })],
    ['Ctrl+Q', key('q', { control: true })],
    ['Ctrl+P', key('p', { control: true })],
    ['Cmd+R', key('r', { meta: true })],
    ['Ctrl+F4', key('F4', { control: true })],
    ['Alt+F4', key('F4', { alt: true })],
    ['Alt+Left', key('ArrowLeft', { alt: true })],
    ['Ctrl+R with a Cyrillic layout reported as R', key('R', { control: true })],
  ])('blocks %s', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(true);
  });

  it.each([
    ['Ctrl+N (skip a step)', key('n', { control: true })],
    ['letters', key('r')],
    ['digits', key('5')],
    ['Enter', key('Enter')],
    ['Backspace', key('Backspace')],
    ['Ctrl+C', key('c', { control: true })],
    ['Ctrl+V', key('v', { control: true })],
    ['Shift+letters', key('R', { shift: true })],
  ])('lets %s through', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(false);
  });

  it('looks at key-downs only', () => {
    expect(isBlockedShortcut({ ...key('F5'), type: 'keyUp' })).toBe(false);
  });
});

describe('isDevToolsShortcut', () => {
  it('is F12 or Ctrl+Shift+I', () => {
    expect(isDevToolsShortcut(key('F12'))).toBe(true);
    expect(isDevToolsShortcut(key('I', { control: true, shift: true }))).toBe(true);
    expect(isDevToolsShortcut(key('i', { control: true }))).toBe(false);
  });
});
