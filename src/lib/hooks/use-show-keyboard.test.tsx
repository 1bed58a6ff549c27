import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { KioskApi } from '@shared/kiosk-api';
import { afterEach, describe, expect, it } from 'vitest';

import { defaultConfig, type RuntimeConfig } from '@/config/env';
import type { HostWindow } from '@/lib/bridge/platform';
import { RuntimeConfigProvider } from '@/lib/runtime-config';

import { useShowKeyboard } from './use-show-keyboard';

const host = window as HostWindow;

function showKeyboard(keyboard: boolean, platform: RuntimeConfig['platform'] = 'auto'): boolean {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigProvider config={{ ...defaultConfig, keyboard, platform }}>
      {children}
    </RuntimeConfigProvider>
  );
  return renderHook(() => useShowKeyboard(), { wrapper }).result.current;
}

describe('useShowKeyboard', () => {
  afterEach(() => {
    delete host.cordova;
    delete host.kiosk;
  });

  it('shows the on-screen keyboard in a plain browser only when the setting turns it on', () => {
    expect(showKeyboard(false)).toBe(false);
    expect(showKeyboard(true)).toBe(true);
  });

  it('shows it in the desktop shell', () => {
    // Only the platform field matters to the rule; the rest of the shell's API is not needed here.
    host.kiosk = { platform: 'electron' } as unknown as KioskApi;
    expect(showKeyboard(false)).toBe(true);
  });

  it('never shows it inside the mobile wrapper, even with the setting on', () => {
    host.cordova = {};
    expect(showKeyboard(true)).toBe(false);
    expect(showKeyboard(false)).toBe(false);
  });

  it('never shows it when the configuration names the mobile wrapper', () => {
    expect(showKeyboard(true, 'cordova')).toBe(false);
  });
});
