import { describe, expect, it } from 'vitest';

import { buildCsp, connectSrc, serverOrigin } from './content-security-policy';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `) || part === name);

describe('connectSrc', () => {
  it("is 'self' plus the origin of an http(s) host", () => {
    expect(connectSrc('http://10.0.0.2:8080')).toBe(`'self' http://10.0.0.2:8080`);
    expect(connectSrc('https://api.example.kz/base/')).toBe(`'self' https://api.example.kz`);
  });

  it.each(['', 'not a url', 'ftp://10.0.0.2', 'javascript:alert(1)', undefined, null])(
    "is 'self' only for %s",
    (host) => {
      expect(connectSrc(host)).toBe(`'self'`);
      expect(serverOrigin(host)).toBeNull();
    },
  );

  it('cannot be widened by a host carrying policy syntax', () => {
    expect(connectSrc("http://a.kz; script-src 'unsafe-eval'")).toBe(`'self'`);
  });
});

describe('buildCsp', () => {
  const csp = buildCsp('http://10.0.0.2:8080');

  it('allows scripts only from the app', () => {
    expect(directive(csp, 'script-src')).toBe(`script-src 'self'`);
    expect(directive(csp, 'object-src')).toBe(`object-src 'none'`);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the server deliver media and documents', () => {
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' http://10.0.0.2:8080`);
    expect(directive(csp, 'img-src')).toContain('http://10.0.0.2:8080');
    expect(directive(csp, 'media-src')).toContain('http://10.0.0.2:8080');
    expect(directive(csp, 'frame-src')).toBe('frame-src http://10.0.0.2:8080');
  });

  it('frames nothing without a valid host', () => {
    expect(directive(buildCsp('bad'), 'frame-src')).toBe(`frame-src 'none'`);
    expect(directive(buildCsp('bad'), 'connect-src')).toBe(`connect-src 'self'`);
  });
});
