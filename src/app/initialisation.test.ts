import { describe, expect, it } from 'vitest';

import type { Settings } from '@/lib/api/schemas/settings';

import { applySettingsToDocument, isHttpUrl, isLocalhost, resolveZoom } from './initialisation';

describe('zoom', () => {
  it("uses the server's device_zoom unless server_zoom_priority is false, and only above 80", () => {
    expect(resolveZoom({ device_zoom: 125 })).toBe(125);
    expect(
      resolveZoom({ device_zoom: 125 }, { default_zoom: 110, server_zoom_priority: false }),
    ).toBe(110);
    expect(resolveZoom({ device_zoom: null })).toBe(100);
    expect(resolveZoom({ device_zoom: 80 })).toBeNull();
    expect(resolveZoom({ device_zoom: 81 })).toBe(81);
  });
});

describe('applying settings', () => {
  it('sets the theme, the favicon and the zoom on the document', () => {
    document.head.innerHTML = '<link rel="icon" id="app-favicon" href="./favicon.svg" />';
    applySettingsToDocument({
      theme_name: 'corporate',
      favicon: 'http://srv/fav.png',
      logo: 'http://srv/logo.png',
      device_zoom: 120,
    } as Settings);
    expect(document.documentElement.dataset.theme).toBe('corporate');
    expect(document.querySelector('link#app-favicon')?.getAttribute('href')).toBe(
      'http://srv/fav.png',
    );
    expect(document.documentElement.style.getPropertyValue('--kiosk-zoom')).toBe('1.2');
    applySettingsToDocument({
      theme_name: 'default',
      favicon: null,
      logo: 'http://srv/logo.png',
      device_zoom: 70,
    } as Settings);
    expect(document.documentElement.dataset.theme).toBe('default');
    expect(document.querySelector('link#app-favicon')?.getAttribute('href')).toBe(
      'http://srv/logo.png',
    );
    expect(document.documentElement.style.getPropertyValue('--kiosk-zoom')).toBe('');
  });
});

describe('server address checks', () => {
  it('accepts only http and https, and knows localhost', () => {
    expect(isHttpUrl('https://plant:8080')).toBe(true);
    expect(isHttpUrl('ftp://plant')).toBe(false);
    expect(isHttpUrl('plant:8080')).toBe(false);
    expect(isLocalhost('http://localhost:8080')).toBe(true);
    expect(isLocalhost('http://127.0.0.1:1')).toBe(true);
    expect(isLocalhost('http://10.0.0.2:8080')).toBe(false);
  });
});
