import { describe, expect, it } from 'vitest';

import { buildCsp } from './content-security-policy';

const directives = new Map(
  buildCsp()
    .split('; ')
    .map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources] as const;
    }),
);
const sources = (name: string) => directives.get(name) ?? [];

describe("the shell's Content-Security-Policy", () => {
  it('runs scripts only from the app itself', () => {
    expect(sources('script-src')).toEqual([`'self'`]);
    expect(sources('default-src')).toEqual([`'self'`]);
    expect(sources('worker-src')).toEqual([`'self'`, 'blob:']);
    expect(buildCsp()).not.toMatch(/unsafe-eval|unsafe-inline'? ?;? ?script|strict-dynamic|nonce-/);
    expect(sources('object-src')).toEqual([`'none'`]);
    expect(sources('base-uri')).toEqual([`'none'`]);
  });

  // Issue 31 item 4: documents, PDFs, videos, photos and screensaver media on another host.
  it.each(['img-src', 'media-src', 'connect-src', 'frame-src'])(
    '%s lets materials come from any http(s) host, not only the server',
    (name) => {
      expect(sources(name)).toEqual(expect.arrayContaining([`'self'`, 'http:', 'https:']));
    },
  );

  it('allows nothing beyond http(s), the app, data: images and media, and blob: URLs', () => {
    for (const [name, list] of directives) {
      for (const source of list) {
        expect([
          `'self'`,
          `'none'`,
          `'unsafe-inline'`,
          'http:',
          'https:',
          'data:',
          'blob:',
        ]).toContain(source);
        if (source === `'unsafe-inline'`) expect(name).toBe('style-src');
        if (source === 'data:') expect(['img-src', 'media-src', 'font-src']).toContain(name);
      }
    }
  });
});
