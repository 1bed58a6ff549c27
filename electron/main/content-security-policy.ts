/**
 * The kiosk page's Content Security Policy. Scripts only from the app itself; the network only to
 * the configured server (its API, its media and documents) — nothing else can be reached.
 */
import { isHttpUrl } from './validation';

/** The origin of a configured server host, or null when it is not an http(s) URL. */
export function serverOrigin(host: string | undefined | null): string | null {
  const trimmed = host?.trim() ?? '';
  if (!isHttpUrl(trimmed)) return null;
  return new URL(trimmed).origin;
}

/** connect-src: 'self' and the server's origin; 'self' only when the host is not http(s). */
export function connectSrc(host: string | undefined | null): string {
  const origin = serverOrigin(host);
  return origin ? `'self' ${origin}` : `'self'`;
}

/**
 * The full policy. The server's origin is also allowed for images, media and framed documents
 * (library and training materials come from it); pdf.js runs its worker from the app itself.
 * Inline styles stay allowed: React and the keyboard widget set style attributes.
 */
export function buildCsp(host: string | undefined | null): string {
  const origin = serverOrigin(host);
  const server = origin ? ` ${origin}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${server}`,
    `media-src 'self' blob:${server}`,
    `font-src 'self' data:`,
    `connect-src ${connectSrc(host)}`,
    `worker-src 'self' blob:`,
    `frame-src${server || " 'none'"}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
